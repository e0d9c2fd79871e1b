/**
 * POST /signature_requests/{id}/mark_signed (staff, FA §4.3): mark an owner signed (or take the mark back with
 * signed:false), only while that owner has not signed themselves; they may still sign later. Without a signer, every
 * owner who has not signed is marked. Once everyone signed, the request is 'signed'; a mark taken back sends it back.
 */
import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { Conflict, NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { openRequest, requireWritable } from './access';
import { fileSignedDocument } from './filing';
import { reindexRequest } from './reindex';
import { markable, requestRefusal, signerName, statusOfSigners } from './rules';
import { changeRequest, getRequest } from './store';
import { requestDetail } from './views';

export const markSignatureRequestSigned = handle(signatureRequestRoutes.markSignatureRequestSigned, async (ctx) => {
  const { caller, input } = ctx;
  const { request, company, signers } = await openRequest(caller, input.id, input.companyId);
  requireWritable(caller);
  const named = input.signer_id ? signers.find((s) => s.id === input.signer_id) : undefined;
  if (input.signer_id && !named) throw new NotFound('signer', requestRefusal.signerNotFound);
  if (named?.signed) throw new Conflict(text.clientSigned);
  if (!markable(request.status)) throw new Conflict(text.notSignable);
  const signed = input.signed ?? true;
  const marks = (s: { id: string; signed: boolean }) => (named ? s.id === named.id : !s.signed);
  const next = signers.map((s) => (marks(s) ? { ...s, is_marked_signed: signed } : s));
  if (!(await changeRequest(request, { signers: next, status: statusOfSigners(next) }))) {
    const now = await getRequest(request);
    const signerNow = named && ((now?.signers ?? []) as typeof signers).find((s) => s.id === named.id);
    throw new Conflict(signerNow?.signed ? text.clientSigned : text.signatureUpdateFailed);
  }
  await reindexRequest(request.firmId, request.companyId, request.signatureRequestId);
  const status = statusOfSigners(next);
  if (status === 'signed' && request.signed_key) await fileSignedDocument(request, request.signed_key, caller.userId);
  const who = named ? signerName(named) : 'every signer';
  await recordActivity({
    firmId: caller.firmId,
    action: signed ? 'signature_request_marked_signed' : 'signature_request_unmarked_signed',
    typeId: activityType.signature,
    title: signed ? 'Signature marked as signed' : 'Signature mark removed',
    description: `${request.tax_year} ${request.document_name}: ${who}`,
    actorUserId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const updated = (await getRequest(request))!;
  return { message: text.signatureUpdated, signature_request: requestDetail(updated, company) };
});
