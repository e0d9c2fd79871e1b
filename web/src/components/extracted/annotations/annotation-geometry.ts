/**
 * Where annotations sit, as pure arithmetic (QD §3 Annotation, §5 Glossary, §9 Annotation).
 *
 * Two spaces meet here. An annotation's position is in PDF points from the page's bottom-left, on the page as it is
 * at the reader's rotation 0 (pageWidth × pageHeight: react-pdf's originalWidth/originalHeight). The screen is CSS
 * pixels from the top-left of the page as drawn: scaled, and turned clockwise by the reader's rotation. Turning the
 * view never changes a saved position.
 */
import type { Annotation } from '@ledgerline/shared/schemas/extracted-documents';
import {
  type AnnotationColour,
  type AnnotationPosition,
  type AnnotationShape,
  annotationRules,
  clampAnnotationPosition,
} from '@ledgerline/shared/extracted-documents';
import { isSideways, type Rotation, rotate } from '../../ui/zoom';

export type { Rotation };

/** A page's size in points, at the reader's rotation 0. */
export interface PageSize {
  width: number;
  height: number;
}

/** Pixels from the top-left of the page as drawn. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Points from the bottom-left of the page at rotation 0. */
export interface PagePoint {
  x: number;
  y: number;
}

/** One line of 12 pt text with a little room above and below it. */
export const textboxHeight = annotationRules.fontSize + 8;
/** Room for about a dozen characters; the reviewer widens it within 80 to 400. */
export const defaultTextboxWidth = 120;
/** Zoom 1 fits the page to the space it has, but never draws it larger than this many pixels per point. */
const maxFitScale = 1.5;

/** Positions are kept to a hundredth of a point, so that moving back and forth never drifts. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

// The zoom and quarter turns are the document preview's (QD §5 Glossary), shared from components/ui.
export { canZoomIn, canZoomOut, clampZoom, zoomIn, zoomOut, zoomPercent } from '../../ui/zoom';
/** A quarter turn clockwise: 0 → 90 → 180 → 270 → 0. */
export const nextRotation = (rotation: Rotation): Rotation => rotate(rotation);

/** The page as drawn, in pixels: width and height swap when the page lies on its side. */
export function viewSize(page: PageSize, scale: number, rotation: Rotation): { width: number; height: number } {
  const width = page.width * scale;
  const height = page.height * scale;
  return isSideways(rotation) ? { width: height, height: width } : { width, height };
}

/** Pixels per point at zoom 1: the page as wide as the space it has (turned as it is drawn). */
export function fitScale(availableWidth: number, page: PageSize, rotation: Rotation): number {
  const pageWidth = isSideways(rotation) ? page.height : page.width;
  if (!(availableWidth > 0) || !(pageWidth > 0)) return 1;
  return Math.min(maxFitScale, availableWidth / pageWidth);
}

/** A point on the page as drawn → the same point in page space. */
export function screenToPage(point: ScreenPoint, page: PageSize, scale: number, rotation: Rotation): PagePoint {
  const w = page.width * scale;
  const h = page.height * scale;
  // (u, v): pixels from the top-left of the unturned page.
  const [u, v] =
    rotation === 90
      ? [point.y, h - point.x]
      : rotation === 180
        ? [w - point.x, h - point.y]
        : rotation === 270
          ? [w - point.y, point.x]
          : [point.x, point.y];
  return { x: u / scale, y: page.height - v / scale };
}

/** A point in page space → where it is drawn. */
export function pageToScreen(point: PagePoint, page: PageSize, scale: number, rotation: Rotation): ScreenPoint {
  const w = page.width * scale;
  const h = page.height * scale;
  const u = point.x * scale;
  const v = (page.height - point.y) * scale;
  if (rotation === 90) return { x: h - v, y: u };
  if (rotation === 180) return { x: w - u, y: h - v };
  if (rotation === 270) return { x: v, y: w - u };
  return { x: u, y: v };
}

/** A move on screen (pixels right and down) → the same move in page points. */
export function screenMoveToPage(
  dx: number,
  dy: number,
  page: PageSize,
  scale: number,
  rotation: Rotation,
): { dx: number; dy: number } {
  const from = screenToPage({ x: 0, y: 0 }, page, scale, rotation);
  const to = screenToPage({ x: dx, y: dy }, page, scale, rotation);
  return { dx: to.x - from.x, dy: to.y - from.y };
}

/**
 * The CSS transform that turns a layer drawn in unturned page pixels (origin top-left) so that it lies over the page
 * as drawn: rotate about the top-left corner, then shift back into view.
 */
