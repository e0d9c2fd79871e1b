import { describe, expect, test } from 'vitest';
import { couldBeSpreadsheet } from './sheet';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const compound = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00);

describe('which files can be the spreadsheet their name says', () => {
  test('an xlsx is a zip, as Excel requires', () => {
    expect(couldBeSpreadsheet(zip, 'xlsx')).toBe(true);
    expect(couldBeSpreadsheet(compound, 'xlsx')).toBe(false);
    expect(couldBeSpreadsheet(text('Payer,Amount\nAcme,10'), 'xlsx')).toBe(false);
  });

  test('an xls is an Excel 97-2003 file, a zip, or text Excel opens (HTML, XML, tab separated)', () => {
    expect(couldBeSpreadsheet(compound, 'xls')).toBe(true);
    expect(couldBeSpreadsheet(zip, 'xls')).toBe(true);
    expect(couldBeSpreadsheet(text('<table><tr><td>1</td></tr></table>'), 'xls')).toBe(true);
    expect(couldBeSpreadsheet(text('\uFEFFPayer\tAmount\r\nAcme\t10\r\n'), 'xls')).toBe(true);
  });

  test('a PDF, an image or other binary renamed to .xls is refused', () => {
    expect(couldBeSpreadsheet(text('%PDF-1.7\n'), 'xls')).toBe(false);
    expect(couldBeSpreadsheet(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'xls')).toBe(false);
    expect(couldBeSpreadsheet(bytes(0x00, 0x01, 0x02), 'xls')).toBe(false);
  });

  test('an empty file is not a spreadsheet', () => {
    expect(couldBeSpreadsheet(bytes(), 'xls')).toBe(false);
    expect(couldBeSpreadsheet(bytes(), 'xlsx')).toBe(false);
  });
});
