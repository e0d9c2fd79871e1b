/**
 * A PDF upload's three steps as the browser makes them: a link for the file, the bytes PUT to it with progress, then
 * the record made from the upload. A step that fails leaves the dialog with its reason, so another file can be tried.
 */
import { useState } from 'react';
import type { ApiResponse } from '../../api/client';
import { putWithProgress } from '../../api/uploads';

export type PdfUploadState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'uploading'; progress: number }
  | { phase: 'saving' };

type Answer<T> = Promise<ApiResponse<T> | undefined>;

export interface PdfUploadSteps<Made> {
  link: () => Answer<{ upload_link: string; upload_id: string }>;
  create: (uploadId: string) => Answer<Made>;
  /** What a failed step says: from its answer (none for the PUT) and the step's own failure text. */
  reason: (res: ApiResponse<unknown> | undefined, fallback: string) => string;
  /** The failure texts of the link and PUT, and of making the record. */
  uploadFailed: string;
  createFailed: string;
}

export function usePdfUpload() {
  const [state, setState] = useState<PdfUploadState>({ phase: 'idle', error: null });
  const fail = (error: string) => {
    setState({ phase: 'idle', error });
    return null;
  };

  /** The record made, or null (the state then says why). */
  async function send<Made>(file: File, steps: PdfUploadSteps<Made>): Promise<Made | null> {
    setState({ phase: 'uploading', progress: 0 });
    const link = await steps.link();
    if (!link?.ok) return fail(steps.reason(link, steps.uploadFailed));
    const put = await putWithProgress(
      { upload_link: link.data.upload_link, headers: { 'Content-Type': 'application/pdf' } },
      file,
      (progress) => setState({ phase: 'uploading', progress }),
    );
    if (put < 200 || put >= 300) return fail(steps.uploadFailed);
    setState({ phase: 'saving' });
    const made = await steps.create(link.data.upload_id);
    if (!made?.ok) return fail(steps.reason(made, steps.createFailed));
    setState({ phase: 'idle', error: null });
    return made.data;
  }

  return { state, send, fail };
}
