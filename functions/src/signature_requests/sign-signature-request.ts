/**
 * POST /signature_requests/{id}/sign (the client): a listed signer, while the request is sent, once, signs typed or
 * drawn. The signature records when, from which address and browser; the signed document is stamped again with
 * every signature so far; once every signer signed (themselves or marked by staff) the request is 'signed'. The
 * firm's staff hear of it.
 */
import { signatureRequestRoutes } from '@ledgerline/shared/routes/signature_requests';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { activityType } from '@ledgerline/shared/activity-types';
import { handle } from '../platform/handle';
import { Conflict, Forbidden, Invalid } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { openRequest, requireWritable } from './access';
import { fileSignedDocument } from './filing';
import { notifyFirmOfSignature } from './outreach';
import { reindexRequest } from './reindex';
import {
  everyoneSigned,
  requestMessage,
  requestRefusal,
  signerName,
  statusOfSigners,
  whyCannotSign,
  type StoredSigner,
} from './rules';
import { dropSignedDocument, keepDrawnSignature, writeSignedDocument } from './signed-document';
import { changeRequest, getRequest } from './store';
import { requestDetail } from './views';

/** A PNG's first eight bytes. */
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (dataUrl: string) => {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return bytes.length > pngMagic.length && pngMagic.every((b, i) => bytes[i] === b);
};

export const signSignatureRequest = handle(signatureRequestRoutes.signSignatureRequest, async (ctx) => {
  const { caller, input } = ctx;
  const { request, company, signers } = await openRequest(caller, input.id, input.companyId);
  requireWritable(caller);
  if (company.readonly_access) throw new Forbidden(requestRefusal.readonlyCompany);
  const at = signers.findIndex((s) => s.id === caller.userId);
  const refused = whyCannotSign(request.status, signers[at]);
  if (refused) throw refused.status === 403 ? new Forbidden(refused.text) : new Conflict(refused.text);
  const kind = input.kind ?? (input.image ? 'drawn' : 'typed');
  const typed = kind === 'typed' ? input.text?.trim() : undefined;
  const drawn = kind === 'drawn' ? input.image : undefined;
  if (kind === 'typed' ? !typed : !drawn || !isPng(drawn))
    throw new Invalid(text.signatureRequired, { signature: text.signatureRequired });

  const signer: StoredSigner = {
    ...signers[at]!,
    signed: true,
    // Their own signature replaces a staff mark.
    is_marked_signed: false,
    signed_at: new Date().toISOString(),
    kind,
    ip: ctx.ip || null,
    user_agent: ctx.userAgent || null,
    text: typed ?? null,
    image_key: drawn ? await keepDrawnSignature(request, signers[at]!.id, drawn) : null,
  };
  const next = signers.map((s, i) => (i === at ? signer : s));
  const signedKey = await writeSignedDocument(request, next);
  const done = await changeRequest(request, { signers: next, signed_key: signedKey, status: statusOfSigners(next) });
  if (!done) {
    await dropSignedDocument(signedKey);
    // Signed or changed meanwhile (another tab): say why, as a fresh attempt would.
    const now = await getRequest(request);
    const again = now && whyCannotSign(now.status, ((now.signers ?? []) as StoredSigner[])[at]);
    throw new Conflict(again?.text ?? text.notSignable);
  }
  await dropSignedDocument(request.signed_key);
  if (everyoneSigned(next)) await fileSignedDocument(request, signedKey, caller.userId);
  await reindexRequest(request.firmId, request.companyId, request.signatureRequestId);
  const name = signerName(signer);
  await recordActivity({
    firmId: caller.firmId,
    action: 'signature_request_signed',
    typeId: activityType.signature,
    title: 'Signature request signed',
    description: `${request.tax_year} ${request.document_name}`,
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: company.companyId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  await notifyFirmOfSignature(request, company, name, everyoneSigned(next));
  const updated = (await getRequest(request))!;
  return { message: requestMessage.signed, signature_request: requestDetail(updated, company) };
});
