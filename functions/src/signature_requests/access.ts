/**
 * Who may reach a signature request. Staff of the firm, while the firm has signature requests on (FA §2.7); a client
 * who owns its entity, once it was sent to be signed (they can still sign what was sent when the firm turns them off).
 * A request of another firm, of another entity, or one the caller may not see is as missing as one that never was.
 */
import type { Caller } from '@ledgerline/shared/access';
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import { openCompany } from '../platform/company-access';
import { Forbidden, NotFound } from '../platform/errors';
import { requestRefusal, visibleToClient, type StoredSigner } from './rules';
import { getFirmPreferences, getRequest } from './store';

/** Staff calls need the firm's signature requests on. */
export async function requireRequestsOn(caller: Caller): Promise<void> {
  if (!caller.isAdvisor) return;
  const prefs = await getFirmPreferences(caller.firmId);
  if (prefs.signature_requests_enabled !== true) throw new Forbidden(text.requestsOff);
}

/** Writes are refused to a read-only account (FA §6). */
export function requireWritable(caller: Caller): void {
  if (caller.readonly) throw new Forbidden(requestRefusal.readonlyUser);
}

/**
 * The request the caller names and its entity. The request is looked up first (by its entity, the key it is kept
 * under): missing, deleted or of another entity is a 404 before anything else is checked.
 */
export async function openRequest(caller: Caller, id: string, companyId: string | undefined) {
  const request = companyId ? await getRequest({ firmId: caller.firmId, companyId, signatureRequestId: id }) : null;
  if (!request || request.deleted_at) throw new NotFound('signature request', text.notFound);
  const company = await openCompany(caller, request.companyId, text.notFound);
  if (!caller.isAdvisor && !visibleToClient(request.status)) throw new NotFound('signature request', text.notFound);
  await requireRequestsOn(caller);
  return { request, company, signers: (request.signers ?? []) as StoredSigner[] };
}
