/**
 * The classification's rules (FA §2.6 delivery admin view, §5.8): what staff send for a return's e-sign forms and
 * payment vouchers, checked and turned into what the return keeps. Forms name a known definition, pages inside the
 * return, and signers among the entity's owners; vouchers a known definition and an amount above 0. A client's
 * signature is never changed by a save: a signature kept by id keeps what the client gave. Pure.
 */
import type * as z from 'zod';
import type {
  ESignForm,
  ESignFormInput,
  PaymentVoucher,
  PaymentVoucherInput,
} from '@ledgerline/shared/schemas/tax-return-delivery';
import {
  formDefinition,
  taxReturnAdminText as text,
  voucherDefinition,
  voucherDueDate,
} from '@ledgerline/shared/tax-return-delivery';

export class ClassificationError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'ClassificationError';
  }
}

type FormIn = z.output<typeof ESignFormInput>;
type VoucherIn = z.output<typeof PaymentVoucherInput>;
type SignerRef = { id: string; fname: string; lname: string };

const roleTitle: Record<string, string> = {
  taxpayer: 'Taxpayer',
  spouse: 'Spouse',
  officer: 'Officer',
  partner: 'Partner',
  fiduciary: 'Fiduciary',
};

export function classifyForms(
  input: FormIn[],
  before: ESignForm[],
  ctx: { pageCount: number | null; signers: SignerRef[]; newId: () => string },
): ESignForm[] {
  const old = new Map(before.map((f) => [f.id, f]));
  const signerById = new Map(ctx.signers.map((s) => [s.id, s]));
  return input.map((f, i) => {
    const def = formDefinition(f.form_id);
    if (!def) throw new ClassificationError(text.formNotFound, `e_sign_forms.${i}.form_id`);
    const pages = [...new Set(f.pages)].sort((a, b) => a - b);
    if (ctx.pageCount !== null && pages.some((p) => p > ctx.pageCount!))
      throw new ClassificationError(text.pageOutOfRange, `e_sign_forms.${i}.pages`);
    const was = f.id ? old.get(f.id) : undefined;
    const oldSignatures = new Map((was?.signatures ?? []).map((s) => [s.id, s]));
    return {
      id: was?.id ?? ctx.newId(),
      form_id: def.form_id,
      form_name: def.form_name,
      custom_form_name: f.custom_form_name || null,
      pages,
      wetSignaturesRequired: Boolean(f.wetSignaturesRequired),
      signatures: f.signatures.map((s, j) => {
        const signer = signerById.get(s.signer_id);
        if (!signer) throw new ClassificationError(text.signerNotOwner, `e_sign_forms.${i}.signatures.${j}.signer_id`);
        const kept = s.id ? oldSignatures.get(s.id) : undefined;
        // What the client signed stays theirs: same signer, same data; staff's mark only while unsigned.
        if (kept?.signatureData) return kept;
        return {
          id: kept?.id ?? ctx.newId(),
          signer_id: signer.id,
          name: `${signer.fname} ${signer.lname}`.trim(),
          title: s.title || roleTitle[def.signers[j] ?? 'taxpayer'] || 'Taxpayer',
          signatureData: null,
          isMarkedSigned: Boolean(s.isMarkedSigned ?? kept?.isMarkedSigned),
        };
      }),
    };
  });
}

export function classifyVouchers(
  input: VoucherIn[],
  before: PaymentVoucher[],
  ctx: { pageCount: number | null; taxYear: number; newId: () => string; now: string },
): PaymentVoucher[] {
  const old = new Map(before.map((v) => [v.id, v]));
  return input.map((v, i) => {
    const def = voucherDefinition(v.voucher_id);
    if (!def) throw new ClassificationError(text.unknownVoucher, `payment_vouchers.${i}.voucher_id`);
    if (!(v.amount > 0)) throw new ClassificationError(text.voucherAmountPositive, `payment_vouchers.${i}.amount`);
    if (v.page != null && ctx.pageCount !== null && v.page > ctx.pageCount)
      throw new ClassificationError(text.pageOutOfRange, `payment_vouchers.${i}.page`);
    const was = v.id ? old.get(v.id) : undefined;
    const isPaid = v.is_paid ?? was?.is_paid ?? false;
    return {
      id: was?.id ?? ctx.newId(),
      voucher_id: def.voucher_id,
      custom_payment_name: v.custom_payment_name || null,
      quarter: v.quarter ?? def.quarter,
      page: v.page ?? null,
      amount: Math.round(v.amount * 100) / 100,
      is_paid: isPaid,
      is_due_asap: Boolean(v.is_due_asap),
      due_date: v.due_date ?? (v.is_due_asap ? null : voucherDueDate(def, ctx.taxYear)),
      paid_at: isPaid ? (was?.paid_at ?? ctx.now) : null,
    };
  });
}
