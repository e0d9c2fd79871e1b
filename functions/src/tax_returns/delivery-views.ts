/**
 * A tax return as the firm's table (FA §2.6), the delivery admin view and the client's delivery page show it (FA §3.5):
 * computed from the item, its entity and the people around it. Pure.
 */
import type * as z from 'zod';
import type {
  ESignForm,
  IdentityVerification,
  PaymentVoucher,
  TaxReturnDetail,
  TaxReturnRow,
  Signer,
} from '@ledgerline/shared/schemas/tax-return-delivery';
import { deliveryCounts } from '@ledgerline/shared/tax-return-counts';
import {
  defaultDocumentsMessage,
  defaultDocumentsPath,
  defaultDocumentsSubject,
  documentsDefaultsPreferences,
  fillYear,
  identityVerificationFlag,
  paymentSummary,
  signatureSummary,
  taxReturnStatusLabel,
  type TaxReturnStatus,
} from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';
import type { CompanyItem } from '../platform/data/entities/company';
import { returnIdentityStatus } from '../platform/directory-delivery-images';

export const formsOf = (r: Pick<TaxReturnItem, 'e_sign_forms'>) => (r.e_sign_forms ?? []) as ESignForm[];
export const vouchersOf = (r: Pick<TaxReturnItem, 'payment_vouchers'>) =>
  (r.payment_vouchers ?? []) as PaymentVoucher[];
/** What the item keeps of each identity check: the view's fields and the provider's session id. */
export type StoredVerification = Omit<IdentityVerification, 'phone_verified_at'> & {
  session_id: string | null;
  phone_verified_at?: string | null;
  /** The pending texted code (FA §2.6 2FA code entry): its hash, when it went out and the wrong tries so far. */
  code_hash?: string | null;
  code_sent_at?: string | null;
  code_attempts?: number;
};
export const verificationsOf = (r: Pick<TaxReturnItem, 'identity_verifications'>) =>
  (r.identity_verifications ?? []) as StoredVerification[];

/** A check as screens see it: never the provider's session nor the pending code's hash. */
export function shownVerification(v: StoredVerification): IdentityVerification {
  const { session_id: _s, code_hash: _h, code_sent_at: _c, code_attempts: _a, ...shown } = v;
  return { ...shown, phone_verified_at: v.phone_verified_at ?? null };
}

export function taxReturnRow(
  r: TaxReturnItem,
  company: Pick<CompanyItem, 'name' | 'hash_id' | 'external_entity_id'> | null,
  advisor: { id: string; name: string } | null,
): TaxReturnRow {
  const status = r.status as TaxReturnStatus;
  const counts = deliveryCounts(formsOf(r), vouchersOf(r));
  return {
    id: r.taxReturnId,
    company_id: r.companyId,
    company_name: company?.name ?? '',
    company_hash: company?.hash_id ?? '',
    tax_year: r.tax_year,
    tax_return_name: r.tax_return_name,
    status,
    current_status: taxReturnStatusLabel[status] ?? r.status,
    draft_status: r.draft_status ?? null,
    draft_comment: r.draft_comment ?? null,
    reminder_disabled: Boolean(r.reminder_disabled),
    all_signed: counts.all_signed,
    all_paid: counts.all_paid,
    total_signature_count: counts.total_signature_count,
    signed_signature_count: counts.signed_signature_count,
    total_payment_count: counts.total_payment_count,
    paid_payment_count: counts.paid_payment_count,
    signature_summary: signatureSummary(counts.total_signature_count, counts.signed_signature_count),
    payment_summary: paymentSummary(counts.total_payment_count, counts.paid_payment_count),
    invoice_paid: Boolean(r.invoice_paid),
    assigned_advisor_id: advisor?.id ?? null,
    assigned_advisor_name: advisor?.name ?? null,
    external_entity_id: company?.external_entity_id ?? null,
    identity_verification_status: returnIdentityStatus(r),
    error_message: r.error_message ?? null,
    updated_at: r.updated_at ?? r.created_at ?? '',
    last_signed_at: r.last_signed_at ?? null,
    last_reminder_sent_at: r.last_reminder_sent_at ?? null,
    upload_later_date: r.upload_later_date ?? null,
  };
}

/** A client sees what was recorded with their own signatures, not where others signed from. */
function formsFor(forms: ESignForm[], viewerId: string | null): ESignForm[] {
  if (viewerId === null) return forms;
  return forms.map((f) => ({
    ...f,
    signatures: f.signatures.map((s) =>
      s.signer_id === viewerId || !s.signatureData
        ? s
        : { ...s, signatureData: { ...s.signatureData, ip: null, user_agent: null, image: null } },
    ),
  }));
}

export function taxReturnDetail(
  r: TaxReturnItem,
  company: Pick<CompanyItem, 'name' | 'hash_id' | 'external_entity_id'> | null,
  advisor: { id: string; name: string } | null,
  signers: z.infer<typeof Signer>[],
  preferences: Record<string, unknown>,
  /** The client looking (null: staff). */
  viewerId: string | null,
): TaxReturnDetail {
  const pref = (key: string) => {
    const v = preferences[key];
    return typeof v === 'string' && v.trim() ? v : null;
  };
  const year = r.tax_year;
  const verifications = verificationsOf(r)
    .filter((v) => viewerId === null || v.user_id === viewerId)
    .map(shownVerification);
  return {
    ...taxReturnRow(r, company, advisor),
    document_name: r.document_name ?? r.tax_return_name,
    path: r.path ?? defaultDocumentsPath(year),
    page_count: r.page_count ?? null,
    has_file: Boolean(r.file_key),
    watermarked_file: Boolean(r.file_key && r.original_key && r.file_key !== r.original_key),
    locked: Boolean(r.locked),
    e_sign_forms: formsFor(formsOf(r), viewerId),
    payment_vouchers: vouchersOf(r),
    payment: { status: r.invoice_paid ? 'paid' : 'unpaid' },
    signers,
    tax_return_identity_verifications: verifications,
    identity_verification_enabled: preferences[identityVerificationFlag] === true,
    send_to_documents_defaults: {
      path: fillYear(pref(documentsDefaultsPreferences.path) ?? defaultDocumentsPath(year), year),
      subject: fillYear(pref(documentsDefaultsPreferences.subject) ?? defaultDocumentsSubject(year), year),
      message: fillYear(pref(documentsDefaultsPreferences.message) ?? defaultDocumentsMessage, year),
    },
    version: r.version ?? 0,
  };
}
