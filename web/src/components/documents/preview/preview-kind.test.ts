import { describe, expect, test } from 'vitest';
import { extensionOf, previewKind, spreadsheetFormat } from './preview-kind';

describe('which viewer a document gets', () => {
  test('Preview supports pdf, xlsx, xls, jpg, jpeg, avif, gif, heic, png', () => {
    expect(previewKind('return.pdf')).toBe('pdf');
    expect(previewKind('budget.xlsx')).toBe('spreadsheet');
    expect(previewKind('budget.xls')).toBe('spreadsheet');
    for (const name of ['w2.jpg', 'w2.jpeg', 'w2.avif', 'w2.gif', 'w2.png']) expect(previewKind(name)).toBe('image');
    expect(previewKind('receipt.heic')).toBe('heic');
  });

  test('other types show File type not supported yet', () => {
    for (const name of ['letter.docx', 'data.csv', 'notes.txt', 'archive.zip', 'scan.tiff', 'logo.svg', 'x.heif']) {
      expect(previewKind(name)).toBe('unsupported');
    }
  });

  test('the extension decides whatever its case', () => {
    expect(previewKind('IMG_0042.HEIC')).toBe('heic');
    expect(previewKind('Return.PdF')).toBe('pdf');
    expect(previewKind('Budget.XLSX')).toBe('spreadsheet');
    expect(previewKind('photo.JPG')).toBe('image');
  });

  test('only the last extension counts', () => {
    expect(previewKind('return.pdf.zip')).toBe('unsupported');
    expect(previewKind('2025.return.v2.pdf')).toBe('pdf');
  });

  test('the extension wins over the content type', () => {
    expect(previewKind('letter.docx', 'application/pdf')).toBe('unsupported');
    expect(previewKind('scan.pdf', 'application/octet-stream')).toBe('pdf');
  });

  test('a name without an extension is previewed by its content type', () => {
    expect(previewKind('scan', 'application/pdf')).toBe('pdf');
    expect(previewKind('photo', 'IMAGE/PNG')).toBe('image');
    expect(previewKind('photo', 'image/heic')).toBe('heic');
    expect(previewKind('sheet', 'application/vnd.ms-excel')).toBe('spreadsheet');
    expect(previewKind('page', 'text/html; charset=utf-8')).toBe('unsupported');
    expect(previewKind('scan')).toBe('unsupported');
  });

  test('the extension is what follows the last dot of the file name, not of its folder', () => {
    expect(extensionOf('.pdf')).toBe('pdf');
    expect(extensionOf('report.')).toBe('');
    expect(extensionOf('2025/return.pdf')).toBe('pdf');
    expect(extensionOf('folder.pdf/notes')).toBe('');
    expect(previewKind('constructor')).toBe('unsupported');
    expect(previewKind('a.constructor')).toBe('unsupported');
    expect(previewKind('x', 'constructor')).toBe('unsupported');
  });

  test('a spreadsheet is held to the format its extension or content type claims', () => {
    expect(spreadsheetFormat('budget.XLSX')).toBe('xlsx');
    expect(spreadsheetFormat('budget.xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'xls',
    );
    expect(spreadsheetFormat('budget', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'xlsx',
    );
    expect(spreadsheetFormat('budget', 'application/vnd.ms-excel')).toBe('xls');
  });
});
