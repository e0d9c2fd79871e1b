import { lazy, Suspense } from 'react';
import type { LoadError } from '../../api/client';
import { useDocumentLink } from '../../hooks/useDocuments';
import { toastError } from '../../toast';
import { downloadFailure } from './download-rules';

// The preview's readers (pdf.js, SheetJS, the HEIC converter) load only when a file is previewed.
const DocumentPreview = lazy(() => import('./preview/DocumentPreview'));

export interface PreviewRequest {
  path: string;
  name: string;
  /** QD §2 ?previewName: the name the preview shows, when the address gives one. */
  title?: string;
  contentType?: string;
}

/**
 * QD §2 Preview: the file's short-lived link (download_document), then the preview dialog, which fetches the file
 * itself. A link that cannot be had closes it with the download's words (QD §8).
 */
export function PreviewHost({
  companyId,
  request,
  onClose,
}: {
  companyId: string;
  request: PreviewRequest | null;
  onClose: () => void;
}) {
  const link = useDocumentLink(companyId, request, (err: LoadError) => {
    toastError(downloadFailure(err.status, 'document'));
    onClose();
  });
  if (!request || !link.data) return null;
  return (
    <Suspense fallback={null}>
      <DocumentPreview
        name={request.title || request.name}
        url={link.data.link}
        contentType={request.contentType}
        onClose={onClose}
      />
    </Suspense>
  );
}
