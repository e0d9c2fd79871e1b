/**
 * One file of an upload (QD §7): a presigned link signed for its size and type, the bytes PUT straight to storage
 * with progress, then process_document files it in the folder. What went wrong is the server's words where it
 * gave them (the invalid-files message, '{file} was already uploaded'), else the spec's.
 */
import { documents } from '../../api/documents';
import { putWithProgress } from '../../api/uploads';
import { documentsSpec as t } from '../../texts/documents';

export type UploadOutcome = { ok: true; duplicate: boolean } | { ok: false; message: string };

export async function uploadOne(
  companyId: string,
  folder: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  const link = await documents.uploadLink(companyId, file);
  if (!link) return { ok: false, message: t.uploadFailed };
  if (!link.ok) return { ok: false, message: link.error ?? t.uploadFailed };
  const status = await putWithProgress(link.data, file, onProgress);
  if (status < 200 || status >= 300) return { ok: false, message: t.uploadFailed };
  const processed = await documents.process(companyId, link.data.id, file.name, folder);
  if (!processed) return { ok: false, message: t.uploadFailed };
  if (!processed.ok) return { ok: false, message: processed.error ?? t.uploadFailed };
  return { ok: true, duplicate: processed.data.is_duplicate };
}

/** Runs `work` over `items`, `limit` at a time, in order of start. */
export async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
