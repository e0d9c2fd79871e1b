import { describe, expect, it } from 'vitest';
import type { ESignForm } from '@ledgerline/shared/schemas/tax-return-delivery';
import { ClassificationError, classifyForms, classifyVouchers } from './classification';

let n = 0;
const newId = () => `id${++n}`;
const signers = [
  { id: 'tia', fname: 'Tia', lname: 'Taxpayer' },
  { id: 'sam', fname: 'Sam', lname: 'Spouse' },
];

describe('classification (FA §2.6, §5.8)', () => {
  it('an 8879 names its form, its pages in order and a signature per signer with their role as title', () => {
    const [form] = classifyForms(
      [{ form_id: '8879', pages: [4, 3, 4], signatures: [{ signer_id: 'tia' }, { signer_id: 'sam' }] }],
      [],
      { pageCount: 4, signers, newId },
    );
    expect(form).toMatchObject({ form_id: '8879', form_name: 'IRS e-file Signature Authorization', pages: [3, 4] });
    expect(form!.signatures.map((s) => [s.name, s.title, s.signatureData])).toEqual([
      ['Tia Taxpayer', 'Taxpayer', null],
      ['Sam Spouse', 'Spouse', null],
    ]);
  });

  it('a save never changes what the client signed', () => {
    const signed: ESignForm = {
      id: 'f1',
      form_id: '8879',
      form_name: 'x',
      custom_form_name: null,
      pages: [2],
      wetSignaturesRequired: false,
      signatures: [
        {
          id: 's1',
          signer_id: 'tia',
          name: 'Tia Taxpayer',
          title: 'Taxpayer',
          isMarkedSigned: false,
          signatureData: {
            kind: 'typed',
            text: 'Tia',
            image: null,
            signed_at: '2026-01-01T00:00:00Z',
            ip: '1.2.3.4',
            user_agent: 'ua',
            identity_status: null,
            identity_verification_id: null,
          },
        },
      ],
    };
    const [form] = classifyForms(
      [{ id: 'f1', form_id: '8879', pages: [2], signatures: [{ id: 's1', signer_id: 'sam', isMarkedSigned: true }] }],
      [signed],
      { pageCount: 2, signers, newId },
    );
    expect(form!.signatures[0]).toEqual(signed.signatures[0]);
  });

  it('refuses pages past the end, unknown forms and signers who are not owners', () => {
    const ctx = { pageCount: 2, signers, newId };
    expect(() => classifyForms([{ form_id: '8879', pages: [3], signatures: [] }], [], ctx)).toThrow(
      ClassificationError,
    );
    expect(() => classifyForms([{ form_id: 'NOPE', pages: [1], signatures: [] }], [], ctx)).toThrow('Unknown form');
    expect(() =>
      classifyForms([{ form_id: '8879', pages: [1], signatures: [{ signer_id: 'stranger' }] }], [], ctx),
    ).toThrow('A signer must be an owner of the entity');
  });

  it("a voucher's amount must be greater than 0; its due date defaults to the definition's", () => {
    const ctx = { pageCount: 3, taxYear: 2025, newId, now: '2026-02-01T00:00:00Z' };
    expect(() => classifyVouchers([{ voucher_id: '1040-ES-Q1', amount: 0 }], [], ctx)).toThrow(
      'Voucher amount must be greater than 0',
    );
    const [v] = classifyVouchers([{ voucher_id: '1040-ES-Q3', amount: 99.999 }], [], ctx);
    expect(v).toMatchObject({ quarter: 3, amount: 100, due_date: '2026-09-15', is_paid: false, paid_at: null });
    const [asap] = classifyVouchers([{ voucher_id: '1040-V', amount: 5, is_due_asap: true }], [], ctx);
    expect(asap!.due_date).toBeNull();
  });
});
