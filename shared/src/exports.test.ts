import { describe, expect, it } from 'vitest';
import {
  defaultDocumentExportOrder,
  defaultExportName,
  exportKindOf,
  exportOrderIndex,
  firmExportOrder,
  maxMergedDocumentBytes,
  pdfMergeKind,
  sanitiseExportName,
  sortForExport,
} from './exports';

describe('export names (QD §5, §9)', () => {
  it("the default name is '{company} - {questionnaire name} ({tax_year}) {MM-DD-YYYY}'", () => {
    expect(defaultExportName('Casey Household', 'Organizer', 2025, '2026-03-07')).toBe(
      'Casey Household - Organizer (2025) 03-07-2026',
    );
  });

  it("is sanitised to letters, digits and ! - _ . * ' ( ), spaces kept once", () => {
    expect(sanitiseExportName('Smith & Jones: 2025/organizer <v2> "final"?')).toBe(
      'Smith Jones 2025organizer v2 final',
    );
    expect(sanitiseExportName("O'Brien (draft)* _v1.2!")).toBe("O'Brien (draft)* _v1.2!");
    expect(sanitiseExportName('José Müller')).toBe('José Müller');
    expect(sanitiseExportName('/\\:?')).toBe('Questionnaire export');
  });
});

describe('document export order (QD §9)', () => {
  it('orders by the form a description names: the longest name wins, unknown or empty go last', () => {
    const order = defaultDocumentExportOrder;
    expect(exportOrderIndex('Form 1099-INT from First Bank', order)).toBe(order.indexOf('1099-INT'));
    expect(exportOrderIndex('W-2G lottery', order)).toBe(order.indexOf('W-2G'));
    expect(exportOrderIndex('w2 acme', order)).toBe(order.indexOf('W-2'));
    expect(exportOrderIndex('', order)).toBe(order.length);
    expect(exportOrderIndex('Holiday photo', order)).toBe(order.length);
    // '1040' inside a longer number is not the form.
    expect(exportOrderIndex('Invoice 210405', order)).toBe(order.length);
  });

  it('sorts documents by form position, then by name', () => {
    const docs = [
      { name: 'b.pdf', description: '' },
      { name: 'int.pdf', description: '1099-INT' },
      { name: 'a.pdf', description: null },
      { name: 'w2.pdf', description: 'W-2' },
    ];
    expect(sortForExport(docs).map((d) => d.name)).toEqual(['w2.pdf', 'int.pdf', 'a.pdf', 'b.pdf']);
  });

  it('a firm can override the order; an empty or invalid override keeps the default', () => {
    expect(firmExportOrder({ custom_document_export_order: ['1099-INT', ' W-2 ', 3] })).toEqual(['1099-INT', 'W-2']);
    expect(firmExportOrder({ custom_document_export_order: [] })).toBe(defaultDocumentExportOrder);
    expect(firmExportOrder(null)).toBe(defaultDocumentExportOrder);
  });
});

describe('what a PDF export merges (QD §9)', () => {
  it('PDFs and JPEG or PNG images up to 50 MB; others, and bigger files, are listed with their link', () => {
    expect(pdfMergeKind('application/pdf', 1000)).toBe('pdf');
    expect(pdfMergeKind('image/png', 1000)).toBe('image');
    expect(pdfMergeKind('image/heic', 1000)).toBe('other');
    expect(pdfMergeKind('application/pdf', maxMergedDocumentBytes + 1)).toBe('other');
  });
});

describe('export formats (QD §7, §9)', () => {
  it("reads the dialog's format and zipped flag", () => {
    expect(exportKindOf('Scan and AutoFlow', false)).toBe('scan_and_auto_flow');
    expect(exportKindOf('spreadsheet', false)).toBe('spreadsheet');
    expect(exportKindOf('pdf', true)).toBe('zip');
    expect(exportKindOf(undefined, false)).toBe('pdf');
  });
});
