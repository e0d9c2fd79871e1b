/**
 * What the directory lists of a tax return (the firm's tax returns table, FA §2.6, §7.7) and of a signature request
 * (FA §2.7): the image their rows are computed from (directory.ts). Each is listed with its entity's name and its
 * entity's primary owner's assigned firm user and group, so a change of those reindexes them (directory.ts). Pure.
 */
import { deliveryCounts } from '@ledgerline/shared/tax-return-counts';
import {
  identityLabel,
  statusGroupOf,
  taxReturnStatusLabel,
  type TaxReturnStatus,
} from '@ledgerline/shared/tax-return-delivery';
import type { CompanyItem } from './data/entities/company';
import type { UserItem } from './data/entities/user';
import type { TaxReturnItem } from './data/entities/tax-return';
import type { SignatureRequestItem } from './data/entities/signature-request';
import { deliveryRef, dim, yearState, type DirectoryImage } from './directory-keys';
import { maxWordsPerItem } from './directory-images';
import { searchWords } from './search-words';

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
/** Counts sort as text: padded so 10 comes after 9. */
const padded = (n: number) => String(Math.max(0, n)).padStart(5, '0');

type Verification = { status: string; error_code?: string | null };

/** The identity column (FA §2.6): the least advanced signer's check, or '' when nobody started one. */
export function returnIdentityStatus(r: Pick<TaxReturnItem, 'identity_verifications'>): string | null {
  const checks = (r.identity_verifications ?? []) as Verification[];
  if (!checks.length) return null;
  const order = ['failed', 'canceled', 'requires_input', 'not_started', 'processing', 'verified'];
  const rank = (v: Verification) => (v.error_code ? 0 : Math.max(0, order.indexOf(v.status)));
  return identityLabel(checks.reduce((a, b) => (rank(b) < rank(a) ? b : a)));
}

export function taxReturnImage(
  r: TaxReturnItem,
  company: CompanyItem | null,
  primary: UserItem | null,
  advisor: UserItem | null,
): DirectoryImage {
  const active = !company?.inactive;
  const status = (r.status ?? 'processing') as TaxReturnStatus;
  const counts = deliveryCounts((r.e_sign_forms ?? []) as never[], (r.payment_vouchers ?? []) as never[]);
  const base = r.deleted_at || company?.deleted_at ? 'deleted' : active ? 'active' : 'inactive';
  return {
    id: deliveryRef(r.companyId, r.taxReturnId),
    state: yearState(base, r.tax_year),
    active,
    dims: [
      dim.returnStatus(status),
      dim.returnGroup(statusGroupOf(status)),
      dim.reminderDisabled(Boolean(r.reminder_disabled)),
      dim.reminderSent(Boolean(r.last_reminder_sent_at)),
      // Only a return with vouchers has payments made or not.
      ...(counts.total_payment_count ? [dim.paymentsMade(counts.all_paid)] : []),
      ...(primary?.assigned_advisor_id ? [dim.advisor(primary.assigned_advisor_id)] : []),
      ...(primary?.firm_group_id ? [dim.group(primary.firm_group_id)] : []),
    ],
    sort: {
      updated_at: r.updated_at ?? r.created_at ?? '',
      company_name: lower(company?.name),
      tax_year: String(r.tax_year),
      tax_return_name: lower(r.tax_return_name),
      current_status: lower(taxReturnStatusLabel[status] ?? status),
      // Most still to sign (or pay) last in ascending order: what is done sorts first.
      signatures: padded(counts.total_signature_count - counts.signed_signature_count),
      payments: padded(counts.total_payment_count - counts.paid_payment_count),
      last_signed_at: r.last_signed_at ?? '',
      last_reminder_sent_at: r.last_reminder_sent_at ?? '',
      assigned_advisor: advisor ? `${lower(advisor.fname)} ${lower(advisor.lname)}`.trim() : '',
      reminder_disabled: r.reminder_disabled ? '1' : '0',
      identity_verification_status: lower(returnIdentityStatus(r)),
    },
    words: searchWords([
      r.tax_return_name,
      String(r.tax_year),
      company?.name ?? '',
      primary?.fname ?? '',
      primary?.lname ?? '',
      primary?.email ?? '',
    ]).slice(0, maxWordsPerItem),
  };
}

export function signatureRequestImage(
  s: SignatureRequestItem,
  company: CompanyItem | null,
  primary: UserItem | null,
): DirectoryImage {
  const active = !company?.inactive;
  return {
    id: deliveryRef(s.companyId, s.signatureRequestId),
    state: s.deleted_at || company?.deleted_at ? 'deleted' : 'active',
    active,
    dims: [
      ...(primary?.assigned_advisor_id ? [dim.advisor(primary.assigned_advisor_id)] : []),
      ...(primary?.firm_group_id ? [dim.group(primary.firm_group_id)] : []),
    ],
    sort: { updated_at: s.updated_at ?? s.created_at ?? '' },
    words: searchWords([s.document_name, String(s.tax_year), company?.name ?? '']).slice(0, maxWordsPerItem),
  };
}
