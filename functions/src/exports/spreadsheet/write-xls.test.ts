import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { cellText, maxCellLength, sheetName, writeXls } from './write-xls';

/** The workbook stream's records: [type, where the record starts]. */
function records(buffer: Buffer): [number, number][] {
  const stream = Buffer.from(XLSX.CFB.find(XLSX.CFB.read(buffer, { type: 'buffer' }), '/Workbook').content);
  const out: [number, number][] = [];
  for (let at = 0; at < stream.length; at += 4 + stream.readUInt16LE(at + 2)) out.push([stream.readUInt16LE(at), at]);
  return out;
}

describe('writeXls', () => {
  // One cell's string runs over several CONTINUE records, an emoji sits on a record boundary, thousands of short ones.
  const long = ['é'.repeat(maxCellLength), `${'b'.repeat(4110)}😀${'c'.repeat(9000)}`, '1'.repeat(20_000)];
  const short = Array.from({ length: 3000 }, (_, i) => [`row ${i}`, `${'😀'.repeat(i % 5)}${i}`, i]);
  const sheet = { name: 'Data', header: ['A', 'B', 'C'], rows: [long, ...short], maxWidths: [20, 20, 8] };

  it('writes strings of any length up to the cell limit whole, over as many records as they take', async () => {
    const buffer = await writeXls(sheet);
    const kinds = records(buffer).map(([type]) => type);
    expect(kinds.filter((t) => t === 0x003c).length).toBeGreaterThan(6);
    const book = XLSX.read(buffer);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Data!, { header: 1, raw: true });
    expect(rows).toEqual([sheet.header, ...sheet.rows]);
  });

  it("points each sheet's BoundSheet8 at its BOF after the string table grew", async () => {
    const buffer = await writeXls(sheet);
    const stream = Buffer.from(XLSX.CFB.find(XLSX.CFB.read(buffer, { type: 'buffer' }), '/Workbook').content);
    const bound = records(buffer).find(([type]) => type === 0x0085)!;
    const sheetAt = stream.readUInt32LE(bound[1] + 4);
    // BOF, of a worksheet (dt 0x0010).
    expect(stream.readUInt16LE(sheetAt)).toBe(0x0809);
    expect(stream.readUInt16LE(sheetAt + 6)).toBe(0x0010);
  });

  it('leaves empty text cells empty and writes numbers as numbers', async () => {
    const buffer = await writeXls({ name: 'S', header: ['A', 'B'], rows: [['', 7]], maxWidths: [] });
    const ws = XLSX.read(buffer).Sheets.S!;
    expect(ws.A2).toBeUndefined();
    expect(ws.B2).toMatchObject({ t: 'n', v: 7 });
  });

  it('refuses more rows than a BIFF8 sheet has', async () => {
    const rows = Array.from({ length: 65_536 }, () => ['x']);
    await expect(writeXls({ name: 'S', header: ['A'], rows, maxWidths: [] })).rejects.toThrow(RangeError);
  });
});

describe('cellText', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis, never inside a surrogate pair', () => {
    expect(cellText('a'.repeat(maxCellLength))).toHaveLength(maxCellLength);
    expect(cellText('a'.repeat(maxCellLength + 1))).toBe(`${'a'.repeat(maxCellLength - 1)}…`);
    // The cut falls between the halves of the first emoji: the emoji goes whole.
    const cut = cellText(`${'a'.repeat(maxCellLength - 2)}😀😀`);
    expect([cut.length, cut.slice(-3)]).toEqual([maxCellLength - 1, 'aa…']);
  });
});

describe('sheetName', () => {
  it.each([
    ['Tax Organizer', 'Tax Organizer'],
    ['a[b]c:d*e?f/g\\h', 'a b c d e f g h'],
    ["'Quoted'", 'Quoted'],
    ['Line\nbreak\ttab', 'Line break tab'],
    ['An organizer with a very long name indeed', 'An organizer with a very long n'],
    ['Thirty characters and a space x y', 'Thirty characters and a space x'],
    ['', 'Questionnaire'],
    ['[]', 'Questionnaire'],
    ['History', 'Questionnaire'],
  ])('%j → %j', (title, name) => {
    expect(sheetName(title, 'Questionnaire')).toBe(name);
    expect(name.length).toBeLessThanOrEqual(31);
  });
});
