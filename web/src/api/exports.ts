/**
 * The questionnaire export calls (QD §7 Export, get_exported_documents_list, download_attached_document; MD §7
 * download_overview_page_as_spreadsheet) and the export's progress. Types come from the shared schemas (types only:
 * no zod in the bundle). Every call is quiet: the dialogs say what a failure means in the spec's words (QD §8).
 */
import type * as z from 'zod';
import type * as e from '@ledgerline/shared/schemas/exports';
import type { BodyOf, RouteSpec } from '@ledgerline/shared/route';
import { exportRoutes as r } from '@ledgerline/shared/routes/exports';
import { api } from './client';

export type ExportStarted = z.infer<typeof e.ExportStarted>;
export type ExportView = z.infer<typeof e.ExportView>;
export type ExportedDocument = z.infer<typeof e.ExportedDocument>;
export type ExportedDocumentList = z.infer<typeof e.ExportedDocumentList>;
export type ExportRequest = BodyOf<typeof r.exportQuestionnaires>;

/** SWR keys start with these. */
export const exportKeys = {
  documents: r.getExportedDocumentsList.path,
} as const;

/** A file answer: the file and its Content-Disposition, or the status and body of a refusal (null: no answer). */
export type FileAnswer =
  | { ok: true; blob: Blob; disposition: string | null }
  | { ok: false; status: number | null; body: unknown };

const quiet = { quiet: true } as const;

export const exportsApi = {
  /** Starts an export: its file now (status 'ready' with a link) or in the background (status 'queued'). */
  start: (body: ExportRequest) => api.call(r.exportQuestionnaires, body, quiet),
  /** An export's progress, and its link once ready. */
  status: (id: string, signal?: AbortSignal) => api.call(r.getExport, { id }, { ...quiet, signal }),
  /** The documents one questionnaire's export takes, in the firm's export order. */
  documents: (id: string) => api.call(r.getExportedDocumentsList, { id }, quiet),
  /** A finished export's file as a fresh short-lived link. */
  fileLink: (id: string) => api.call(r.downloadAttachedDocument, { id }, quiet),
  /** One questionnaire as an .xls. */
  questionnaireSpreadsheet: (id: string, company_id: string) =>
    postForFile(r.exportQuestionnaireToSpreadsheet, { id, company_id }),
  /** The Collect list's rows as an .xls. */
  overviewSpreadsheet: (questionnaire_ids: string[]) =>
    postForFile(r.downloadOverviewPageAsSpreadsheet, { questionnaire_ids }),
};

/** A file answer: the file and its name, or the refusal's status and body (a null status: no answer). */
async function postForFile<R extends RouteSpec>(route: R, input: BodyOf<R>): Promise<FileAnswer> {
  const res = await api.download(route, input);
  if (!res) return { ok: false, status: null, body: null };
  if (!res.ok) return { ok: false, status: res.status, body: await res.json().catch(() => null) };
  const blob = await res.blob().catch(() => null);
  if (!blob) return { ok: false, status: null, body: null };
  return { ok: true, blob, disposition: res.headers.get('content-disposition') };
}
