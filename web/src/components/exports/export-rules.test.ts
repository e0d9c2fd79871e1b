import { describe, expect, it } from 'vitest';
import { exportPollMaxMs, maxDownloadBytes, maxImagesToPdfBytes } from '@ledgerline/shared/exports';
import { exportLabels } from '../../texts/exports';
import {
  appliedOptions,
  checkedSize,
  defaultNames,
  dispositionFileName,
  documentsToInclude,
  exportExtension,
  exportPollDelay,
  exportRequest,
  exportTargetOf,
  fileNameOf,
  formatBytes,
  noExportOptions,
  offeredKinds,
  optionsFor,
  otherDocuments,
  overviewSpreadsheetIds,
  selectedSize,
  serverError,
  tooLarge,
  usesSpreadsheetCall,
  type ExportOptionsState,
} from './export-rules';

const all: ExportOptionsState = { toc: true, pages: true, documents: true, removeNoAndNa: true, convertImages: true };
const acme = { id: 'q1', company_id: 'c1', name: 'Organizer', formatted_name: 'Organizer', tax_year: 2025 };
const target = exportTargetOf({ ...acme, company_details: { name: 'Acme, Inc.' } });
const other = { ...target, id: 'q2', company_id: 'c2', company_name: 'Beta' };

describe('the formats offered', () => {
  it('offers Scan and AutoFlow only when the firm stores the flag as true', () => {
    expect(offeredKinds({})).toEqual(['pdf', 'spreadsheet', 'zip']);
    expect(offeredKinds(undefined)).toEqual(['pdf', 'spreadsheet', 'zip']);
    expect(offeredKinds({ scan_and_auto_flow_export_enabled: 'true' })).toEqual(['pdf', 'spreadsheet', 'zip']);
    expect(offeredKinds({ scan_and_auto_flow_export_enabled: true })).toEqual([
      'pdf',
      'spreadsheet',
      'zip',
      'scan_and_auto_flow',
    ]);
  });
});

describe('the options per format (QD §9)', () => {
  it('shows the TOC for pdf, zip and scan; documents for pdf and zip; No/N/A for pdf; images to PDF for zip', () => {
    expect(optionsFor('pdf')).toEqual(['toc', 'pages', 'documents', 'removeNoAndNa']);
    expect(optionsFor('zip')).toEqual(['toc', 'pages', 'documents', 'convertImages']);
    expect(optionsFor('scan_and_auto_flow')).toEqual(['toc', 'pages']);
    expect(optionsFor('spreadsheet')).toEqual([]);
  });

  it('drops what a format does not take, and page numbers without the TOC', () => {
    expect(appliedOptions('pdf', all)).toEqual({ ...all, convertImages: false });
    expect(appliedOptions('zip', all)).toEqual({ ...all, removeNoAndNa: false });
    expect(appliedOptions('spreadsheet', all)).toEqual(noExportOptions);
    expect(appliedOptions('pdf', { ...noExportOptions, pages: true }).pages).toBe(false);
    // Scan and AutoFlow always takes the documents, images converted.
    expect(appliedOptions('scan_and_auto_flow', noExportOptions)).toEqual({
      ...noExportOptions,
      documents: true,
      convertImages: true,
    });
  });
});

describe('the request', () => {
  it('sends one questionnaire’s PDF with its name and the documents left out', () => {
    const body = exportRequest({
      kind: 'pdf',
      options: { ...all, pages: true },
      targets: [target],
      names: { q1: '  My export ' },
      excluded: ['d2'],
    });
    expect(body).toEqual({
      questionnaire_ids: ['q1'],
      include_documents: true,
      include_toc: true,
      include_pages: true,
      remove_nos_and_na_answers: true,
      convert_images_to_pdfs: false,
      save_as_name: 'My export',
      documents_to_include: [],
      documents_to_exclude: ['d2'],
      zipped: false,
      format: 'pdf',
    });
  });

  it('sends several as save_as_names (blank ones left to the default), and no exclusions', () => {
    const body = exportRequest({
      kind: 'zip',
      options: { ...noExportOptions, convertImages: true, documents: true },
      targets: [target, other],
      names: { q1: 'First', q2: '   ' },
      excluded: ['d1'],
    });
    expect(body.save_as_names).toEqual({ q1: 'First' });
    expect(body).not.toHaveProperty('save_as_name');
    expect(body.documents_to_exclude).toEqual([]);
    expect(body.zipped).toBe(true);
    expect(body.format).toBe('zip');
    expect(body.convert_images_to_pdfs).toBe(true);
  });

  it('names Scan and AutoFlow as the API expects, and leaves documents out when not included', () => {
    expect(
      exportRequest({
        kind: 'scan_and_auto_flow',
        options: noExportOptions,
        targets: [target],
        names: {},
        excluded: [],
      }),
    ).toMatchObject({ format: 'Scan and AutoFlow', zipped: false, include_documents: true, save_as_name: null });
    expect(
      exportRequest({ kind: 'pdf', options: noExportOptions, targets: [target], names: {}, excluded: ['d1'] })
        .documents_to_exclude,
    ).toEqual([]);
  });

  it('takes one questionnaire’s spreadsheet to its own call; several go in a zip', () => {
    expect(usesSpreadsheetCall('spreadsheet', 1)).toBe(true);
    expect(usesSpreadsheetCall('spreadsheet', 2)).toBe(false);
    expect(usesSpreadsheetCall('pdf', 1)).toBe(false);
    expect(exportExtension('pdf', 1)).toBe('pdf');
    expect(exportExtension('spreadsheet', 1)).toBe('xls');
    expect(exportExtension('pdf', 3)).toBe('zip');
    expect(exportExtension('scan_and_auto_flow', 1)).toBe('zip');
  });
});

