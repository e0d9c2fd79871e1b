/**
 * One sheet of text and numbers as a BIFF8 .xls (Excel 97-2003), written with SheetJS. SheetJS is loaded on first use,
 * so this module may be imported statically by code a Lambda loads at start.
 */
import type * as Xlsx from '@e965/xlsx';
import { withSharedStrings } from './sst';

/** A cell: text ('' leaves the cell empty) or a number. */
export type XlsCell = string | number;

export interface XlsSheet {
  /** Made a valid name with sheetName. */
  name: string;
  header: string[];
  rows: XlsCell[][];
  /** How wide each column may grow, in characters: a column fits its longest line up to this. */
  maxWidths: number[];
}

/** The most characters Excel keeps in a cell. */
export const maxCellLength = 32767;

/** The most rows a BIFF8 sheet has. */
const maxRows = 65536;

const maxSheetNameLength = 31;

/** Text as a cell holds it: cut to Excel's limit, ending in '…' when cut (never between a surrogate pair). */
export function cellText(text: string): string {
  if (text.length <= maxCellLength) return text;
  return `${cutAt(text, maxCellLength - 1)}…`;
}

/** A sheet name Excel accepts: no []:*?/\, no control characters, no apostrophe at either end, at most 31 characters. */
export function sheetName(title: string, fallback: string): string {
  const name = cutAt(
    title
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
      .replace(/[[\]:*?/\\\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s']+|[\s']+$/g, ''),
    maxSheetNameLength,
  ).replace(/[\s']+$/, '');
  // 'History' is Excel's own sheet (the change history).
  return name === '' || name.toLowerCase() === 'history' ? fallback : name;
}

function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}

/** A column's width: its cells' longest line (the header's too), at least 6 and at most `max` characters. */
function columnWidth(cells: XlsCell[], max: number): number {
  let widest = 0;
  for (const cell of cells) for (const line of String(cell).split('\n')) if (line.length > widest) widest = line.length;
  return Math.max(6, Math.min(max, widest + 2));
}

/** The subset of SheetJS's CFB (the OLE2 container) this writer uses: SheetJS types it as any. */
interface CfbEntry {
  content: Uint8Array;
}
interface Cfb {
  read(data: Uint8Array, options: { type: 'buffer' }): unknown;
  find(container: unknown, path: string): CfbEntry | null;
  write(container: unknown, options: { type: 'buffer' }): Buffer;
  utils: { cfb_add(container: unknown, path: string, content: Uint8Array): void };
}

export async function writeXls(sheet: XlsSheet): Promise<Buffer> {
  const rows = [sheet.header, ...sheet.rows];
  if (rows.length > maxRows) throw new RangeError(`An .xls sheet holds at most ${maxRows} rows, not ${rows.length}`);
  const XLSX: typeof Xlsx = await import('@e965/xlsx');

  // Every text cell is an 's' cell holding a stand-in (the text's index): SheetJS writes it as a string, never a
  // formula ('=SUM(A1)' stays text), and the real texts go into the string table afterwards (see sst.ts).
  const strings: string[] = [];
  const standIns = new Map<string, string>();
  const standIn = (text: string) => {
    let id = standIns.get(text);
    if (id === undefined) {
      id = String(strings.push(text) - 1);
      standIns.set(text, id);
    }
    return id;
  };
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  const ws: Xlsx.WorkSheet = {
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: Math.max(columns - 1, 0) } }),
    '!cols': Array.from({ length: columns }, (_, c) => ({
      wch: columnWidth(
        rows.map((r) => r[c] ?? ''),
        sheet.maxWidths[c] ?? 40,
      ),
    })),
  };
  rows.forEach((row, r) => {
    row.forEach((value, c) => {
      const address = XLSX.utils.encode_cell({ r, c });
      if (typeof value === 'number') ws[address] = { t: 'n', v: value };
      else if (value !== '') ws[address] = { t: 's', v: standIn(cellText(value)) };
    });
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, ws, sheet.name);
  const written = XLSX.write(book, { bookType: 'biff8', type: 'buffer', bookSST: true }) as Buffer;

  const cfb = XLSX.CFB as Cfb;
  const container = cfb.read(written, { type: 'buffer' });
  const workbook = cfb.find(container, '/Workbook');
  if (!workbook) throw new Error('SheetJS wrote an .xls without a Workbook stream');
  cfb.utils.cfb_add(container, '/Workbook', withSharedStrings(Buffer.from(workbook.content), strings));
  return cfb.write(container, { type: 'buffer' });
}
