/**
 * POST /signature_requests/{id}/download: a short-lived link to the signed document once someone signed (with
 * signed_pages_only, only its sign page, made once per signed version), else (or with original) the upload.
 */
import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { handle } from '../platform/handle';
import { Conflict, NotFound } from '../platform/errors';
import { getObjectBytes, objectInfo, presignDownload, putObject } from '../platform/adapters/files';
import { openRequest } from './access';
import { downloadName, signedPageKey } from './rules';

export const downloadSignatureRequest = handle(
  signatureRequestRoutes.downloadSignatureRequest,
  async ({ caller, input }) => {
    const { request } = await openRequest(caller, input.id, input.companyId);
    const signed = input.original ? undefined : request.signed_key;
    if (input.signed_pages_only && !signed) throw new Conflict(text.noSignedDocument);
    if (!signed) {
      if (!request.file_key) throw new NotFound('file', text.notFound);
      const fileName = downloadName(request.document_name, 'original');
      return { link: await presignDownload(request.file_key, fileName), file_name: fileName };
    }
    if (!input.signed_pages_only) {
      const fileName = downloadName(request.document_name, 'signed');
      return { link: await presignDownload(signed, fileName), file_name: fileName };
    }
    const pageKey = signedPageKey(signed);
    if (!(await objectInfo(pageKey))) {
      const bytes = await getObjectBytes(signed);
      if (!bytes) throw new NotFound('file', text.notFound);
      const { keepPages } = await import('../platform/pdf-delivery/signatures');
      await putObject(pageKey, await keepPages(bytes, [request.sign_page ?? 1]), 'application/pdf');
    }
    const fileName = downloadName(request.document_name, 'signed_page');
    return { link: await presignDownload(pageKey, fileName), file_name: fileName };
  },
);
