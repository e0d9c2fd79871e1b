/**
 * Words of Firm Settings' Data export section (issue 20: the firm-wide data export, beyond the spec, which words
 * none of it). The server's own words (a second start while one runs, the notification) are in
 * @ledgerline/shared/firm-data-exports.
 */
import type { FirmDataExportStage } from '@ledgerline/shared/firm-data-exports';

export const firmDataExportText = {
  title: 'Data export',
  intro:
    'Download everything the firm has as one zip: users, entities, conversations and messages, questionnaires with their answers, documents in their folders, tax returns, signature requests and the activity log. It is made in the background; you will get a notification when it is ready. Exports are kept for 7 days.',
  start: 'Export all firm data',
  starting: 'Starting…',
  startFailed: 'The export could not be started. Please try again.',
  progressLabel: 'Export progress',
  progress: (stage: string, done: number, total: number) => `Exporting ${stage} (step ${done + 1} of ${total})`,
  queued: 'Waiting to start…',
  inProgress: 'In progress',
  failed: 'Failed',
  download: 'Download',
  pastExports: 'Past exports',
  noExports: 'No exports yet.',
  loadFailed: 'The exports could not be loaded.',
  startedBy: (name: string) => (name ? `by ${name}` : ''),
  size: (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : bytes >= 1024
        ? `${Math.round(bytes / 1024)} KB`
        : `${bytes} bytes`,
} as const;

/** What each stage is doing, as the progress line says it. */
export const firmDataExportStageText: Record<FirmDataExportStage, string> = {
  people: 'users',
  entities: 'entities',
  conversations: 'conversations and messages',
  questionnaires: 'questionnaires and answers',
  documents: 'documents',
  tax_returns: 'tax returns and signature requests',
  activity: 'the activity log',
  zip: 'the zip file',
};
