import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import type { ESignForm } from '@ledgerline/shared/schemas/tax-return-delivery';
import { isSigned } from '@ledgerline/shared/tax-return-counts';
import {
  identityVerificationFlag,
  isDelivered,
  taxReturnAdminText as text,
} from '@ledgerline/shared/tax-return-delivery';
import { fullName } from '@ledgerline/shared/person-name';
import { notificationType } from '@ledgerline/shared/notifications';
import { handle } from '../platform/handle';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { assertCanWrite, freshDetail, openDelivery } from './delivery-context';
import { saveDelivery } from './save-delivery';
import { drawnSignatureKey, keepDrawnSignature, pngOf } from './drawn-signatures';
import { formsOf, verificationsOf, vouchersOf } from './delivery-views';
import { progressOf } from './delivery-progress';
import { getFirm } from './store';

function findSignature(forms: ESignForm[], formId: string | undefined, signatureId: string | undefined) {
  const form = forms.find((f) => f.id === formId);
  const signature = form?.signatures.find((s) => s.id === signatureId);
  if (!form || !signature) throw new NotFound('signature', text.signatureNotFound);
  return { form, signature };
}

export const signTaxReturn = handle(taxReturnRoutes.signTaxReturn, async (ctx) => {
  const { caller, input } = ctx;
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  const forms = formsOf(r);
  const { signature } = findSignature(forms, input.form_id, input.signature_id);
  if (signature.signer_id !== caller.userId) throw new Forbidden(text.notYourSignature);
  assertCanWrite(caller, company);
  if (!isDelivered(r.status)) throw new Conflict(text.notSent);
  if (signature.signatureData) throw new Conflict(text.alreadySigned);
  const kind = input.kind ?? (input.image ? 'drawn' : 'typed');
  const given = kind === 'drawn' ? input.image : input.text;
  if (!given)
    throw new Invalid(text.signatureRequired, { [kind === 'drawn' ? 'image' : 'text']: text.signatureRequired });
  const firm = await getFirm(caller.firmId);
  const verifying = (firm?.preferences as Record<string, unknown> | undefined)?.[identityVerificationFlag] === true;
  const check = verificationsOf(r).find((v) => v.user_id === caller.userId);
  if (verifying && (check?.status !== 'verified' || check.error_code)) throw new Forbidden(text.identityRequired);
  const png = kind === 'drawn' && input.image ? pngOf(input.image) : null;
  if (kind === 'drawn' && !png) throw new Invalid(text.signatureRequired, { image: text.signatureRequired });
  const imageKey = png && r.original_key ? drawnSignatureKey(r.original_key, signature.id) : null;
  if (png && imageKey) await keepDrawnSignature(imageKey, png);
  const at = new Date().toISOString();
  const signed = forms.map((f) => ({
    ...f,
    signatures: f.signatures.map((s) =>
      s.id === signature.id
        ? {
            ...s,
            signatureData: {
              kind,
              text: kind === 'typed' ? (input.text ?? null) : null,
              image: null,
              image_key: imageKey,
              signed_at: at,
              ip: ctx.ip || null,
              user_agent: ctx.userAgent ? ctx.userAgent.slice(0, 500) : null,
              identity_status: verifying ? (check?.status ?? null) : null,
              identity_verification_id: verifying ? (check?.id ?? null) : null,
            },
          }
        : s,
    ),
  }));
  const me = await saveDelivery(
    caller,
    company,
    r,
    { e_sign_forms: signed, last_signed_at: at, ...progressOf(r, signed, vouchersOf(r), Boolean(r.invoice_paid)) },
    'Signed by the client',
  );
  const name = fullName(me) || company.name;
  await staffToNotify(caller.firmId, { companyId: company.companyId }, notificationType.taxReturn)
    .then((to) =>
      notifyUsers(caller.firmId, to, {
        text: `${name} signed the ${r.tax_year} tax return`,
        client_name: company.name,
        link: `/tax-return-delivery-admin-view/${r.taxReturnId}?companyId=${company.companyId}`,
        type: notificationType.taxReturn,
        company_id: company.companyId,
      }),
    )
    .catch((e: Error) => log('error', 'tax return notification failed', { firmId: caller.firmId, error: e.message }));
  return { message: text.signed, tax_return: await freshDetail(caller, company, r.taxReturnId) };
});

