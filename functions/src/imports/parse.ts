/**
 * Reading a client list (CSV or XLSX) into records keyed by the template's columns. The spreadsheet libraries are
 * loaded here, on first use, and nowhere else: only the imports function carries them.
 */
import type * as Xlsx from '@e965/xlsx';
import {
  columnKey,
  importColumns,
  importText,
  maxClientListRows,
  type ClientListType,
} from '@ledgerline/shared/imports';
import type { SpreadsheetFormat } from './rules';

/** One row of a sheet, by its number in the file (the header is row 1), cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** One row of a client list: its number and its values by column key (blank cells left out). */
export interface ListRecord {
  row: number;
  values: Record<string, string>;
}

export interface ClientList {
  records: ListRecord[];
  /** Headers the importer does not read (kept out of the records). */
  ignored: string[];
}

/** A file that is not a readable client list: the message says why (answered as 422). */
export class UnreadableList extends Error {}

/** SheetJS's XLSX and CSV build (the smallest one that writes XLSX), loaded on first use. */
export async function loadXlsx(): Promise<typeof Xlsx> {
  const mod = (await import('@e965/xlsx/dist/xlsx.mini.min.js')) as unknown as { default: typeof Xlsx };
  return mod.default;
}

/** Rows read at most: the header, the most rows a list may have, and one more to tell that there are more. */
const maxSheetRows = maxClientListRows + 2;

/** UTF-8 (with or without a byte-order mark), or Windows-1252 as Excel's "CSV" saves it on Windows. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readSheet(bytes: Uint8Array, format: SpreadsheetFormat): Promise<SheetRow[]> {
  return format === 'csv' ? readCsv(bytes) : readXlsx(bytes);
}

async function readCsv(bytes: Uint8Array): Promise<SheetRow[]> {
  const { parse } = await import('csv-parse/sync');
  let rows: string[][];
  try {
    rows = parse(decodeText(bytes), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to: maxSheetRows,
    }) as string[][];
  } catch (e) {
    throw new UnreadableList(`${importText.notAClientList} (${(e as Error).message.split('\n')[0]?.slice(0, 200)})`);
  }
  return rows.map((cells, i) => ({ row: i + 1, cells }));
}

async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const XLSX = await loadXlsx();
  let book: Xlsx.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', sheetRows: maxSheetRows, cellFormula: false, cellHTML: false });
  } catch {
    throw new UnreadableList(importText.notAClientList);
  }
  const sheet = book.SheetNames[0] ? book.Sheets[book.SheetNames[0]] : undefined;
  if (!sheet?.['!ref']) return [];
  const first = XLSX.utils.decode_range(sheet['!ref']).s.r;
  // Formatted text, as the cell shows it: a phone typed as a number reads as its digits, a date as its date.
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  return rows.map((cells, i) => ({ row: first + i + 1, cells: cells.map((c) => String(c ?? '')) }));
}

/** Whether a row holds nothing but blanks (such rows are skipped, as the spreadsheet shows them empty). */
const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * The sheet's first non-blank row is the header; each header is matched to a column of the list type by its key.
 * Throws UnreadableList when a required column is missing, there are no rows, or too many.
 */
export function recordsOf(listType: ClientListType, sheet: SheetRow[]): ClientList {
  const headerAt = sheet.findIndex((r) => !isBlank(r.cells));
  if (headerAt < 0) throw new UnreadableList(importText.noRows);
  const headers = sheet[headerAt]!.cells;
  const known = new Map(importColumns[listType].map((c) => [c.key, c]));
  const keys = headers.map((h) => (known.has(columnKey(h)) ? columnKey(h) : null));
  const missing = importColumns[listType].filter((c) => c.required && !keys.includes(c.key)).map((c) => c.header);
  if (missing.length) throw new UnreadableList(importText.missingColumns(missing));
  const records: ListRecord[] = [];
  for (const r of sheet.slice(headerAt + 1)) {
    if (isBlank(r.cells)) continue;
    const values: Record<string, string> = {};
    keys.forEach((key, i) => {
      const v = (r.cells[i] ?? '').trim();
      // The first of two columns with one key wins, unless it is blank.
      if (key && v && !(key in values)) values[key] = v;
    });
    records.push({ row: r.row, values });
  }
  if (records.length === 0) throw new UnreadableList(importText.noRows);
  if (records.length > maxClientListRows) throw new UnreadableList(importText.tooManyRows(maxClientListRows));
  return {
    records,
    ignored: headers.filter((h, i) => h.trim() && keys[i] === null).map((h) => h.trim()),
  };
}

/**
 * A spreadsheet importer's records (handle_one_schema_success), keyed by header or key: the same records as a file
 * would give, numbered from 1.
 */
export function recordsOfJson(
  listType: ClientListType,
  rows: readonly Record<string, string | number | boolean | null>[],
): ClientList {
  const known = new Set(importColumns[listType].map((c) => c.key));
  const ignored = new Set<string>();
  const records = rows.map((r, i) => {
    const values: Record<string, string> = {};
    for (const [name, raw] of Object.entries(r)) {
      const key = columnKey(name);
      if (!known.has(key)) {
        ignored.add(name);
        continue;
      }
      const v = raw === null || raw === undefined ? '' : String(raw).trim();
      if (v && !(key in values)) values[key] = v;
    }
    return { row: i + 1, values };
  });
  return { records, ignored: [...ignored].slice(0, 50) };
}
