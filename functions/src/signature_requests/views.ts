/** A request as the table lists it (FA §3.6) and as the review page shows it, with its signers. */
import type * as z from 'zod';
import type {
  SignatureRequestDetail,
  SignatureRequestRow,
  SignatureRequestSigner,
} from '@ledgerline/shared/schemas/signature-requests';
import type { SignatureRequestStatus } from '@ledgerline/shared/signature-requests';
import type { StoredSigner } from './rules';
import type { CompanyItem, SignatureRequestItem } from './store';

type Detail = z.infer<typeof SignatureRequestDetail>;
type Signer = z.infer<typeof SignatureRequestSigner>;

export function requestRow(
  r: SignatureRequestItem,
  company: Pick<CompanyItem, 'name' | 'hash_id'> | null,
): SignatureRequestRow {
  return {
    id: r.signatureRequestId,
    company_id: r.companyId,
    company_name: company?.name ?? '',
    company_hash: company?.hash_id ?? '',
    tax_year: r.tax_year,
    source: r.source ?? 'upload',
    form_name: r.form_name ?? r.document_name,
    document_name: r.document_name,
    signed_document: Boolean(r.signed_key),
    signed_pages_only: r.signed_pages_only ?? false,
    status: r.status as SignatureRequestStatus,
    error_message: r.error_message ?? null,
    updated_at: r.updated_at ?? r.created_at ?? '',
  };
}

/** What the review shows of a signer: never where their signature is kept. */
function signerView(s: StoredSigner): Signer {
  return {
    id: s.id,
    fname: s.fname,
    lname: s.lname,
    email: s.email,
    signed: s.signed,
    is_marked_signed: s.is_marked_signed,
    signed_at: s.signed_at,
    kind: s.kind,
    ip: s.ip,
    user_agent: s.user_agent,
  };
}

export function requestDetail(r: SignatureRequestItem, company: Pick<CompanyItem, 'name' | 'hash_id'> | null): Detail {
  return {
    ...requestRow(r, company),
    page_count: r.page_count ?? null,
    sign_page: r.sign_page ?? null,
    signers: ((r.signers ?? []) as StoredSigner[]).map(signerView),
  };
}
