/**
 * The annotation editor's words. QD §5 and §9 name the rules, modes and colours; the spec does not show the controls'
 * labels, so those are ours.
 */
import type { Annotation } from '@ledgerline/shared/schemas/extracted-documents';
import type { AnnotationColour, AnnotationMode } from '@ledgerline/shared/extracted-documents';

export const annotationText = {
  loading: 'Loading the document…',
  /** QD §8. */
  loadFailed: 'An error occurred while loading the document.',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  rotate: 'Rotate 90 degrees clockwise',
  mode: 'Mode',
  modes: { view: 'View', move: 'Move', check: 'Check', textbox: 'Textbox' } satisfies Record<AnnotationMode, string>,
  colour: 'Colour',
  colours: { black: 'Black', red: 'Red', green: 'Green', blue: 'Blue' } satisfies Record<AnnotationColour, string>,
  save: 'Save annotations',
  /** The scrollable area the page sits in. */
  viewer: (page: number) => `Page ${page} of the document`,
  /** The page itself, as a button, in Check and Textbox modes. */
  addCheck: (page: number) => `Add a check mark on page ${page}`,
  addTextbox: (page: number) => `Add a textbox on page ${page}`,
  /** What the selected annotation offers. */
  selected: 'Selected annotation',
  text: 'Annotation text',
  width: 'Textbox width (points)',
  widthHint: 'From 80 to 400',
  remove: 'Remove annotation',
  /** Near Save, when a textbox that is not on screen keeps Save disabled. */
  fixTextbox: (page: number, problem: string) => `A textbox on page ${page}: ${problem}`,
  /** The keyboard, for the annotations on the page. */
  moveHint: 'Arrow keys move the selected annotation (Shift moves further); Delete removes it.',
};

/** 'Check mark on page 1', 'Textbox "Paid 2025" on page 1', 'Empty textbox on page 1'. */
export function annotationName(a: Pick<Annotation, 'shape_type' | 'text' | 'page'>): string {
  if (a.shape_type === 'check') return `Check mark on page ${a.page}`;
  const text = (a.text ?? '').trim();
  return text ? `Textbox "${text}" on page ${a.page}` : `Empty textbox on page ${a.page}`;
}
