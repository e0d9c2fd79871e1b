/** Signature requests (FA §3.6, §7.8): the table, upload, the review page, signing and download. */
import * as z from 'zod';
import { Id } from './common';
import { Flag, GivenSignature, PdfUploadLink, PdfUploadLinkInput, TaxYear } from './pdf-upload';
import { signatureRequestStatuses } from '../signature-requests';

/** One owner asked to sign, and what they gave. */
export const SignatureRequestSigner = z.object({
  id: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  signed: z.boolean(),
  /** Staff marked them signed (they had not signed; they may still sign later). */
  is_marked_signed: z.boolean(),
  signed_at: z.string().nullable(),
  kind: z.enum(['typed', 'drawn']).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/** FA §3.6. */
export const SignatureRequestRow = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  company_hash: z.string(),
  tax_year: z.number().int(),
  source: z.string(),
  form_name: z.string(),
  document_name: z.string(),
  signed_document: z.boolean(),
  signed_pages_only: z.boolean(),
  status: z.enum(signatureRequestStatuses),
  error_message: z.string().nullable(),
  updated_at: z.string(),
});
export type SignatureRequestRow = z.infer<typeof SignatureRequestRow>;

export const SignatureRequestDetail = SignatureRequestRow.extend({
  page_count: z.number().int().nullable(),
  sign_page: z.number().int().nullable(),
  signers: z.array(SignatureRequestSigner),
});

const Paging = {
  page: z.coerce.number({ error: 'Invalid page' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Invalid page size' })
    .int()
    .refine((n) => [10, 20, 50].includes(n), 'Invalid page size')
    .default(10),
};

/** GET /signature_requests/get_all_signature_requests: the firm's table, newest updated first. */
export const AllSignatureRequestsQuery = z.object({ ...Paging, cursor: z.string().max(500).optional() });
export const SignatureRequestPage = z.object({
  signature_requests: z.array(SignatureRequestRow),
  meta: z.object({ current_page: z.number().int(), total_count: z.number().int(), total_pages: z.number().int() }),
  next_cursor: z.string().nullable().optional(),
  previous_cursor: z.string().nullable().optional(),
});

/** GET /signature_requests/get_signature_requests_by_company_id. */
export const CompanySignatureRequestsQuery = z.object({
  company_id: Id,
  year: z.union([z.literal('All'), TaxYear]).optional(),
  section_id: Id.optional(),
});
export const CompanySignatureRequests = z.object({ signature_requests: z.array(SignatureRequestRow) });

/** The spec's calls name the entity companyId; optional, since the id names the request (404 before other checks). */
const RequestCompany = Id.optional();

export const SignatureRequestQuery = z.object({ id: Id, companyId: RequestCompany });

/** POST /signature_requests/update_signature_request: Mark as completed. */
export const UpdateSignatureRequestInput = z.object({
  id: Id,
  companyId: RequestCompany,
  status: z.enum(signatureRequestStatuses).optional(),
});
export const DeleteSignatureRequestInput = z.object({ id: Id, companyId: RequestCompany });

export const SignatureRequestUploadLinkInput = PdfUploadLinkInput;
export const SignatureRequestUploadLink = PdfUploadLink;

/** Upload a signature request (FA §7.8: company, file, path, document name, tax year). */
export const UploadSignatureRequestInput = z.object({
  company_id: Id,
  upload_id: Id,
  document_name: z.string().trim().max(200).optional(),
  tax_year: TaxYear,
  path: z.string().trim().max(500).optional(),
  section_id: Id.optional(),
});

/** The client signs (typed or drawn). */
export const SignSignatureRequestInput = z.object({
  id: Id,
  companyId: RequestCompany,
  ...GivenSignature,
});

/** Staff mark an owner signed (or take their mark back), only while that owner has not signed. */
export const MarkSignatureRequestSignedInput = z.object({
  id: Id,
  companyId: RequestCompany,
  signer_id: Id.optional(),
  signed: Flag.optional(),
});

/** Download: the signed document once someone signed (signed_pages_only: only the signed page), else the upload. */
export const DownloadSignatureRequestInput = z.object({
  id: Id,
  companyId: RequestCompany,
  signed_pages_only: Flag.optional(),
  original: Flag.optional(),
});

export const SignatureRequestChanged = z.object({ message: z.string(), signature_request: SignatureRequestDetail });
export const SignatureRequestLink = z.object({ link: z.string(), file_name: z.string() });
export const Message = z.object({ message: z.string() });
