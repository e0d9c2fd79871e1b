/**
 * A signature request as the upload and the signers leave it, in a given status, for the demo data (the local seed):
 * the PDF stored, the entity's active owners as signers, and for a signed or completed one the signed document with
 * the signers' typed signatures on its last page. Listed on the firm's table like any other.
 */
import type { SignatureRequestStatus } from '@ledgerline/shared/signature-requests';
import { signatureRequestText as text, signatureRequestsFolder } from '@ledgerline/shared/signature-requests';
import { putObject } from '../platform/adapters/files';
import { newId } from '../platform/auth/secrets';
import { reindexRequest } from './reindex';
import { newSigner, originalKey, requestFolder, signerName, type StoredSigner } from './rules';
import { writeSignedDocument } from './signed-document';
import { activeOwners, changeRequest, createRequest, getCompany, getRequest } from './store';

export interface ProvisionedRequest {
  taxYear: number;
  documentName: string;
  status: SignatureRequestStatus;
  pdf: Uint8Array;
  pageCount: number;
  /** Who made it (a staff user id). */
  by: string;
}

const signedAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export async function provisionSignatureRequest(
  firmId: string,
  companyId: string,
  r: ProvisionedRequest,
): Promise<string> {
  const signatureRequestId = newId();
  const key = { firmId, companyId, signatureRequestId };
  const fileKey = originalKey(requestFolder(firmId, companyId, signatureRequestId));
  await putObject(fileKey, r.pdf, 'application/pdf');
  const company = await getCompany(firmId, companyId);
  const read = r.status !== 'processing' && r.status !== 'error' && r.status !== 'action_required';
  const owners = read && company ? await activeOwners(company) : [];
  const allSigned = r.status === 'signed' || r.status === 'completed';
  const signers: StoredSigner[] = owners.map((u, i) => {
    const s = newSigner(u);
    if (!allSigned) return s;
    return { ...s, signed: true, signed_at: signedAgo(2 + i), kind: 'typed', text: signerName(s), ip: '203.0.113.7' };
  });
  await createRequest({
    ...key,
    tax_year: r.taxYear,
    source: 'upload',
    document_name: r.documentName,
    form_name: r.documentName,
    status: r.status,
    path: signatureRequestsFolder,
    file_key: fileKey,
    file_name: `${r.documentName}.pdf`,
    signers,
    signed_pages_only: false,
    created_by: r.by,
    ...(r.status === 'error' ? { error_message: text.invalidFiles } : {}),
    ...(r.status !== 'processing' && r.status !== 'error' ? { page_count: r.pageCount } : {}),
    ...(read ? { sign_page: r.pageCount } : {}),
  });
  if (allSigned && signers.length) {
    const made = (await getRequest(key))!;
    await changeRequest(made, { signed_key: await writeSignedDocument(made, signers) });
  }
  await reindexRequest(firmId, companyId, signatureRequestId);
  return signatureRequestId;
}
