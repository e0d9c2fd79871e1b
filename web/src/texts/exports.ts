import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { exportText, maxExportQuestionnaires } from '@ledgerline/shared/exports';

/**
 * Words of the questionnaire exports (QD §2 Export Questionnaire(s), Export in progress, Unattached Documents; §8;
 * §9 Export formats) and of the export's download page. `exportSpec` quotes the spec (the API answers with the same
 * texts, from @ledgerline/shared/exports); `exportLabels` names what the spec lists without wording, in plain words.
 */
export const exportSpec = {
  title: 'Export Questionnaire(s)',
  progressTitle: 'Export in progress',
  unattachedTitle: 'Unattached Documents',
  queued: exportText.queued,
  failed: exportText.failed,
  spreadsheetFailed: exportText.spreadsheetFailed,
  tooLarge: exportText.tooLarge,
  exportNotFound: exportText.exportNotFound,
  exportFailed: exportText.exportFailed,
  attached: documentBrowserText.attached,
  attachFailed: documentBrowserText.attachFailed,
} as const;

export const exportLabels = {
  // Export Questionnaire(s)
  export: 'Export',
  cancel: 'Cancel',
  close: 'Close',
  format: 'Format',
  formats: {
    pdf: 'PDF',
    spreadsheet: 'Spreadsheet (.xls)',
    zip: 'Zipped (.zip)',
    scan_and_auto_flow: 'Scan and AutoFlow',
  },
  options: 'Options',
  toc: 'Table of contents',
  pages: 'Page numbers',
  pagesHint: 'Only with a table of contents',
  includeDocuments: 'Include documents',
  removeNoAndNa: 'Remove No and N/A answers',
  convertImages: 'Convert images to PDF',
  scanIncludesDocuments: 'Scan and AutoFlow takes the questionnaire’s documents, with images converted to PDF.',
  fileName: 'File name',
  fileNames: 'File names',
  fileNamesHint: 'A file per questionnaire, in one zip.',
  nameOf: (entity: string, questionnaire: string, taxYear: number) => `${entity} — ${questionnaire} (${taxYear})`,
  savedAs: (fileName: string) => `Saved as “${fileName}”`,
  tooMany: (count: number) =>
    `At most ${maxExportQuestionnaires} questionnaires can be exported at once; ${count} are selected. Please export them in batches.`,
  exporting: 'Exporting…',
  // The documents of one questionnaire's export
  documents: 'Documents',
  documentsLoading: 'Loading the documents…',
  documentsFailed: 'The documents could not be loaded. The export takes them all.',
  retry: 'Try again',
  noDocuments: 'This questionnaire has no documents to include.',
  documentsIntro: 'In the order the export takes them. Uncheck any to leave out.',
  listedWithLink: 'Listed with a link',
  documentsTotal: (checked: number, all: number, added: number, size: string) => {
    const others = `${added} other ${added === 1 ? 'document' : 'documents'}`;
    if (added === 0) return `${checked} of ${all} documents selected, ${size}`;
    if (all === 0) return `${others} selected, ${size}`;
    return `${checked} of ${all} documents selected and ${others}, ${size}`;
  },
  // The entity's other files of the tax year, to add to one questionnaire's export
  otherDocuments: (taxYear: number) => `Other documents from ${taxYear}`,
  otherDocumentsLoading: (taxYear: number) => `Looking for other documents from ${taxYear}…`,
  otherDocumentsIntro: (taxYear: number) =>
    `Files in the ${taxYear} folder that are not attached to this questionnaire. Check any to add them to the export.`,
  inFolder: (path: string) => `in ${path}`,
  // The advice with a too-large export (QD §8)
  suggestedActions: 'What you can do',
  adviceSplit: 'Split the questionnaires into smaller batches and export each batch.',
  adviceFewerDocuments: 'Leave out some documents, or turn off Include documents.',
  adviceImages: 'When converting images to PDF, keep the images under 15MB in all.',
  // Export in progress
  progress: (done: number, total: number) => `${done} of ${total} questionnaires`,
  progressLabel: 'Questionnaires exported',
  keepWorking: 'You can close this window and keep working; the download link also arrives in your notifications.',
  ready: 'The export is ready.',
  download: 'Download',
  downloadFailed: 'The export could not be downloaded. Please try again.',
  failedWith: (error: string | null) => (error ? `${exportText.exportFailed}: ${error}` : exportText.exportFailed),
  // Unattached Documents
  unattachedIntro:
    'These files were uploaded in the last 3 months outside any questionnaire. Attach the ones that belong to this questionnaire before exporting, or skip.',
  unattachedList: 'Recent uploads',
  uploaded: (date: string) => `Uploaded ${date}`,
  attach: 'Attach',
  skip: 'Skip',
  attachFailedWith: (error?: string | null) => {
    const said = error?.trim();
    return said && said !== documentBrowserText.attachFailed
      ? `${documentBrowserText.attachFailed}: ${said}`
      : documentBrowserText.attachFailed;
  },
  // Collect
  downloadSpreadsheet: 'Download spreadsheet',
  downloadSpreadsheetHintSelected: 'The selected questionnaires as a spreadsheet',
  downloadSpreadsheetHintPage: 'The questionnaires on this page as a spreadsheet',
  overviewFileName: 'Collect overview.xls',
  overviewFailed: 'The spreadsheet could not be downloaded. Please try again.',
  // The export's download page
  downloadHeading: 'Export download',
  file: 'File',
  status: 'Status',
  statuses: { queued: 'Waiting to start', running: 'In progress', ready: 'Ready', failed: 'Failed' },
  pageLoading: 'Loading the export…',
  pageLoadFailed: 'The export could not be loaded. Trying again…',
} as const;