export const markTaxReturnSigned = handle(taxReturnRoutes.markTaxReturnSigned, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  assertCanWrite(caller, company);
  if (!isDelivered(r.status)) throw new Conflict(text.notSent);
  const forms = formsOf(r);
  const on = input.signed ?? true;
  let marked: ESignForm[];
  let message: string;
  if (input.form_id || input.signature_id) {
    const { signature } = findSignature(forms, input.form_id, input.signature_id);
    // FA §4.3: staff mark only while the client has not signed.
    if (signature.signatureData) throw new Conflict(text.alreadySigned);
    marked = forms.map((f) => ({
      ...f,
      signatures: f.signatures.map((s) => (s.id === signature.id ? { ...s, isMarkedSigned: on } : s)),
    }));
    message = text.signatureUpdated;
  } else {
    if (!on) throw new Invalid(text.badStatus);
    if (forms.every((f) => f.signatures.every(isSigned))) throw new Conflict(text.nothingToRemind);
    marked = forms.map((f) => ({
      ...f,
      signatures: f.signatures.map((s) => (s.signatureData ? s : { ...s, isMarkedSigned: true })),
    }));
    message = text.allMarkedSigned;
  }
  await saveDelivery(
    caller,
    company,
    r,
    { e_sign_forms: marked, ...progressOf(r, marked, vouchersOf(r), Boolean(r.invoice_paid)) },
    message === text.allMarkedSigned
      ? 'All signatures marked as signed'
      : on
        ? 'Signature marked as signed'
        : 'Signature mark removed',
  );
  return { message, tax_return: await freshDetail(caller, company, r.taxReturnId) };
});

export const updateVoucherPaid = handle(taxReturnRoutes.updateVoucherPaid, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  const vouchers = vouchersOf(r);
  const voucher = vouchers.find((v) => v.id === input.voucher_id);
  if (!voucher) throw new NotFound('voucher', text.voucherNotFound);
  assertCanWrite(caller, company);
  if (!isDelivered(r.status)) throw new Conflict(text.notSent);
  const paid = input.is_paid ?? true;
  const at = new Date().toISOString();
  const next = vouchers.map((v) => (v.id === voucher.id ? { ...v, is_paid: paid, paid_at: paid ? at : null } : v));
  await saveDelivery(
    caller,
    company,
    r,
    { payment_vouchers: next, ...progressOf(r, formsOf(r), next, Boolean(r.invoice_paid)) },
    `${paid ? 'Payment made' : 'Payment unmarked'}: ${voucher.custom_payment_name || voucher.voucher_id} $${voucher.amount}`,
  );
  return { message: text.voucherUpdated, tax_return: await freshDetail(caller, company, r.taxReturnId) };
});

export const updateInvoicePaidStatus = handle(taxReturnRoutes.updateInvoicePaidStatus, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  const paid = input.paid ?? true;
  // A client can say they paid; only the firm takes a payment back.
  if (!caller.isAdvisor && !paid) throw new Forbidden(text.updateFailed);
  assertCanWrite(caller, company);
  if (!isDelivered(r.status)) throw new Conflict(text.notSent);
  await saveDelivery(
    caller,
    company,
    r,
    { invoice_paid: paid, ...progressOf(r, formsOf(r), vouchersOf(r), paid) },
    paid ? 'Invoice paid' : 'Invoice marked unpaid',
  );
  return { message: text.invoiceUpdated, tax_return: await freshDetail(caller, company, r.taxReturnId) };
});