describe('the entity’s other files of the tax year (documents_to_include)', () => {
  const file = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: `${id}.pdf`,
    path: '/2025/Receipts',
    type: 'file' as const,
    size: 1000,
    content_type: 'application/pdf',
    ...extra,
  });
  const yearFiles = [
    file('own'),
    { ...file('/2025/Receipts'), type: 'folder' as const, name: 'Receipts', path: '/2025' },
    file('photo', { name: 'photo.jpg', content_type: 'image/jpeg', size: 2000 }),
    file('attached-here', { questionnaire_id: 'q1' }),
    file('other-questionnaire', { questionnaire_id: 'q9' }),
    file('unsized', { name: 'notes.txt', size: undefined, content_type: undefined }),
  ];

  it('offers files only, none the questionnaire lists or has attached, in the folder list’s order', () => {
    const others = otherDocuments(yearFiles, [{ id: 'own' }], 'q1');
    expect(others.map((d) => d.id)).toEqual(['photo', 'other-questionnaire', 'unsized']);
    expect(others[0]).toEqual({
      id: 'photo',
      name: 'photo.jpg',
      path: '/2025/Receipts',
      size: 2000,
      sized: true,
      merge: 'image',
    });
    // A file without a size weighs nothing in the total, and is said to be unsized; without a type it is linked.
    expect(others[2]).toMatchObject({ size: 0, sized: false, merge: 'other' });
    expect(otherDocuments([], [{ id: 'own' }], 'q1')).toEqual([]);
  });

  it('sends the checked ones as {id, name, path}, and drops a checked id no longer offered', () => {
    const others = otherDocuments(yearFiles, [{ id: 'own' }], 'q1');
    const added = documentsToInclude(others, new Set(['unsized', 'photo', 'gone']));
    expect(added.map((d) => d.id)).toEqual(['photo', 'unsized']);
    expect(documentsToInclude(others, new Set())).toEqual([]);
    const body = exportRequest({
      kind: 'pdf',
      options: { ...noExportOptions, documents: true },
      targets: [target],
      names: {},
      excluded: [],
      included: added,
    });
    expect(body.documents_to_include).toEqual([
      { id: 'photo', name: 'photo.jpg', path: '/2025/Receipts' },
      { id: 'unsized', name: 'notes.txt', path: '/2025/Receipts' },
    ]);
  });

  it('sends none without documents, or with several questionnaires', () => {
    const included = [{ id: 'photo', name: 'photo.jpg', path: '/2025' }];
    const base = { names: {}, excluded: [], included };
    expect(
      exportRequest({ ...base, kind: 'pdf', options: noExportOptions, targets: [target] }).documents_to_include,
    ).toEqual([]);
    expect(
      exportRequest({
        ...base,
        kind: 'zip',
        options: { ...noExportOptions, documents: true },
        targets: [target, other],
      }).documents_to_include,
    ).toEqual([]);
    // Scan and AutoFlow always takes the documents, so the added ones too.
    expect(
      exportRequest({ ...base, kind: 'scan_and_auto_flow', options: noExportOptions, targets: [target] })
        .documents_to_include,
    ).toEqual(included);
  });

  it('says how many are added in the total', () => {
    expect(exportLabels.documentsTotal(2, 3, 0, '1 MB')).toBe('2 of 3 documents selected, 1 MB');
    expect(exportLabels.documentsTotal(2, 3, 1, '1 MB')).toBe('2 of 3 documents selected and 1 other document, 1 MB');
    expect(exportLabels.documentsTotal(0, 0, 2, '1 MB')).toBe('2 other documents selected, 1 MB');
    expect(exportLabels.otherDocuments(2025)).toBe('Other documents from 2025');
  });

  it('weighs the added files with the questionnaire’s checked ones, against the same limits', () => {
    const own = [
      { id: 'a', size: 100 * 1024 * 1024, merge: 'pdf' as const },
      { id: 'b', size: 10 * 1024 * 1024, merge: 'image' as const },
    ];
    const added = [
      { size: 40 * 1024 * 1024, merge: 'pdf' as const },
      { size: 6 * 1024 * 1024, merge: 'image' as const },
    ];
    const size = selectedSize(own, new Set(['a']), added);
    expect(size).toEqual({ count: 1, addedCount: 2, bytes: 56 * 1024 * 1024, imageBytes: 16 * 1024 * 1024 });
    expect(selectedSize(own, new Set(), [])).toEqual({
      count: 2,
      addedCount: 0,
      bytes: 110 * 1024 * 1024,
      imageBytes: 10 * 1024 * 1024,
    });
    // 110 MB of its own is fine; with 46 MB added it is over 150 MB.
    const withDocs = { ...noExportOptions, documents: true };
    expect(tooLarge('pdf', withDocs, selectedSize(own, new Set(), []))).toBe(false);
    expect(tooLarge('pdf', withDocs, selectedSize(own, new Set(), added))).toBe(true);
    // The added image tips the images to convert over 15 MB.
    expect(tooLarge('zip', { ...withDocs, convertImages: true }, size)).toBe(true);
  });
});

