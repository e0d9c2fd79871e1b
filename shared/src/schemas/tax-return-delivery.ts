/**
 * The firm side of tax return delivery (FA §3.5, §7.7): the table's query and rows, the return in full (the delivery
 * admin view and the client's delivery page), classification (e-sign forms and payment vouchers), signing, paying,
 * identity verification, reminders and sending to documents.
 */
import * as z from 'zod';
import { Id } from './common';
import { Flag, GivenSignature, PdfUploadLink, PdfUploadLinkInput, TaxYear } from './pdf-upload';
import {
  identityStatuses,
  maxFormsPerReturn,
  maxMessage,
  maxSubject,
  maxVoucherAmount,
  maxVouchersPerReturn,
  taxReturnAdminText as text,
  taxReturnSortFields,
  taxReturnStatuses,
  taxReturnStatusGroups,
} from '../tax-return-delivery';
import { draftStatuses } from '../tax-returns';

/** The return's entity: optional, since the id names the return (when given it must be the return's own). */
const ReturnCompany = Id.optional();
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date');
const ShortText = z.string().trim().max(200);

/** A status filter value: a group (FA §4.1 'status groups') or one status. */
export const TaxReturnStatusFilter = z.enum([
  ...(Object.keys(taxReturnStatusGroups) as [keyof typeof taxReturnStatusGroups]),
  ...taxReturnStatuses,
]);

/** GET /tax_returns/get_paginated_tax_returns (FA §7.7). */
export const PaginatedTaxReturnsQuery = z.object({
  page: z.coerce.number({ error: 'Invalid page' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Invalid page size' })
    .int()
    .refine((n) => [10, 20, 50].includes(n), 'Invalid page size')
    .default(10),
  sort_by: z.enum(taxReturnSortFields).default('updated_at'),
  sort_direction: z.enum(['asc', 'desc']).default('desc'),
  search_term: z.string().trim().max(200).optional(),
  /** A tax year, or 'All' (also when left out). */
  year: z.union([z.literal('All'), TaxYear]).optional(),
  status: TaxReturnStatusFilter.optional(),
  reminder_disabled: Flag.optional(),
  reminder_sent: Flag.optional(),
  voucher_payments_made: Flag.optional(),
  /** The cursor of the page beside this one, as the previous answer gave it. */
  cursor: z.string().max(500).optional(),
});

/** A row of the table (FA §2.6 columns; FA §3.5 names). */
export const TaxReturnRow = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  company_hash: z.string(),
  tax_year: z.number().int(),
  tax_return_name: z.string(),
  status: z.enum(taxReturnStatuses),
  current_status: z.string(),
  draft_status: z.enum(draftStatuses).nullable(),
  draft_comment: z.string().nullable(),
  reminder_disabled: z.boolean(),
  all_signed: z.boolean(),
  all_paid: z.boolean(),
  total_signature_count: z.number().int(),
  signed_signature_count: z.number().int(),
  total_payment_count: z.number().int(),
  paid_payment_count: z.number().int(),
  /** FA §4.1 summaries, as the Signatures and Payments columns read. */
  signature_summary: z.string(),
  payment_summary: z.string(),
  invoice_paid: z.boolean(),
  assigned_advisor_id: z.string().nullable(),
  assigned_advisor_name: z.string().nullable(),
  external_entity_id: z.string().nullable(),
  /** The identity verification column (FA §2.6): the least advanced signer's status label, or null. */
  identity_verification_status: z.string().nullable(),
  /** Why processing failed (status error). */
  error_message: z.string().nullable(),
  updated_at: z.string(),
  last_signed_at: z.string().nullable(),
  last_reminder_sent_at: z.string().nullable(),
  /** Upload later (FA §2.6): the date (YYYY-MM-DD) the firm promised a new file by, or null. */
  upload_later_date: z.string().nullable(),
});
export type TaxReturnRow = z.infer<typeof TaxReturnRow>;

export const PaginatedTaxReturns = z.object({
  tax_returns: z.array(TaxReturnRow),
  meta: z.object({ current_page: z.number().int(), total_count: z.number().int(), total_pages: z.number().int() }),
  next_cursor: z.string().nullable().optional(),
  previous_cursor: z.string().nullable().optional(),
});

export const CompanyTaxReturnsQuery = z.object({ company_id: Id });
export const CompanyTaxReturns = z.object({ tax_returns: z.array(TaxReturnRow) });

/** A signature as given (typed or drawn), and what was recorded with it (FA §3.5 signatureData). */
export const SignatureData = z.object({
  kind: z.enum(['typed', 'drawn']),
  text: z.string().nullable(),
  /** A drawn signature: a PNG data URL. */
  image: z.string().nullable(),
  signed_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The signer's identity check when they signed (FA §4.2), or null when the firm does not verify. */
  identity_status: z.string().nullable(),
  identity_verification_id: z.string().nullable(),
});

