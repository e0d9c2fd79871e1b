import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { handle } from '../platform/handle';
import { openRequest } from './access';
import { requestDetail } from './views';

/** GET /signature_requests/{id}?companyId: the review page's request and its signers. */
export const getSignatureRequest = handle(signatureRequestRoutes.getSignatureRequest, async ({ caller, input }) => {
  const { request, company } = await openRequest(caller, input.id, input.companyId);
  return requestDetail(request, company);
});
