/**
 * QD §8 Downloads: 'status 503 means too large (advise splitting into batches, total under 150MB, images-to-PDF
 * under 15MB); otherwise 'There was a problem downloading the folder.'; 'No download link found in response';
 * 'There was a problem downloading the document.''
 */
import { documentBrowserText as t } from '@ledgerline/shared/document-browser';

export type DownloadKind = 'folder' | 'document';

/** The words for a download that failed with this status (undefined: the network failed). */
export function downloadFailure(status: number | undefined, kind: DownloadKind): string {
  if (status === 503) return t.downloadTooLarge;
  return kind === 'folder' ? t.folderDownloadFailed : t.documentDownloadFailed;
}
