import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { openRequest, requireWritable } from './access';
import { reindexRequest } from './reindex';
import { changeRequest } from './store';

/**
 * POST /signature_requests/delete_signature_request: a soft delete. The request stays in its entity's partition
 * (with its files) marked deleted_at; it leaves the table, the entity's list and the review.
 */
export const deleteSignatureRequest = handle(signatureRequestRoutes.deleteSignatureRequest, async (ctx) => {
  const { caller, input } = ctx;
  const { request, company } = await openRequest(caller, input.id, input.companyId);
  requireWritable(caller);
  if (!(await changeRequest(request, { deleted_at: new Date().toISOString() }))) {
    // Changed meanwhile: deleted by someone else, or written; a repeat of the delete finds it gone.
    const { request: again } = await openRequest(caller, input.id, input.companyId).catch(() => {
      throw new NotFound('signature request', text.notFound);
    });
    if (!(await changeRequest(again, { deleted_at: new Date().toISOString() })))
      throw new NotFound('signature request', text.notFound);
  }
  await reindexRequest(request.firmId, request.companyId, request.signatureRequestId);
  await recordActivity({
    firmId: caller.firmId,
    action: 'signature_request_deleted',
    typeId: activityType.signature,
    title: 'Signature request deleted',
    description: `${request.tax_year} ${request.document_name}`,
    actorUserId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: text.deleted };
});