/** One signature an e-sign form asks for. */
export const FormSignature = z.object({
  id: z.string(),
  /** The entity owner who signs (a Signer's id). */
  signer_id: z.string(),
  name: z.string(),
  title: z.string(),
  signatureData: SignatureData.nullable(),
  /** Staff marked it signed (the client had not signed; they may still sign later). */
  isMarkedSigned: z.boolean(),
});
export const ESignForm = z.object({
  id: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  custom_form_name: z.string().nullable(),
  /** The return's pages (1-based) the form is on; the signatures go on the last one. */
  pages: z.array(z.number().int()),
  wetSignaturesRequired: z.boolean(),
  signatures: z.array(FormSignature),
});
export type ESignForm = z.infer<typeof ESignForm>;

export const PaymentVoucher = z.object({
  id: z.string(),
  voucher_id: z.string(),
  custom_payment_name: z.string().nullable(),
  quarter: z.number().int().nullable(),
  page: z.number().int().nullable(),
  amount: z.number(),
  is_paid: z.boolean(),
  is_due_asap: z.boolean(),
  due_date: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PaymentVoucher = z.infer<typeof PaymentVoucher>;

export const Signer = z.object({ id: z.string(), fname: z.string(), lname: z.string(), email: z.string() });

export const IdentityVerification = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  title: z.string(),
  phone_number: z.string().nullable(),
  status: z.enum(identityStatuses),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  session_created_at: z.string().nullable(),
  /** When staff last checked the signer's phone with a texted code (FA §2.6 2FA code entry), or null. */
  phone_verified_at: z.string().nullable(),
});
export type IdentityVerification = z.infer<typeof IdentityVerification>;

/** The return in full: the delivery admin view, the dialogs, the client's delivery page. */
export const TaxReturnDetail = TaxReturnRow.extend({
  document_name: z.string(),
  path: z.string(),
  page_count: z.number().int().nullable(),
  has_file: z.boolean(),
  /** The DRAFT-stamped copy the client reviews (FA §4.1), while the return is a draft. */
  watermarked_file: z.boolean(),
  locked: z.boolean(),
  e_sign_forms: z.array(ESignForm),
  payment_vouchers: z.array(PaymentVoucher),
  payment: z.object({ status: z.enum(['paid', 'unpaid']) }),
  signers: z.array(Signer),
  tax_return_identity_verifications: z.array(IdentityVerification),
  /** Whether the firm asks signers to verify their identity (FA §4.2). */
  identity_verification_enabled: z.boolean(),
  /** Send to documents (FA §9, or the firm's saved defaults), filled with the return's year. */
  send_to_documents_defaults: z.object({ path: z.string(), subject: z.string(), message: z.string() }),
  /** Moves on every write: a save names the version it was made from. */
  version: z.number().int(),
});
export type TaxReturnDetail = z.infer<typeof TaxReturnDetail>;

export const TaxReturnQuery = z.object({ id: Id, company_id: ReturnCompany });
export const TaxReturnChanged = z.object({ message: z.string(), tax_return: TaxReturnDetail });
export const Message = z.object({ message: z.string() });

/** POST /tax_returns/get_upload_link: where the browser puts the PDF. */
export const TaxReturnUploadLinkInput = PdfUploadLinkInput;
export const TaxReturnUploadLink = PdfUploadLink;

/** POST /tax_returns: upload a return, or replace one (FA §7.7 'Upload or replace a return'). */
export const UploadTaxReturnInput = z.object({
  company_id: Id,
  upload_id: Id,
  document_name: z.string().trim().max(200).optional(),
  tax_year: TaxYear,
  path: z.string().trim().max(500).optional(),
  send_draft: Flag.optional(),
  previous_tax_return_id: Id.optional(),
});
export const TaxReturnUploaded = z.object({ message: z.string(), tax_return: TaxReturnDetail });

/** E-sign forms as the classification saves them: ids of new ones are made by the server. */
export const ESignFormInput = z.object({
  id: Id.optional(),
  form_id: z.string().trim().min(1, text.formNotFound).max(40),
  custom_form_name: ShortText.nullish(),
  pages: z.array(z.number().int().min(1)).min(1, text.pageOutOfRange).max(500),
  wetSignaturesRequired: z.boolean().optional(),
  signatures: z
    .array(
      z.object({
        id: Id.optional(),
        signer_id: Id,
        title: ShortText.optional(),
        isMarkedSigned: z.boolean().optional(),
      }),
    )
    .max(10),
});
export const PaymentVoucherInput = z.object({
  id: Id.optional(),
  voucher_id: z.string().trim().min(1, text.unknownVoucher).max(40),
  custom_payment_name: ShortText.nullish(),
  quarter: z.number().int().min(1).max(4).nullish(),
  page: z.number().int().min(1).nullish(),
  /** Dollars; checked > 0 in the handler with the spec's words, once the return is found. */
  amount: z.number({ error: text.voucherAmountPositive }).max(maxVoucherAmount),
  is_paid: z.boolean().optional(),
  is_due_asap: z.boolean().optional(),
  due_date: IsoDate.nullish(),
});

