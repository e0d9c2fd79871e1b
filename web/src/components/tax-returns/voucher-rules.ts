/** The Update payment vouchers dialog's rules (FA §5.8): names, due dates, and the amount check. */
import { taxReturnAdminText as spec, voucherDefinition } from '@ledgerline/shared/tax-return-delivery';
import type { PaymentVoucher, TaxReturnPatch } from '../../api/tax-return-delivery';

/** What the dialog edits of a voucher: its amount as typed, and whether it is paid. */
export interface VoucherDraft {
  amount: string;
  is_paid: boolean;
}

export const voucherName = (v: Pick<PaymentVoucher, 'voucher_id' | 'custom_payment_name'>) =>
  v.custom_payment_name || voucherDefinition(v.voucher_id)?.name || v.voucher_id;

/** 'Amount must be greater than 0' for an amount that is not a number above zero; null when it is. */
export function amountError(typed: string): string | null {
  const n = Number(typed.trim());
  return typed.trim() !== '' && Number.isFinite(n) && n > 0 ? null : spec.amountPositive;
}

/** The vouchers as PATCH payment_vouchers takes them: every voucher, with the dialog's amounts and paid flags. */
export function vouchersPatch(
  vouchers: readonly PaymentVoucher[],
  drafts: Readonly<Record<string, VoucherDraft>>,
): NonNullable<TaxReturnPatch['payment_vouchers']> {
  return vouchers.map((v) => {
    const d = drafts[v.id];
    return {
      id: v.id,
      voucher_id: v.voucher_id,
      custom_payment_name: v.custom_payment_name,
      quarter: v.quarter,
      page: v.page,
      amount: d ? Number(d.amount) : v.amount,
      is_paid: d ? d.is_paid : v.is_paid,
      is_due_asap: v.is_due_asap,
      due_date: v.due_date,
    };
  });
}