export function layerTransform(page: PageSize, scale: number, rotation: Rotation): string | undefined {
  const w = page.width * scale;
  const h = page.height * scale;
  if (rotation === 90) return `translate(${h}px, 0px) rotate(90deg)`;
  if (rotation === 180) return `translate(${w}px, ${h}px) rotate(180deg)`;
  if (rotation === 270) return `translate(0px, ${w}px) rotate(270deg)`;
  return undefined;
}

/** An annotation's box in the unturned layer, in pixels from its top-left. */
export function annotationBox(
  position: Pick<AnnotationPosition, 'left' | 'bottom' | 'width' | 'height' | 'pageHeight'>,
  scale: number,
): { left: number; top: number; width: number; height: number } {
  return {
    left: position.left * scale,
    top: (position.pageHeight - position.bottom - position.height) * scale,
    width: position.width * scale,
    height: position.height * scale,
  };
}

function clampedPosition(shape: AnnotationShape, position: AnnotationPosition): AnnotationPosition {
  const p = clampAnnotationPosition(shape, position);
  return {
    left: hundredths(p.left),
    bottom: hundredths(p.bottom),
    width: hundredths(p.width),
    height: hundredths(p.height),
    pageWidth: hundredths(p.pageWidth),
    pageHeight: hundredths(p.pageHeight),
  };
}

/** The annotation moved by (dx, dy) points, kept within its page (QD §5 Glossary). */
export function moveAnnotation<T extends Annotation>(annotation: T, dx: number, dy: number): T {
  const p = annotation.position_data;
  return {
    ...annotation,
    position_data: clampedPosition(annotation.shape_type, { ...p, left: p.left + dx, bottom: p.bottom + dy }),
  };
}

/** A textbox width within 80 to 400 points; anything that is not a number keeps the fallback. */
export function clampTextboxWidth(width: number, fallback = defaultTextboxWidth): number {
  const w = Number.isFinite(width) ? width : fallback;
  return Math.round(Math.min(annotationRules.maxWidth, Math.max(annotationRules.minWidth, w)));
}

/** The textbox made wider or narrower (80 to 400), still within its page. */
export function withTextboxWidth<T extends Annotation>(annotation: T, width: number): T {
  const p = annotation.position_data;
  return {
    ...annotation,
    position_data: clampedPosition(annotation.shape_type, { ...p, width: clampTextboxWidth(width, p.width) }),
  };
}

interface NewAnnotation {
  id: string;
  /** From 1. */
  pageNumber: number;
  page: PageSize;
  at: PagePoint;
  style: AnnotationColour;
}

/** A check mark centred where the reviewer clicked. */
export function newCheck({ id, pageNumber, page, at, style }: NewAnnotation): Annotation {
  const size = annotationRules.checkSize;
  return {
    id,
    page: pageNumber,
    shape_type: 'check',
    text: '',
    style,
    position_data: clampedPosition('check', {
      left: at.x - size / 2,
      bottom: at.y - size / 2,
      width: size,
      height: size,
      pageWidth: page.width,
      pageHeight: page.height,
    }),
  };
}

/** An empty textbox whose line starts where the reviewer clicked. */
export function newTextbox({ id, pageNumber, page, at, style }: NewAnnotation): Annotation {
  return {
    id,
    page: pageNumber,
    shape_type: 'textbox',
    text: '',
    style,
    position_data: clampedPosition('textbox', {
      left: at.x,
      bottom: at.y - textboxHeight / 2,
      width: defaultTextboxWidth,
      height: textboxHeight,
      pageWidth: page.width,
      pageHeight: page.height,
    }),
  };
}

/** The text as the server keeps it: a textbox's trimmed, a check's empty. */
export const savedText = (a: Pick<Annotation, 'shape_type' | 'text'>) =>
  a.shape_type === 'textbox' ? (a.text ?? '').trim() : '';

/** The list as sent to save_annotations: texts trimmed, positions clamped. */
export function annotationsToSave(list: readonly Annotation[]): Annotation[] {
  return list.map((a) => ({
    ...a,
    text: savedText(a),
    position_data: clampedPosition(a.shape_type, a.position_data),
  }));
}

const samePlace = (a: AnnotationPosition, b: AnnotationPosition) =>
  (['left', 'bottom', 'width', 'height'] as const).every((k) => Math.abs(a[k] - b[k]) < 0.005);

/** Whether the reviewer changed anything since the last save: added, removed, moved, resized, recoloured, retyped. */
export function annotationsChanged(current: readonly Annotation[], baseline: readonly Annotation[]): boolean {
  if (current.length !== baseline.length) return true;
  const before = new Map(baseline.map((a) => [a.id, a]));
  return current.some((a) => {
    const b = before.get(a.id);
    return (
      !b ||
      b.page !== a.page ||
      b.shape_type !== a.shape_type ||
      b.style !== a.style ||
      savedText(b) !== savedText(a) ||
      !samePlace(b.position_data, a.position_data)
    );
  });
}
