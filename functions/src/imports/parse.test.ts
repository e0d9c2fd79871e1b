import { describe, expect, it } from 'vitest';
import { importColumns, importText, maxClientListRows } from '@ledgerline/shared/imports';
import { decodeText, loadXlsx, readSheet, recordsOf, recordsOfJson, UnreadableList } from './parse';
import { spreadsheetFormatOf } from './rules';
import { templateFile } from './template';

const csv = (text: string) => new TextEncoder().encode(text);

async function xlsx(rows: unknown[][]): Promise<Uint8Array> {
  const XLSX = await loadXlsx();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Clients');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
}

describe('reading a client list', () => {
  for (const listType of ['individuals', 'entities'] as const)
    it(`the ${listType} template, read back by the importer, has exactly the importer's columns`, async () => {
      const file = new Uint8Array(await templateFile(listType));
      expect(spreadsheetFormatOf(file)).toBe('xlsx');
      const sheet = await readSheet(file, 'xlsx');
      expect(sheet[0]!.cells).toEqual(importColumns[listType].map((c) => c.header));
      // A template with one row filled in gives a record keyed by every column.
      const XLSX = await loadXlsx();
      const book = XLSX.read(file, { type: 'array' });
      const first = book.Sheets[book.SheetNames[0]!]!;
      XLSX.utils.sheet_add_aoa(first, [importColumns[listType].map((c) => `v ${c.key}`)], { origin: 'A2' });
      const filled = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
      const { records, ignored } = recordsOf(listType, await readSheet(filled, 'xlsx'));
      expect(ignored).toEqual([]);
      expect(records).toEqual([
        { row: 2, values: Object.fromEntries(importColumns[listType].map((c) => [c.key, `v ${c.key}`])) },
      ]);
    });

  it('a CSV with a byte-order mark, quoted commas and blank lines: blank rows are skipped, rows keep their numbers', async () => {
    const file = csv('\uFEFFFirst Name,Last Name,Email,Notes\r\n"Lee, Jr",Ann,a@x.test,hi\r\n,,,\r\n\r\nBo,Ng,,\r\n');
    expect(spreadsheetFormatOf(file)).toBe('csv');
    const list = recordsOf('individuals', await readSheet(file, 'csv'));
    expect(list.ignored).toEqual(['Notes']);
    expect(list.records).toEqual([
      { row: 2, values: { first_name: 'Lee, Jr', last_name: 'Ann', email: 'a@x.test' } },
      { row: 5, values: { first_name: 'Bo', last_name: 'Ng' } },
    ]);
  });

  it('an XLSX keeps numbers as the cell shows them (a phone typed as a number)', async () => {
    const file = await xlsx([
      ['First Name', 'Last Name', 'Phone'],
      ['Ann', 'Lee', 5551234567],
    ]);
    const { records } = recordsOf('individuals', await readSheet(file, 'xlsx'));
    expect(records[0]!.values.phone).toBe('5551234567');
  });

  it('a list without the required columns, without rows, or with too many is refused with why', async () => {
    const read = async (text: string, listType: 'individuals' | 'entities' = 'individuals') =>
      recordsOf(listType, await readSheet(csv(text), 'csv'));
    await expect(read('Email,Phone\na@x.test,1\n')).rejects.toThrow(
      importText.missingColumns(['First Name', 'Last Name']),
    );
    await expect(read('First Name,Last Name\n')).rejects.toThrow(importText.noRows);
    await expect(read('First Name,Last Name\nA,B\n', 'entities')).rejects.toThrow(UnreadableList);
    const many = `First Name,Last Name\n${'A,B\n'.repeat(maxClientListRows + 1)}`;
    await expect(read(many)).rejects.toThrow(importText.tooManyRows(maxClientListRows));
  });

  it('binary files are not client lists; an unclosed quote is unreadable; Windows-1252 text is read', async () => {
    expect(spreadsheetFormatOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toBeNull();
    expect(spreadsheetFormatOf(new Uint8Array())).toBeNull();
    await expect(readSheet(csv('First Name,Last Name\n"A,B\n'), 'csv')).rejects.toThrow(UnreadableList);
    await expect(readSheet(csv('PK\u0003\u0004garbage'), 'xlsx')).rejects.toThrow(UnreadableList);
    expect(decodeText(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]))).toBe('José');
  });

  it('a spreadsheet importer’s records are keyed by header or key and numbered from 1', () => {
    const { records, ignored } = recordsOfJson('individuals', [
      { 'First Name': 'Ann', last_name: 'Lee', phone: 5551234567, extra: 'x' },
      { first_name: ' Bo ', last_name: null },
    ]);
    expect(records).toEqual([
      { row: 1, values: { first_name: 'Ann', last_name: 'Lee', phone: '5551234567' } },
      { row: 2, values: { first_name: 'Bo' } },
    ]);
    expect(ignored).toEqual(['extra']);
  });
});
