/**
 * Identity verification of the signers (FA §4.2, §5.8; the issue: Stripe Identity in AWS, a local twin page that
 * verifies or fails): the signing client starts a check and is sent to the provider; coming back, the result is read
 * from the provider (never taken from the browser) and kept on the return; staff correct a signer's phone number
 * (formatted before saving) or start a check over.
 */
import type { Caller } from '@ledgerline/shared/access';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import type { IdentityStatus } from '@ledgerline/shared/tax-return-delivery';
import {
  identityVerificationFlag,
  isDelivered,
  taxReturnAdminText as text,
} from '@ledgerline/shared/tax-return-delivery';
import { fullName } from '@ledgerline/shared/person-name';
import { handle } from '../platform/handle';
import { Conflict, Forbidden, Invalid, NotFound, Unavailable } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { env } from '../platform/env';
import { normalizeUsPhone } from '../platform/adapters/sms';
import { identityVerifier, IdentityFailed, type IdentitySession } from '../platform/adapters/identity';
import type { CompanyItem } from '../platform/data/entities/company';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';
import { assertCanWrite, freshDetail, openDelivery, signersOf } from './delivery-context';
import { shownVerification, verificationsOf, type StoredVerification } from './delivery-views';
import { getFirm, getUser } from './store';
import { saveDelivery } from './save-delivery';

/** '(555) 123-4567' (FA §9), or null when it is not a US number. */
export function formatPhone(input: string): string | null {
  const digits = normalizeUsPhone(input);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : null;
}

/** The provider's session as FA §4.2 names it: a session nobody submitted yet has not started. */
export function statusOf(s: Pick<IdentitySession, 'status' | 'error_code'>, submitted: boolean): IdentityStatus {
  if (s.status === 'requires_input') return s.error_code ? 'failed' : submitted ? 'requires_input' : 'not_started';
  return s.status;
}

export async function assertVerifying(firmId: string) {
  const firm = await getFirm(firmId);
  if ((firm?.preferences as Record<string, unknown> | undefined)?.[identityVerificationFlag] !== true)
    throw new Forbidden(text.identityOff);
}

export function saveVerifications(
  caller: Caller,
  company: CompanyItem,
  r: TaxReturnItem,
  verifications: StoredVerification[],
  title: string,
) {
  return saveDelivery(caller, company, r, { identity_verifications: verifications }, title);
}

async function provider() {
  try {
    return await identityVerifier();
  } catch (e) {
    throw new Unavailable((e as Error).message);
  }
}

export const startIdentityVerification = handle(
  taxReturnRoutes.startIdentityVerification,
  async ({ caller, input }) => {
    const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
    await assertVerifying(caller.firmId);
    assertCanWrite(caller, company);
    if (!isDelivered(r.status)) throw new Conflict(text.notSent);
    const me = await getUser(caller.firmId, caller.userId);
    if (!me) throw new NotFound('user');
    const back = input.return_path ?? `/tax-return-delivery/${r.taxReturnId}?companyId=${company.companyId}`;
    const verifier = await provider();
    let session: IdentitySession;
    try {
      session = await verifier.createSession({
        reference: `${caller.firmId}:${company.companyId}:${r.taxReturnId}:${caller.userId}`,
        returnUrl: `${env.APP_URL}${back}`,
        email: me.email,
        ...(me.phone_number ? { phone: me.phone_number } : {}),
      });
    } catch (e) {
      if (e instanceof IdentityFailed) throw new Unavailable(e.message);
      throw e;
    }
    const old = verificationsOf(r).find((v) => v.user_id === caller.userId);
    const verification: StoredVerification = {
      id: old?.id ?? newId(),
      user_id: caller.userId,
      name: fullName(me),
      title: old?.title ?? '',
      phone_number: old?.phone_number ?? (me.phone_number ? formatPhone(me.phone_number) : null),
      status: statusOf(session, false),
      error_code: null,
      error_description: null,
      session_created_at: session.created_at,
      session_id: session.id,
    };
    const others = verificationsOf(r).filter((v) => v.user_id !== caller.userId);
    await saveVerifications(caller, company, r, [...others, verification], 'Identity verification started');
    return { verification_url: session.url ?? back, verification: shownVerification(verification) };
  },
);

