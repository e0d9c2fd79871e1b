/**
 * Reads a workbook (xlsx or xls) into the preview's sheets with SheetJS. Imported by the sheet worker only: SheetJS
 * never enters a page's own bundle.
 */
import { type CellObject, type Range, read, utils, type WorkSheet } from '@e965/xlsx';
import { couldBeSpreadsheet, type PreviewSheet, type SheetCell, type SheetLimits } from './sheet';

const cellText = (cell: CellObject | undefined): string => {
  if (!cell || cell.t === 'z') return '';
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined || cell.v === null ? '' : String(cell.v);
};

function toPreviewSheet(name: string, sheet: WorkSheet, limits: SheetLimits): PreviewSheet {
  const empty: PreviewSheet = { name, columns: [], rows: [], moreRows: false, moreColumns: false };
  const ref = sheet['!ref'];
  if (!ref) return empty;
  const range: Range = utils.decode_range(ref);
  const full: Range = utils.decode_range((sheet['!fullref'] as string | undefined) ?? ref);
  const data: (CellObject | undefined)[][] = sheet['!data'] ?? [];
  const merges: Range[] = sheet['!merges'] ?? [];

  // What the sheet really holds: its range often runs on over empty, merely formatted cells.
  let firstRow = -1;
  let firstColumn = Number.POSITIVE_INFINITY;
  let lastRow = -1;
  let lastColumn = -1;
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = data[r];
    if (!row) continue;
    for (let c = range.s.c; c <= Math.min(range.e.c, row.length - 1); c++) {
      if (cellText(row[c]) !== '') {
        if (firstRow < 0) firstRow = r;
        lastRow = r;
        if (c < firstColumn) firstColumn = c;
        if (c > lastColumn) lastColumn = c;
      }
    }
  }
  if (lastRow < 0) return empty;

  const top = firstRow;
  const left = firstColumn;
  const bottom = Math.min(lastRow, top + limits.rows - 1);
  const right = Math.min(lastColumn, left + limits.columns - 1);
  const width = right - left + 1;

  const cells: (SheetCell | null)[][] = [];
  for (let r = top; r <= bottom; r++) {
    const row = data[r] ?? [];
    const line: (SheetCell | null)[] = [];
    for (let c = left; c <= right; c++) {
      const cell = row[c];
      line.push({ text: cellText(cell), numeric: cell?.t === 'n' });
    }
    cells.push(line);
  }
  // A merged cell spans the part of its area that is shown, with the text of its top-left cell.
  for (const m of merges) {
    const r0 = Math.max(m.s.r, top);
    const c0 = Math.max(m.s.c, left);
    const r1 = Math.min(m.e.r, bottom);
    const c1 = Math.min(m.e.c, right);
    if (r0 > r1 || c0 > c1) continue;
    const anchor = data[m.s.r]?.[m.s.c];
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells[r - top][c - left] = null;
    const spans: SheetCell = { text: cellText(anchor), numeric: anchor?.t === 'n' };
    if (r1 > r0) spans.rowSpan = r1 - r0 + 1;
    if (c1 > c0) spans.colSpan = c1 - c0 + 1;
    cells[r0 - top][c0 - left] = spans;
  }

  return {
    name,
    columns: Array.from({ length: width }, (_, i) => utils.encode_col(left + i)),
    rows: cells.map((line, i) => ({ label: String(top + i + 1), cells: line })),
    moreRows: lastRow > bottom || full.e.r > range.e.r,
    moreColumns: lastColumn > right,
  };
}

/**
 * The workbook's visible sheets in order (all of them when every sheet is hidden), each cut to the limits. Throws
 * when the bytes are not a spreadsheet of the format the document claims (sheet.ts couldBeSpreadsheet).
 */
export function readWorkbook(
  data: ArrayBuffer | Uint8Array,
  limits: SheetLimits,
  format: 'xlsx' | 'xls' = 'xls',
): PreviewSheet[] {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!couldBeSpreadsheet(bytes, format)) throw new Error(`not an ${format} spreadsheet`);
  const book = read(bytes, {
    type: 'array',
    dense: true,
    sheetRows: limits.rows,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const hidden = new Set(
    (book.Workbook?.Sheets ?? []).filter((s) => s.Hidden !== undefined && s.Hidden !== 0).map((s) => s.name),
  );
  const names = book.SheetNames.filter((n) => !hidden.has(n));
  return (names.length > 0 ? names : book.SheetNames).map((n) => toPreviewSheet(n, book.Sheets[n], limits));
}
