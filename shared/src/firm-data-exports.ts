/**
 * The firm-wide data export (issue 20, beyond the spec): a partner's zip of everything the firm has, made in the
 * background. Its stages, its file's name and the words both sides show. Zod-free, so the web imports it at runtime.
 */

/** The work in the order it is done; each is one queued step, and the last puts everything into the zip. */
export const firmDataExportStages = [
  'people',
  'entities',
  'conversations',
  'questionnaires',
  'documents',
  'tax_returns',
  'activity',
  'zip',
] as const;
export type FirmDataExportStage = (typeof firmDataExportStages)[number];

export const firmDataExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type FirmDataExportStatus = (typeof firmDataExportStatuses)[number];

/** Exports (and their files) are kept this many days; the list shows what is kept. */
export const firmDataExportKeptDays = 7;
/** The list shows at most this many, newest first. */
export const firmDataExportListSize = 20;

/** 'Demo Tax & Accounting data 2026-05-04.zip': the firm's name, cleaned for a file name, and the day it started. */
export function firmDataExportFileName(firmName: string, startedAt: Date): string {
  const name = firmName
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a file name.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[. ]+$/, '');
  return `${name || 'Firm'} data ${startedAt.toISOString().slice(0, 10)}.zip`;
}

export const firmDataExportText = {
  alreadyRunning: 'An export of the firm’s data is already running. Wait for it to finish before starting another.',
  notFound: 'Export not found',
  notReady: 'The export is not ready yet',
  failed: 'The export could not be completed. Please try again.',
  stopped: 'The export stopped before it finished. Please try again.',
  ready: (fileName: string) => `Your firm data export ${fileName} is ready to download from Firm Settings.`,
  failedNotice: (reason: string) => `Your firm data export could not be completed: ${reason}`,
} as const;

/** Where the notification leads: Firm Settings, whose Data export section holds the download. */
export const firmDataExportLink = '/firm';