export const refreshIdentityVerification = handle(
  taxReturnRoutes.refreshIdentityVerification,
  async ({ caller, input }) => {
    const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
    const all = verificationsOf(r);
    const mine = caller.isAdvisor
      ? all.find((v) => v.id === input.verification_id)
      : all.find((v) => v.user_id === caller.userId && (!input.verification_id || v.id === input.verification_id));
    if (!mine) throw new NotFound('verification', text.verificationNotFound);
    if (!mine.session_id)
      return { message: text.identityUpdated, tax_return: await freshDetail(caller, company, r.taxReturnId) };
    const session = await (await provider()).getSession(mine.session_id);
    if (!session) throw new NotFound('verification', text.verificationNotFound);
    const status = statusOf(session, mine.status !== 'not_started' || Boolean(session.error_code));
    if (status === mine.status && (session.error_code ?? null) === mine.error_code)
      return { message: text.identityUpdated, tax_return: await freshDetail(caller, company, r.taxReturnId) };
    const updated = {
      ...mine,
      status,
      error_code: session.error_code ?? null,
      error_description: session.error_description ?? null,
    };
    await saveVerifications(
      caller,
      company,
      r,
      all.map((v) => (v.id === mine.id ? updated : v)),
      `Identity verification: ${status}`,
    );
    return { message: text.identityUpdated, tax_return: await freshDetail(caller, company, r.taxReturnId) };
  },
);

/**
 * A signer's check on the return, by its id or the signer's user id; a signer who has not started one gets a new,
 * not yet saved check (staff may set their phone or text them a code ahead of it). 404 for anyone else.
 */
export async function signerVerification(
  company: CompanyItem,
  all: StoredVerification[],
  ref: { verification_id?: string; user_id?: string },
): Promise<{ found: StoredVerification | undefined; target: StoredVerification }> {
  const found = all.find((v) => v.id === ref.verification_id || (ref.user_id && v.user_id === ref.user_id));
  if (found) return { found, target: found };
  // Only a signer of this return: an active owner of its entity.
  const signer = ref.user_id ? (await signersOf(company)).some((s) => s.id === ref.user_id) : false;
  const person = signer && ref.user_id ? await getUser(company.firmId, ref.user_id) : null;
  if (!person || person.is_advisor) throw new NotFound('verification', text.verificationNotFound);
  return {
    found,
    target: {
      id: newId(),
      user_id: person.userId,
      name: fullName(person),
      title: '',
      phone_number: person.phone_number ? formatPhone(person.phone_number) : null,
      status: 'not_started',
      error_code: null,
      error_description: null,
      session_created_at: null,
      session_id: null,
    },
  };
}

export const updateIdentityVerification = handle(
  taxReturnRoutes.updateIdentityVerification,
  async ({ caller, input }) => {
    const { company, taxReturn: r } = await openDelivery(caller, input.company_id, input.id);
    await assertVerifying(caller.firmId);
    assertCanWrite(caller, company);
    const all = verificationsOf(r);
    const { found, target } = await signerVerification(company, all, input);
    let phone = target.phone_number;
    if (input.phone_number !== undefined) {
      phone = input.phone_number ? formatPhone(input.phone_number) : null;
      if (input.phone_number && !phone)
        throw new Invalid('Please enter a valid phone number', { phone_number: 'Please enter a valid phone number' });
    }
    if (input.reset && target.session_id)
      await (await provider()).cancelSession(target.session_id).catch(() => undefined);
    const updated: StoredVerification = input.reset
      ? {
          ...target,
          phone_number: phone,
          status: 'not_started',
          error_code: null,
          error_description: null,
          session_id: null,
          session_created_at: null,
        }
      : { ...target, phone_number: phone };
    await saveVerifications(
      caller,
      company,
      r,
      found ? all.map((v) => (v.id === found.id ? updated : v)) : [...all, updated],
      input.reset ? 'Identity verification restarted' : 'Identity verification updated',
    );
    return { message: text.identityUpdated, tax_return: await freshDetail(caller, company, r.taxReturnId) };
  },
);
