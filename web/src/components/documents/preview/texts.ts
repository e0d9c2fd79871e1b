/**
 * The preview's words. QD = questionnaires-documents.md; spec wording is quoted as it stands, the rest is ours.
 */
import { documentBrowserText } from '@ledgerline/shared/document-browser';

const count = new Intl.NumberFormat('en-US');

export const previewText = {
  /** QD §2 preview. */
  unsupported: documentBrowserText.unsupportedPreview,
  /** QD §8. */
  loadFailed: 'An error occurred while loading the document.',
  loading: 'Loading the document…',
  tools: 'Document tools',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  zoomLevel: 'Zoom',
  rotate: 'Rotate 90 degrees clockwise',
  download: 'Download',
  close: 'Close',
  /** The scrollable area that holds the document. */
  viewer: (name: string) => `Preview of ${name}`,
  sheetViewer: (name: string, sheet: string) => `Preview of ${name}, sheet ${sheet}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  sheets: 'Sheets',
  emptySheet: 'This sheet is empty.',
  /** Under a sheet cut to the preview's limits. */
  sheetCut: (rows: number | null, columns: number | null) => {
    const parts = [rows && `${count.format(rows)} rows`, columns && `${count.format(columns)} columns`].filter(Boolean);
    return `Showing the first ${parts.join(' and ')}. Download the file to see all of it.`;
  },
} as const;
