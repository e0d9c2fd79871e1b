/**
 * The signer's code check (FA §2.6 '2FA code entry', §5.8 'at most 6 characters'): on a call with a signer, staff
 * text a one-time code to the signer's phone and type what the signer reads back, so the firm knows who it speaks
 * with before it helps them sign. A passed check is kept on the signer's identity verification (phone_verified_at)
 * and in the activity log. Codes are stored hashed, live 10 minutes, and allow 5 wrong tries.
 */
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { signerCodeRules, taxReturnAdminText as text } from '@ledgerline/shared/tax-return-delivery';
import { handle } from '../platform/handle';
import { Invalid, TooMany, Unavailable, Unprocessable } from '../platform/errors';
import { constantTimeEqual, newVerificationCode, sha256 } from '../platform/auth/secrets';
import { sendSms, SmsFailed } from '../platform/adapters/sms';
import { assertCanWrite, freshDetail, openDelivery } from './delivery-context';
import { verificationsOf, type StoredVerification } from './delivery-views';
import { assertVerifying, saveVerifications, signerVerification } from './identity';
import { getFirm } from './store';

const secondsSince = (iso: string | null | undefined, now: number) =>
  iso ? (now - Date.parse(iso)) / 1000 : Number.POSITIVE_INFINITY;

/** The replacement list: the signer's check put in (or added). */
const withCheck = (all: StoredVerification[], found: StoredVerification | undefined, next: StoredVerification) =>
  found ? all.map((v) => (v.id === found.id ? next : v)) : [...all, next];

export const sendSignerCode = handle(taxReturnRoutes.sendSignerCode, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  await assertVerifying(caller.firmId);
  assertCanWrite(caller, company);
  if (!input.user_id) throw new Invalid(text.signerRequired, { user_id: text.signerRequired });
  const all = verificationsOf(r);
  const { found, target } = await signerVerification(company, all, { user_id: input.user_id });
  if (!target.phone_number) throw new Unprocessable(text.noSignerPhone);
  const now = Date.now();
  if (secondsSince(target.code_sent_at, now) < signerCodeRules.resendAfterSeconds) throw new TooMany(text.codeTooSoon);
  const code = newVerificationCode();
  const next: StoredVerification = {
    ...target,
    code_hash: sha256(code),
    code_sent_at: new Date(now).toISOString(),
    code_attempts: 0,
  };
  // Saved before it is texted: a code that went out can always be checked.
  await saveVerifications(caller, company, r, withCheck(all, found, next), 'Verification code texted to the signer');
  const firm = await getFirm(caller.firmId);
  try {
    await sendSms({
      to: target.phone_number,
      body: `${code} is your ${firm?.name ?? 'tax firm'} verification code. Read it to the person from the firm who asked for it. It expires in 10 minutes.`,
    });
  } catch (e) {
    if (e instanceof SmsFailed)
      throw new Unavailable('Sorry, there was a problem sending your verification code. Please try again.');
    throw e;
  }
  return { message: text.codeSent(target.phone_number) };
});

export const verifySignerCode = handle(taxReturnRoutes.verifySignerCode, async ({ caller, input }) => {
  const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
  await assertVerifying(caller.firmId);
  assertCanWrite(caller, company);
  if (!input.user_id) throw new Invalid(text.signerRequired, { user_id: text.signerRequired });
  if (!input.code) throw new Invalid(text.codeRequired, { code: text.codeRequired });
  const all = verificationsOf(r);
  const { found } = await signerVerification(company, all, { user_id: input.user_id });
  if (!found?.code_hash) throw new Unprocessable(text.codeInvalid);
  const attempts = found.code_attempts ?? 0;
  if (attempts >= signerCodeRules.maxAttempts) throw new TooMany(text.codeTooManyAttempts);
  const now = Date.now();
  const expired = secondsSince(found.code_sent_at, now) > signerCodeRules.lifetimeSeconds;
  const right = !expired && constantTimeEqual(sha256(input.code.toUpperCase()), found.code_hash);
  if (!right) {
    const next = { ...found, code_attempts: attempts + 1 };
    await saveVerifications(caller, company, r, withCheck(all, found, next), 'Verification code refused');
    if (next.code_attempts >= signerCodeRules.maxAttempts) throw new TooMany(text.codeTooManyAttempts);
    throw new Unprocessable(text.codeInvalid);
  }
  const passed: StoredVerification = {
    ...found,
    phone_verified_at: new Date(now).toISOString(),
    code_hash: null,
    code_sent_at: null,
    code_attempts: 0,
  };
  await saveVerifications(caller, company, r, withCheck(all, found, passed), `Phone verified by code: ${found.name}`);
  return { message: text.codeVerified, tax_return: await freshDetail(caller, company, r.taxReturnId) };
});
