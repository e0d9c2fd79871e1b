import { describe, expect, it } from 'vitest';
import { exportPollMaxMs, maxDownloadBytes, maxImagesToPdfBytes } from '@ledgerline/shared/exports';
import {
  appliedOptions,
  checkedSize,
  defaultNames,
  dispositionFileName,
  exportExtension,
  exportPollDelay,
  exportRequest,
  exportTargetOf,
  fileNameOf,
  formatBytes,
  noExportOptions,
  offeredKinds,
  optionsFor,
  overviewSpreadsheetIds,
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
