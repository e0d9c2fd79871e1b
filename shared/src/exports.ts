/**
 * Questionnaire exports, both sides of the wire (QD §2 Export dialogs, §5 Export, §7 Export, §8, §9 Export formats):
 * formats, the default file name and its sanitising, the document export order, what runs in the background, and
 * the words. Zod-free, so the web imports it at runtime.
 */
import { maxDownloadBytes, maxImagesToPdfBytes } from './document-browser';

export { maxDownloadBytes, maxImagesToPdfBytes };

/** QD §9: pdf, spreadsheet (.xls), zipped (.zip), and Scan and AutoFlow when the firm enables it. */
export const exportKinds = ['pdf', 'spreadsheet', 'zip', 'scan_and_auto_flow'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** QD §7: the format the dialog sends for Scan and AutoFlow. */
export const scanAndAutoFlowFormat = 'Scan and AutoFlow';

/** The export a request asks for: `format` as the dialog sends it, `zipped` for a zip of the PDFs. */
export function exportKindOf(format: string | null | undefined, zipped: boolean): ExportKind {
  const f = (format ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (f === 'scan_and_autoflow' || f === 'scan_and_auto_flow') return 'scan_and_auto_flow';
  if (f === 'spreadsheet' || f === 'xls') return 'spreadsheet';
  if (zipped || f === 'zip' || f === 'zipped') return 'zip';
  return 'pdf';
}

/** The firm switch that offers Scan and AutoFlow (QD §3 Firm preferences). */
export const scanAndAutoFlowFlag = 'scan_and_auto_flow_export_enabled';

/**
 * What runs while the user waits: one questionnaire's PDF or spreadsheet with at most this much of documents in it.
 * Anything larger, any zip and any export of several questionnaires goes through the queue and ends in a notification.
 */
export const maxWaitedExportBytes = 20 * 1024 * 1024;
/** Questionnaires one export may hold (the Collect list's largest selection). */
export const maxExportQuestionnaires = 200;
/** Documents one questionnaire's export lists. */
export const maxExportDocuments = 500;

/** QD §5: 'Export name sanitized to letters, digits and ! - _ . * ' ( )' (spaces kept, runs of them made one). */
export function sanitiseExportName(name: string, fallback = 'Questionnaire export'): string {
  const clean = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}!\-_.*'() ]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 180)
    .trim();
  return clean || fallback;
}

/** 'MM-DD-YYYY' of a 'YYYY-MM-DD' date. */
export function exportNameDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${m}-${d}-${y}`;
}

/** QD §9: '{company} - {questionnaire name} ({tax_year}) {MM-DD-YYYY}', sanitised; `today` is 'YYYY-MM-DD'. */
export function defaultExportName(company: string, questionnaire: string, taxYear: number, today: string): string {
  return sanitiseExportName(`${company} - ${questionnaire} (${taxYear}) ${exportNameDate(today)}`);
}

/**
 * QD §9: the default document export order, a fixed list of tax form names; a firm can override it with its own
 * list (custom_document_export_order). A document whose description names none of them, or has none, goes last.
 */
export const defaultDocumentExportOrder: readonly string[] = [
  '1040',
  'W-2',
  'W-2G',
  '1099-NEC',
  '1099-MISC',
  '1099-K',
  '1099-INT',
  '1099-OID',
  '1099-DIV',
  '1099-B',
  '1099-S',
  '1099-R',
  'SSA-1099',
  'RRB-1099',
  '1099-G',
  '1099-SA',
  '1099-Q',
  '1099-C',
  '1099-LTC',
  '5498',
  '5498-SA',
  '1098',
  '1098-E',
  '1098-T',
  '1095-A',
  '1095-B',
  '1095-C',
  'K-1',
  'Schedule A',
  'Schedule B',
  'Schedule C',
  'Schedule D',
  'Schedule E',
  'Schedule F',
  'Schedule H',
  'Schedule SE',
  '8949',
  '8829',
  '4562',
  'Property Tax',
  'Charitable',
  'Estimated Tax Payments',
  'Prior Year Return',
];

/** The firm preference that overrides the order (QD §3). */
export const customExportOrderPreference = 'custom_document_export_order';

/** Letters and digits only, upper-case: 'Form W-2 (Acme)' → 'FORMW2ACME'. */
const squeeze = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Where a description falls in the order: the position of the longest form name it contains ('1099-INT' wins over
 * '1099', 'W-2G' over 'W-2'); the list's length (last) when it names none or is empty.
 */
export function exportOrderIndex(description: string | null | undefined, order: readonly string[]): number {
  const text = squeeze(description ?? '');
  if (!text) return order.length;
  let best = order.length;
  let bestLength = 0;
  order.forEach((name, i) => {
    const key = squeeze(name);
    if (key.length > bestLength && containsForm(text, key)) {
      best = i;
      bestLength = key.length;
    }
  });
  return best;
}

/** '1099INT' is in 'FORM1099INTBANK' but '1099' alone is not a match for a 4-digit run inside '210995'. */
function containsForm(text: string, key: string): boolean {
  let at = text.indexOf(key);
  while (at >= 0) {
    const before = text[at - 1] ?? '';
    const after = text[at + key.length] ?? '';
    const digitEdge = /\d/.test(key[0]!) && /\d/.test(before);
    const digitTail = /\d/.test(key.at(-1)!) && /\d/.test(after);
    if (!digitEdge && !digitTail) return true;
    at = text.indexOf(key, at + 1);
  }
  return false;
}

/** The documents in export order: by form position, then by name; stable for equals. */
export function sortForExport<T extends { description?: string | null; name: string }>(
  docs: readonly T[],
  order: readonly string[] = defaultDocumentExportOrder,
): T[] {
  return docs
    .map((d, i) => ({ d, i, at: exportOrderIndex(d.description, order) }))
    .sort((a, b) => a.at - b.at || a.d.name.localeCompare(b.d.name) || a.i - b.i)
    .map((x) => x.d);
}

/** A firm's order: its own list when it has set one (non-empty strings), else the default. */
export function firmExportOrder(preferences: unknown): readonly string[] {
  const custom = (preferences as Record<string, unknown> | null | undefined)?.[customExportOrderPreference];
  if (!Array.isArray(custom)) return defaultDocumentExportOrder;
  const names = custom.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim());
  return names.length ? names : defaultDocumentExportOrder;
}

/**
 * The largest file merged into a PDF: a bigger one is listed with its link, as other files are (a PDF is parsed whole
 * to merge it, and a file of 150 MB would need several times that in memory).
 */
export const maxMergedDocumentBytes = 50 * 1024 * 1024;

/** Files the PDF merges in (QD §9 'PDF export includes PDFs and most image formats; others are linked'). */
export function pdfMergeKind(contentType: string, size = 0): 'pdf' | 'image' | 'other' {
  if (size > maxMergedDocumentBytes) return 'other';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'image/jpeg' || contentType === 'image/png') return 'image';
  return 'other';
}

export const exportStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** QD §9: the export-status poll backs off by 1.05 each time, to at most 30 s. */
export const exportPollBackoff = 1.05;
export const exportPollMaxMs = 30_000;
export const exportPollFirstMs = 1_000;

/** QD §7: a notifications refresh follows an export after 2 s (6 s when the dialog closes). */
export const exportNotificationsRefreshMs = 2_000;
export const exportNotificationsRefreshOnCloseMs = 6_000;

export const exportText = {
  /** QD §8 successes. */
  queued: 'You will receive a notification when the zip file is ready for download.',
  /** QD §8 errors. */
  failed: 'Failed to export questionnaire',
  spreadsheetFailed: 'Failed to export questionnaire to spreadsheet',
  /** QD §8 downloads: 503, with the advice to split. */
  tooLarge:
    'This export is too large. Please split it into batches with a total size under 150MB (under 15MB when converting images to PDF).',
  questionnaireNotFound: 'Questionnaire not found',
  exportNotFound: 'Export not found',
  notReady: 'This export is not ready yet',
  exportFailed: 'This export failed',
  noSelection: 'Please select at least one questionnaire',
  documentNotFound: 'Document not found',
  scanAndAutoFlowDisabled: 'Scan and AutoFlow export is not enabled for this firm',
  noDocumentSystem: 'No document system is connected to this firm, so there is nowhere to export to',
  ready: (name: string) => `Your export “${name}” is ready for download`,
  failedNotice: (name: string, reason: string) => `Your export “${name}” failed: ${reason}`,
} as const;
