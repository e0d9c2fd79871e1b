/**
 * The background reading of an uploaded signature request (FA §4.3 processing → sent): the PDF is opened; one that
 * will not open (or is password-protected) is an error with the spec's text; an entity with no active owner leaves
 * it for the firm (action_required); otherwise its active owners are asked to sign on the last page, each by email.
 * Idempotent: the write is conditional on the request still processing, and each email goes once per signer.
 */
import { signatureRequestText as text } from '@ledgerline/shared/signature-requests';
import type { ParsedPayloadOf } from '../platform/jobs';
import { getObjectBytes } from '../platform/adapters/files';
import { inspectPdf } from '../platform/pdf-delivery/inspect';
import { log } from '../platform/log';
import type { signatureRequestJobs } from './jobs';
import { announceToSigners } from './outreach';
import { reindexRequest } from './reindex';
import { newSigner, type StoredSigner } from './rules';
import {
  activeOwners,
  changeRequest,
  getCompany,
  getRequest,
  type RequestChange,
  type SignatureRequestItem,
} from './store';

type Payload = ParsedPayloadOf<typeof signatureRequestJobs.processSignatureRequest>;

/** What reading the document decides. */
async function outcome(r: SignatureRequestItem): Promise<RequestChange> {
  const bytes = r.file_key ? await getObjectBytes(r.file_key) : null;
  const read = bytes ? await inspectPdf(bytes) : ({ ok: false, reason: 'invalid' } as const);
  if (!read.ok)
    return { status: 'error', error_message: read.reason === 'encrypted' ? text.passwordProtected : text.invalidFiles };
  const company = await getCompany(r.firmId, r.companyId);
  const owners = company && !company.deleted_at ? await activeOwners(company) : [];
  if (owners.length === 0) return { status: 'action_required', page_count: read.pageCount };
  const signers: StoredSigner[] = owners.map(newSigner);
  return { status: 'sent', page_count: read.pageCount, sign_page: read.pageCount, signers };
}

export async function runProcessing(p: Payload): Promise<void> {
  const key = { firmId: p.firmId, companyId: p.companyId, signatureRequestId: p.signatureRequestId };
  let r = await getRequest(key);
  if (!r || r.deleted_at) return;
  if (r.status === 'processing') {
    const change = await outcome(r);
    // Another run got there first: what it wrote stands.
    if (!(await changeRequest(r, change))) log('info', 'signature request changed while processing', key);
    r = await getRequest(key);
    if (!r) return;
    await reindexRequest(r.firmId, r.companyId, r.signatureRequestId);
  }
  // Also on a repeated run: a run that wrote 'sent' and stopped before mailing everyone is finished here.
  if (r.status === 'sent') await announceToSigners(r);
}
