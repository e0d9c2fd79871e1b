/**
 * A spreadsheet as the preview shows it: plain text cells, no formulas, styles or HTML. Parsed off the page's thread
 * (sheet.worker.ts) and cut to the first rows and columns, so a huge workbook neither freezes the page nor fills it
 * with more table cells than a browser draws comfortably.
 */
export const sheetLimits = { rows: 1000, columns: 100 } as const;
export type SheetLimits = { rows: number; columns: number };

export interface SheetCell {
  text: string;
  /** Numbers line up on the right, as in a spreadsheet. */
  numeric: boolean;
  rowSpan?: number;
  colSpan?: number;
}

export interface PreviewSheet {
  name: string;
  /** Column letters, left to right ('A', 'B', … 'AA'). */
  columns: string[];
  /** Each row with its number as the spreadsheet shows it; a null cell lies under a merged cell to its left or above. */
  rows: { label: string; cells: (SheetCell | null)[] }[];
  /** Whether the sheet goes on beyond the rows or columns shown. */
  moreRows: boolean;
  moreColumns: boolean;
}

/**
 * Whether a file's bytes can be the spreadsheet its name says. An .xlsx is a zip, as Excel requires; an .xls is
 * usually a compound file (Excel 97-2003) but may be a zip, or text that Excel opens too (the HTML, XML or tab
 * separated 'xls' that many banks and tax tools export). Anything else, such as a PDF renamed to .xls, is refused
 * rather than shown as a table of noise.
 */
export function couldBeSpreadsheet(bytes: Uint8Array, format: 'xlsx' | 'xls'): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04)) return true; // zip: xlsx, xlsm, xlsb
  if (format === 'xlsx') return false;
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return true; // compound file: xls
  if (starts(0x25, 0x50, 0x44, 0x46)) return false; // %PDF
  // Text: no control characters but tab, line feed, carriage return and form feed in the first 1 KB.
  const head = bytes.subarray(0, 1024);
  return head.length > 0 && head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d);
}

/** What the worker is asked: the file's bytes and the format its name or content type claims. */
export interface SheetWorkerRequest {
  data: ArrayBuffer;
  format: 'xlsx' | 'xls';
  limits: SheetLimits;
}

/** What the worker answers. */
export type SheetWorkerReply = { ok: true; sheets: PreviewSheet[] } | { ok: false };
