/**
 * An extracted document's bytes, as the document preview gets them: a short-lived link to its file
 * (download_document, by folder and name), then the file fetched from it. Null reads nothing (no document chosen, or
 * a deleted one).
 */
import { useDocumentLink } from '../../hooks/useDocuments';
import { useDocumentBlob } from '../ui/useDocumentBlob';

// The screen shows a failure where the file would be; nothing to toast.
const noop = () => {};

export interface ExtractedFile {
  blob: Blob | null;
  loading: boolean;
  failed: boolean;
}

export function useExtractedFile(
  companyId: string,
  file: { path: string; document_name: string } | null,
): ExtractedFile {
  const ref = file ? { path: file.path, name: file.document_name } : null;
  const link = useDocumentLink(companyId, ref, noop);
  const bytes = useDocumentBlob(ref ? (link.data?.link ?? null) : null);
  if (!ref) return { blob: null, loading: false, failed: false };
  const failed = bytes.failed || Boolean(link.error && !link.data);
  return { blob: bytes.blob, loading: !bytes.blob && !failed, failed };
}
