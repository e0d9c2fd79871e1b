/** How the delivery screens write amounts, due dates and the names of forms and vouchers. */
import { voucherDefinition } from '@ledgerline/shared/tax-return-delivery';
import type { ESignForm, PaymentVoucher } from '../../api/tax-return-delivery';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (amount: number) => usd.format(amount);

export const formName = (f: Pick<ESignForm, 'custom_form_name' | 'form_name' | 'form_id'>) =>
  f.custom_form_name?.trim() || `Form ${f.form_id}: ${f.form_name}`;

export const voucherName = (v: Pick<PaymentVoucher, 'custom_payment_name' | 'voucher_id'>) =>
  v.custom_payment_name?.trim() || voucherDefinition(v.voucher_id)?.name || v.voucher_id;
