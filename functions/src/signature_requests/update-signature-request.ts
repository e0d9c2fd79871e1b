import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { Conflict, Unprocessable } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { openRequest, requireWritable } from './access';
import { reindexRequest } from './reindex';
import { completable } from './rules';
import { changeRequest, getRequest } from './store';
import { requestDetail } from './views';

/** POST /signature_requests/update_signature_request: Mark as completed (FA §4.3), from sent or signed only. */
export const updateSignatureRequest = handle(signatureRequestRoutes.updateSignatureRequest, async (ctx) => {
  const { caller, input } = ctx;
  const { request, company } = await openRequest(caller, input.id, input.companyId);
  requireWritable(caller);
  if (input.status !== 'completed') throw new Unprocessable(text.badStatus);
  if (!completable(request.status) || !(await changeRequest(request, { status: 'completed' }))) {
    const now = await getRequest(request);
    throw new Conflict(now?.status === 'completed' ? text.markedCompleted : text.cannotComplete);
  }
  await reindexRequest(request.firmId, request.companyId, request.signatureRequestId);
  await recordActivity({
    firmId: caller.firmId,
    action: 'signature_request_completed',
    typeId: activityType.signature,
    title: 'Signature request completed',
    description: `${request.tax_year} ${request.document_name}`,
    actorUserId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const updated = (await getRequest(request))!;
  return { message: text.markedCompleted, signature_request: requestDetail(updated, company) };
});