/** PATCH /tax_returns/{id} (FA §7.7): status, reminder_disabled, payment_vouchers or e_sign_forms. */
export const PatchTaxReturnInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  /** 'sent' sends a classified return to the client; 'finished' and 'completed' are the firm's marks. */
  status: z.enum(taxReturnStatuses).optional(),
  reminder_disabled: Flag.optional(),
  e_sign_forms: z.array(ESignFormInput).max(maxFormsPerReturn).optional(),
  payment_vouchers: z.array(PaymentVoucherInput).max(maxVouchersPerReturn).optional(),
  /** Upload later (FA §2.6, §5.8): a date after today in this year (YYYY-MM-DD); null removes it. */
  upload_later_date: z.string().trim().max(10).nullable().optional(),
  /** The version the screen's copy was read at: a save over a newer one is refused (409). */
  version: z.number().int().min(0).optional(),
});

export const DeleteTaxReturnInput = TaxReturnQuery;

/** POST /tax_returns/{id}/update_identity_verification: staff correct a signer's phone or start over. */
export const UpdateIdentityVerificationInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  verification_id: Id.optional(),
  user_id: Id.optional(),
  phone_number: z.string().trim().max(20).optional(),
  /** Start a new check (the old one is cancelled). */
  reset: Flag.optional(),
});

/** POST /tax_returns/{id}/send_signer_code: text a one-time code to a signer's phone (FA §2.6 2FA code entry). */
// The signer and the code are checked by the handler once the return is found (another firm's id is 404 first).
export const SendSignerCodeInput = z.object({ id: Id, company_id: ReturnCompany, user_id: Id.optional() });
/** POST /tax_returns/{id}/verify_signer_code: the code the signer read back (FA §5.8: at most 6 characters). */
export const VerifySignerCodeInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  user_id: Id.optional(),
  code: z.string().trim().max(6, 'The code has at most 6 characters').optional(),
});

export const SendRemindersInput = TaxReturnQuery;

/** POST /tax_returns/{id}/send_to_documents (FA §7.7; the two save flags' names are ours). */
export const SendToDocumentsInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  subject: z.string().trim().max(maxSubject).optional(),
  message: z.string().trim().max(maxMessage).optional(),
  document_name: z.string().trim().max(200).optional(),
  path: z.string().trim().max(500).optional(),
  save_subject: Flag.optional(),
  save_message: Flag.optional(),
  watermark_enabled: Flag.optional(),
});

export const UpdateInvoicePaidInput = z.object({ id: Id, company_id: ReturnCompany, paid: Flag.optional() });

/** POST /tax_returns/{id}/sign: the client signs one signature of one e-sign form. */
export const SignTaxReturnInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  form_id: Id.optional(),
  signature_id: Id.optional(),
  ...GivenSignature,
});

/** POST /tax_returns/{id}/mark_signed: staff mark one signature (or, with none named, all) signed. */
export const MarkSignedInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  form_id: Id.optional(),
  signature_id: Id.optional(),
  /** false takes a staff mark back (never a client's signature). */
  signed: Flag.optional(),
});

/** POST /tax_returns/{id}/update_voucher_paid: a voucher paid or not (the client or staff). */
export const UpdateVoucherPaidInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  voucher_id: Id.optional(),
  is_paid: Flag.optional(),
});

/** POST /tax_returns/{id}/start_identity_verification: the signing client's check; answers where to go. */
export const StartIdentityVerificationInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  /** Where the check comes back to (a path inside the portal). */
  return_path: z
    .string()
    .max(500)
    .refine((r) => r.startsWith('/') && !r.startsWith('//') && !r.includes('\\'), 'Invalid return path')
    .optional(),
});
export const IdentityVerificationStarted = z.object({
  verification_url: z.string(),
  verification: IdentityVerification,
});

/** POST /tax_returns/{id}/refresh_identity_verification: read the check's result from the provider. */
export const RefreshIdentityVerificationInput = z.object({
  id: Id,
  company_id: ReturnCompany,
  verification_id: Id.optional(),
});

export const VoucherDefinitions = z.object({
  vouchers: z.array(
    z.object({
      voucher_id: z.string(),
      name: z.string(),
      quarter: z.number().int().nullable(),
      due: z.object({ month: z.number().int(), day: z.number().int(), year_offset: z.number().int() }),
    }),
  ),
});
export const FormDefinitions = z.object({
  forms: z.array(
    z.object({
      form_id: z.string(),
      form_name: z.string(),
      jurisdiction: z.string(),
      signers: z.array(z.string()),
    }),
  ),
});
