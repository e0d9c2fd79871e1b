/**
 * What a row of the table offers (FA §2.6, §4.1): opening it, and the actions menu's entries for its status.
 * Pure, so the rules read in one place.
 */
import {
  canReplace,
  classifiableStatuses,
  isDelivered,
  stillProcessing,
  type TaxReturnStatus,
} from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';

/** Where a click on a return leads. */
export type OpenTarget = 'processing' | 'draft' | 'admin-view';

/** A return still being read opens nothing; a draft (or one whose changes were asked for) opens the draft dialog. */
export function openTarget(row: Pick<TaxReturnRow, 'status'>): OpenTarget {
  if (stillProcessing(row.status)) return 'processing';
  if (row.status === 'draft' || row.status === 'change_requested') return 'draft';
  return 'admin-view';
}

/** The delivery admin view of a return (FA §2.6); `embedded` for the draft dialog's frame. */
export function adminViewPath(row: Pick<TaxReturnRow, 'id' | 'company_id'>, embedded = false): string {
  const q = new URLSearchParams({ companyId: row.company_id });
  if (embedded) q.set('embedded', '1');
  return `/tax-return-delivery-admin-view/${encodeURIComponent(row.id)}?${q}`;
}

export type RowAction =
  | 'classify'
  | 'upload'
  | 'replace'
  | 'upload_later'
  | 'reminders'
  | 'vouchers'
  | 'signatures'
  | 'identity'
  | 'invoice'
  | 'finished'
  | 'documents'
  | 'activity'
  | 'assignments'
  | 'owners'
  | 'delete';

/**
 * The actions menu of a row, in order: only what the return's status allows. The entity's client assignment and
 * owners, whatever the status, only for those who may change them (`mayReassign`: partner and full users, FA §6).
 */
export function rowActions(row: TaxReturnRow, identityOn: boolean, mayReassign = false): RowAction[] {
  const delivered = isDelivered(row.status);
  const out: RowAction[] = [];
  if ((classifiableStatuses as readonly TaxReturnStatus[]).includes(row.status)) out.push('classify');
  out.push('upload');
  // A return waiting for a new file may have a date the firm promises it by (FA §2.6 upload later).
  if (canReplace(row)) out.push('replace', 'upload_later');
  if (delivered) out.push('reminders');
  if (row.total_payment_count > 0) out.push('vouchers');
  if (row.total_signature_count > 0) out.push('signatures');
  if (identityOn && row.total_signature_count > 0) out.push('identity');
  if (delivered) out.push('invoice');
  if (delivered && row.status !== 'finished') out.push('finished');
  if (delivered) out.push('documents');
  out.push('activity');
  if (mayReassign) out.push('assignments', 'owners');
  out.push('delete');
  return out;
}
