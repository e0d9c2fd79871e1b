import { utils, write } from '@e965/xlsx';
import { describe, expect, test } from 'vitest';
import { sheetLimits } from './sheet';
import { readWorkbook } from './workbook';

type Book = ReturnType<typeof utils.book_new>;

function book(sheets: Record<string, unknown[][]>, edit?: (book: Book) => void): Book {
  const b = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) utils.book_append_sheet(b, utils.aoa_to_sheet(rows), name);
  edit?.(b);
  return b;
}
const bytes = (b: Book, bookType: 'xlsx' | 'xls' = 'xlsx') => write(b, { type: 'array', bookType }) as ArrayBuffer;

describe('a spreadsheet in the preview (xlsx and xls)', () => {
  test('each sheet shows in order under its name, with column letters and row numbers', () => {
    const sheets = readWorkbook(
      bytes(
        book({
          Income: [
            ['Payer', 'Amount'],
            ['Acme', 1200],
          ],
          Expenses: [['Rent']],
        }),
      ),
      sheetLimits,
    );
    expect(sheets.map((s) => s.name)).toEqual(['Income', 'Expenses']);
    expect(sheets[0]).toEqual({
      name: 'Income',
      columns: ['A', 'B'],
      rows: [
        {
          label: '1',
          cells: [
            { text: 'Payer', numeric: false },
            { text: 'Amount', numeric: false },
          ],
        },
        {
          label: '2',
          cells: [
            { text: 'Acme', numeric: false },
            { text: '1200', numeric: true },
          ],
        },
      ],
      moreRows: false,
      moreColumns: false,
    });
  });

  test('xls (Excel 97-2003) files are read too', () => {
    const [sheet] = readWorkbook(bytes(book({ W2: [['Box 1', 52000]] }), 'xls'), sheetLimits);
    expect(sheet.rows[0].cells.map((c) => c?.text)).toEqual(['Box 1', '52000']);
  });

  test('cells show as the spreadsheet formats them', () => {
    const b = book({ S: [[1234.5, 45658, true]] }, (b) => {
      b.Sheets.S.A1.z = '$#,##0.00';
      b.Sheets.S.B1.z = 'yyyy-mm-dd';
    });
    const [sheet] = readWorkbook(bytes(b), sheetLimits);
    expect(sheet.rows[0].cells.map((c) => c?.text)).toEqual(['$1,234.50', '2025-01-01', 'TRUE']);
  });

  test('huge sheets show the first 1,000 rows and say there is more', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [`row ${i + 1}`, i]);
    const [sheet] = readWorkbook(bytes(book({ Big: rows })), sheetLimits);
    expect(sheet.rows).toHaveLength(1000);
    expect(sheet.rows[999].label).toBe('1000');
    expect(sheet.moreRows).toBe(true);
    expect(sheet.moreColumns).toBe(false);
  });

  test('wide sheets show the first columns and say there is more', () => {
    const [sheet] = readWorkbook(bytes(book({ Wide: [Array.from({ length: 30 }, (_, i) => i)] })), {
      rows: 10,
      columns: 26,
    });
    expect(sheet.columns.at(-1)).toBe('Z');
    expect(sheet.rows[0].cells).toHaveLength(26);
    expect(sheet.moreColumns).toBe(true);
  });

  test('a sheet that ends where its limit ends has nothing more', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [i]);
    expect(readWorkbook(bytes(book({ S: rows })), { rows: 10, columns: 5 })[0].moreRows).toBe(false);
  });

  test('a sheet starts at its first used cell, numbered as in the spreadsheet', () => {
    const b = book({ S: [] }, (b) => utils.sheet_add_aoa(b.Sheets.S, [['x', 'y']], { origin: 'C5' }));
    const [sheet] = readWorkbook(bytes(b), sheetLimits);
    expect(sheet.columns).toEqual(['C', 'D']);
    expect(sheet.rows.map((r) => r.label)).toEqual(['5']);
  });

  test('empty cells beyond the data are not shown, and an empty sheet has no rows', () => {
    const b = book(
      {
        S: [
          ['a', ''],
          ['', ''],
        ],
        Empty: [],
      },
      (b) => {
        b.Sheets.S['!ref'] = 'A1:Z500';
      },
    );
    const [sheet, empty] = readWorkbook(bytes(b), sheetLimits);
    expect(sheet.columns).toEqual(['A']);
    expect(sheet.rows).toHaveLength(1);
    expect(empty.rows).toEqual([]);
    expect(empty.columns).toEqual([]);
  });

  test('merged cells span their rows and columns', () => {
    const b = book(
      {
        S: [
          ['Title', '', ''],
          ['a', 'b', 'c'],
          ['d', 'e', 'f'],
        ],
      },
      (b) => {
        b.Sheets.S['!merges'] = [
          { s: { r: 0, c: 0 }, e: { r: 0, c: 2 } },
          { s: { r: 1, c: 0 }, e: { r: 2, c: 0 } },
        ];
      },
    );
    const [sheet] = readWorkbook(bytes(b), sheetLimits);
    expect(sheet.rows[0].cells).toEqual([{ text: 'Title', numeric: false, colSpan: 3 }, null, null]);
    expect(sheet.rows[1].cells[0]).toEqual({ text: 'a', numeric: false, rowSpan: 2 });
    expect(sheet.rows[2].cells).toEqual([null, { text: 'e', numeric: false }, { text: 'f', numeric: false }]);
  });

  test('a merged cell cut by the limits spans only what is shown', () => {
    const rows = Array.from({ length: 5 }, () => ['x', 'y', 'z']);
    const b = book({ S: rows }, (b) => {
      b.Sheets.S['!merges'] = [{ s: { r: 2, c: 1 }, e: { r: 4, c: 2 } }];
    });
    const [sheet] = readWorkbook(bytes(b), { rows: 3, columns: 2 });
    expect(sheet.rows[2].cells).toEqual([
      { text: 'x', numeric: false },
      { text: 'y', numeric: false },
    ]);
  });

  test('hidden sheets stay hidden', () => {
    const b = book({ Shown: [['a']], Hidden: [['b']] }, (b) => {
      b.Workbook = {
        Sheets: [
          { name: 'Shown', Hidden: 0 },
          { name: 'Hidden', Hidden: 1 },
        ],
      };
    });
    expect(readWorkbook(bytes(b), sheetLimits).map((s) => s.name)).toEqual(['Shown']);
  });

  test('text is text: markup in a cell is not read as HTML', () => {
    const [sheet] = readWorkbook(bytes(book({ S: [['<img src=x onerror=alert(1)>']] })), sheetLimits);
    expect(sheet.rows[0].cells[0]?.text).toBe('<img src=x onerror=alert(1)>');
  });

  test('a file that is not a spreadsheet is refused, not shown as a table of noise', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj');
    expect(() => readWorkbook(pdf, sheetLimits, 'xls')).toThrow();
    expect(() => readWorkbook(new TextEncoder().encode('Payer,Amount'), sheetLimits, 'xlsx')).toThrow();
  });

  test('an xls that is really tab separated text is read as Excel reads it', () => {
    const [sheet] = readWorkbook(new TextEncoder().encode('Payer\tAmount\nAcme\t10\n'), sheetLimits, 'xls');
    expect(sheet.rows.map((r) => r.cells.map((c) => c?.text))).toEqual([
      ['Payer', 'Amount'],
      ['Acme', '10'],
    ]);
  });
});
