import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { handle } from '../platform/handle';
import { openCompany } from '../platform/company-access';
import { issuePdfUploadLink } from '../platform/pdf-uploads';
import { requireRequestsOn, requireWritable } from './access';

/**
 * POST /signature_requests/get_upload_link: a link the browser PUTs the PDF to, signed for exactly the size it
 * reported, for one entity the caller may see; remembered until it expires, so only this caller can finish it.
 */
export const getSignatureRequestUploadLink = handle(
  signatureRequestRoutes.getSignatureRequestUploadLink,
  async (ctx) => {
    const { caller, input } = ctx;
    await requireRequestsOn(caller);
    requireWritable(caller);
    const company = await openCompany(caller, input.company_id);
    return issuePdfUploadLink(caller, company.companyId, input.file_name, input.file_size);
  },
);
