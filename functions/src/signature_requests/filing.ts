/**
 * FA §9: a signed request is filed in its entity's documents, in its folder ('/Signature Requests' unless the upload
 * named another), as its signed document. The documents domain files it (platform/delivered-document-job.ts); the
 * document's id is the request's, so it is filed once whatever repeats.
 */
import { signatureRequestsFolder } from '@ledgerline/shared/signature-requests';
import { enqueue } from '../platform/adapters/queue';
import { fileDeliveredDocumentJob } from '../platform/delivered-document-job';
import { log } from '../platform/log';
import { downloadName } from './rules';
import type { SignatureRequestItem } from './store';

export async function fileSignedDocument(r: SignatureRequestItem, signedKey: string, by: string): Promise<void> {
  try {
    await enqueue(
      fileDeliveredDocumentJob,
      {
        firmId: r.firmId,
        companyId: r.companyId,
        documentId: `sr-${r.signatureRequestId}`,
        sourceKey: signedKey,
        path: r.path || signatureRequestsFolder,
        documentName: downloadName(r.document_name, 'signed'),
        contentType: 'application/pdf',
        taxYear: r.tax_year,
        by,
      },
      { dedupeId: `sr-${r.signatureRequestId}` },
    );
  } catch (e) {
    log('error', 'signed document not filed', { id: r.signatureRequestId, error: (e as Error).message });
  }
}
