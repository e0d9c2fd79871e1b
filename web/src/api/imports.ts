/**
 * The import calls of the Import dialog (FA §4.7, §5.7, §7.9): a presigned link per file, the PUT of the file to it,
 * then the import itself. Types come from the shared schemas (types only: no zod in the bundle).
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/imports';
import { importRoutes } from '@ledgerline/shared/routes/imports';
import type { ClientListType } from '@ledgerline/shared/imports';
import { api } from './client';
import { downloadFile } from './conversations';

export type ImportUpload = Omit<z.input<typeof s.UploadImportDocumentInput>, 'file' | 'documentName'>;

/** Why an upload stopped: the server's words, or null when the network failed. */
export type UploadOutcome = { ok: true; message: string } | { ok: false; error: string | null };

export type ImportDetail = z.infer<typeof s.ImportDetail>;
export const importPath = importRoutes.getImport.path;

export const imports = {
  /** An import's progress and the first page of its report (FA §7.9). */
  get: (id: string, rowsLimit: number) =>
    api.call(importRoutes.getImport, { id, rows_limit: rowsLimit }, { quiet: true }),
  /** The whole report as CSV. */
  downloadReport: (id: string) => downloadFile(importRoutes.downloadImportReport, { id }, 'import-report.csv'),
  /** Uploads one file and starts its import; the dialog shows what happened (quiet calls). */
  async upload(file: File, details: ImportUpload): Promise<UploadOutcome> {
    const link = await api.call(
      importRoutes.getImportUploadLink,
      { content_type: file.type, size_bytes: file.size },
      { quiet: true },
    );
    if (!link) return { ok: false, error: null };
    if (!link.ok) return { ok: false, error: link.error ?? null };
    const put = await fetch(link.data.upload_link, { method: 'PUT', headers: link.data.headers, body: file }).catch(
      () => null,
    );
    if (!put?.ok) return { ok: false, error: null };
    const res = await api.call(
      importRoutes.uploadImportDocument,
      { ...details, file: link.data.key, documentName: file.name },
      { quiet: true },
    );
    if (!res) return { ok: false, error: null };
    return res.ok ? { ok: true, message: res.data.message } : { ok: false, error: res.error ?? null };
  },
  template: (listType: ClientListType, fileName: string) =>
    downloadFile(
      listType === 'individuals'
        ? importRoutes.downloadIndividualImportTemplate
        : importRoutes.downloadBusinessImportTemplate,
      {},
      fileName,
    ),
};
