import { describe, expect, it } from 'vitest';
import type { PaymentVoucher } from '../../api/tax-return-delivery';
import { amountError, voucherName, vouchersPatch } from './voucher-rules';

const voucher: PaymentVoucher = {
  id: 'v1',
  voucher_id: '1040-ES-Q1',
  custom_payment_name: null,
  quarter: 1,
  page: 3,
  amount: 250,
  is_paid: false,
  is_due_asap: false,
  due_date: '2026-04-15',
  paid_at: null,
};

describe('payment voucher rules', () => {
  it('an amount must be a number greater than 0', () => {
    for (const bad of ['', '0', '-5', 'abc', '  ']) expect(amountError(bad)).toBe('Amount must be greater than 0');
    expect(amountError('0.01')).toBeNull();
    expect(amountError('1200')).toBeNull();
  });
  it('a voucher is named by its custom name, else its definition', () => {
    expect(voucherName(voucher)).toBe('Form 1040-ES Estimated Tax - Quarter 1');
    expect(voucherName({ ...voucher, custom_payment_name: 'City tax' })).toBe('City tax');
  });
  it('the patch carries every voucher with the amounts and paid flags typed', () => {
    const [v] = vouchersPatch([voucher], { v1: { amount: '300.50', is_paid: true } });
    expect(v).toMatchObject({
      id: 'v1',
      voucher_id: '1040-ES-Q1',
      amount: 300.5,
      is_paid: true,
      due_date: '2026-04-15',
    });
  });
});