describe('file names', () => {
  it('defaults to the spec’s name, sanitised, and keeps it for an emptied field', () => {
    const defaults = defaultNames([target], '2026-03-04');
    expect(defaults).toEqual({ q1: 'Acme Inc. - Organizer (2025) 03-04-2026' });
    expect(fileNameOf('', defaults.q1!)).toBe(defaults.q1);
    expect(fileNameOf('  ', defaults.q1!)).toBe(defaults.q1);
    expect(fileNameOf('Q1 / 2025: final?', 'x')).toBe('Q1 2025 final');
  });

  it('reads the name a Content-Disposition gives', () => {
    expect(dispositionFileName('attachment; filename="Collect overview.xls"')).toBe('Collect overview.xls');
    expect(dispositionFileName("attachment; filename*=UTF-8''Acme%20%E2%80%94%20list.xls")).toBe('Acme — list.xls');
    expect(dispositionFileName("attachment; filename*=UTF-8''bad%E2; filename=plain.xls")).toBe('plain.xls');
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
  });
});

describe('document sizes (QD §8)', () => {
  const docs = [
    { id: 'a', size: 100 * 1024 * 1024, merge: 'pdf' as const },
    { id: 'b', size: 60 * 1024 * 1024, merge: 'image' as const },
    { id: 'c', size: 1024, merge: 'other' as const },
  ];

  it('counts only the checked documents, and the images among them', () => {
    expect(checkedSize(docs, new Set())).toEqual({
      count: 3,
      bytes: 160 * 1024 * 1024 + 1024,
      imageBytes: 60 * 1024 * 1024,
    });
    expect(checkedSize(docs, new Set(['b']))).toEqual({ count: 2, bytes: 100 * 1024 * 1024 + 1024, imageBytes: 0 });
  });

  it('is too large over 150 MB, or over 15 MB of images to convert, only when documents go in', () => {
    const withDocs = { ...noExportOptions, documents: true };
    expect(tooLarge('pdf', withDocs, { bytes: maxDownloadBytes + 1, imageBytes: 0 })).toBe(true);
    expect(tooLarge('pdf', withDocs, { bytes: maxDownloadBytes, imageBytes: maxDownloadBytes })).toBe(false);
    expect(tooLarge('pdf', noExportOptions, { bytes: maxDownloadBytes + 1, imageBytes: 0 })).toBe(false);
    const images = { bytes: maxImagesToPdfBytes + 1, imageBytes: maxImagesToPdfBytes + 1 };
    expect(tooLarge('zip', withDocs, images)).toBe(false);
    expect(tooLarge('zip', { ...withDocs, convertImages: true }, images)).toBe(true);
    expect(tooLarge('scan_and_auto_flow', noExportOptions, images)).toBe(true);
  });

  it('writes sizes short', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
    expect(formatBytes(1.2 * 1024 ** 3)).toBe('1.2 GB');
  });
});

describe('the export status poll (QD §9)', () => {
  it('waits 1 s first, then 1.05 times longer each time, never more than 30 s', () => {
    expect(exportPollDelay(0)).toBe(1000);
    expect(exportPollDelay(1)).toBe(1050);
    expect(exportPollDelay(2)).toBe(1103);
    const delays = Array.from({ length: 200 }, (_, i) => exportPollDelay(i));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(exportPollMaxMs);
    // 1000 · 1.05^n passes 30 000 after n = 70.
    expect(exportPollDelay(69)).toBeLessThan(exportPollMaxMs);
    expect(exportPollDelay(70)).toBe(exportPollMaxMs);
  });
});

describe('Collect', () => {
  it('downloads the selection as a spreadsheet, else the page’s rows', () => {
    expect(overviewSpreadsheetIds(['q3'], ['q1', 'q2'])).toEqual(['q3']);
    expect(overviewSpreadsheetIds([], ['q1', 'q2'])).toEqual(['q1', 'q2']);
  });
});

describe('server errors', () => {
  it('takes the server’s error text when it gave one', () => {
    expect(serverError({ error: 'At most 200 questionnaires at once' })).toBe('At most 200 questionnaires at once');
    expect(serverError({ error: '  ' })).toBeNull();
    expect(serverError(null)).toBeNull();
    expect(serverError('oops')).toBeNull();
  });
});
