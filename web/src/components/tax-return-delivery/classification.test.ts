import { describe, expect, it } from 'vitest';
import { taxReturnAdminText, voucherDefinition, formDefinition } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnDetail } from '../../api/tax-return-delivery';
import {
  classificationBody,
  formatPages,
  formErrors,
  formsFrom,
  newForm,
  newVoucher,
  parseAmount,
  parsePages,
  voucherErrors,
} from './classification';

const signers = [
  { id: 'u1', fname: 'Tia', lname: 'Taxpayer', email: 'tia@example.com' },
  { id: 'u2', fname: 'Sam', lname: 'Spouse', email: 'sam@example.com' },
];

describe('pages of an e-sign form', () => {
  it('reads a page, a range and a list, within the return', () => {
    expect(parsePages('3', 5)).toEqual({ pages: [3] });
    expect(parsePages('3-4', 5)).toEqual({ pages: [3, 4] });
    expect(parsePages(' 5, 1 - 2 ', 5)).toEqual({ pages: [1, 2, 5] });
  });
  it('refuses what is not a page of the return', () => {
    expect(parsePages('', 5)).toHaveProperty('error');
    expect(parsePages('0', 5)).toEqual({ error: 'Pages must be between 1 and 5' });
    expect(parsePages('4-6', 5)).toEqual({ error: 'Pages must be between 1 and 5' });
    expect(parsePages('4-3', 5)).toHaveProperty('error');
    expect(parsePages('three', 5)).toHaveProperty('error');
  });
  it('writes pages back as ranges', () => {
    expect(formatPages([6, 3, 4])).toBe('3-4, 6');
    expect(formatPages([2])).toBe('2');
  });
});

describe('a voucher amount', () => {
  it('reads dollars as typed', () => {
    expect(parseAmount('1,250.50')).toBe(1250.5);
    expect(parseAmount('$40')).toBe(40);
    expect(parseAmount('abc')).toBeNaN();
  });
  it('must be greater than 0 (FA §5.8)', () => {
    const v = { ...newVoucher(voucherDefinition('1040-ES-Q1'), 2025), amount: '0' };
    expect(voucherErrors(v, 5).amount).toBe(taxReturnAdminText.amountPositive);
    expect(voucherErrors({ ...v, amount: '' }, 5).amount).toBe(taxReturnAdminText.amountPositive);
    expect(voucherErrors({ ...v, amount: '12' }, 5)).toEqual({});
  });
});

describe('a new voucher', () => {
  it('takes its quarter and usual due date from its definition', () => {
    const v = newVoucher(voucherDefinition('1040-ES-Q4'), 2025);
    expect(v.quarter).toBe('4');
    expect(v.due_date).toBe('2027-01-15');
  });
});

describe('a new e-sign form', () => {
  it('asks one signature per signer role, the owners in order', () => {
    const f = newForm(formDefinition('8879') as never, signers);
    expect(f.signatures.map((s) => [s.role, s.signer_id, s.title])).toEqual([
      ['taxpayer', 'u1', 'Taxpayer'],
      ['spouse', 'u2', 'Spouse'],
    ]);
    expect(formErrors(f, 5).pages).toBeDefined();
  });
  it('leaves out a role no owner is left for', () => {
    const f = { ...newForm(formDefinition('8879') as never, signers.slice(0, 1)), pages: '5' };
    const body = classificationBody([f], [], 5);
    expect(body.e_sign_forms[0]).toMatchObject({ form_id: '8879', pages: [5], signatures: [{ signer_id: 'u1' }] });
  });
});

describe('the saved classification', () => {
  it('comes back as drafts and saves unchanged', () => {
    const detail = {
      e_sign_forms: [
        {
          id: 'f1',
          form_id: '8879',
          form_name: 'IRS e-file Signature Authorization',
          custom_form_name: null,
          pages: [4, 5],
          wetSignaturesRequired: false,
          signatures: [
            {
              id: 's1',
              signer_id: 'u1',
              name: 'Tia Taxpayer',
              title: 'Taxpayer',
              signatureData: null,
              isMarkedSigned: false,
            },
          ],
        },
      ],
      payment_vouchers: [],
    } as unknown as TaxReturnDetail;
    const forms = formsFrom(detail, [formDefinition('8879') as never]);
    expect(forms[0]!.pages).toBe('4-5');
    expect(forms[0]!.signatures.map((s) => s.role)).toEqual(['taxpayer', 'spouse']);
    expect(classificationBody(forms, [], 5).e_sign_forms).toEqual([
      {
        id: 'f1',
        form_id: '8879',
        custom_form_name: null,
        pages: [4, 5],
        wetSignaturesRequired: false,
        signatures: [{ id: 's1', signer_id: 'u1', title: 'Taxpayer', isMarkedSigned: false }],
      },
    ]);
  });
});
