/**
 * The local twin of the payments adapter: checkout sessions kept in the table (so they outlive a restart of the
 * local stack, like Stripe's), paid or cancelled on the test checkout page /_dev/checkout/{sessionId}
 * (infra/local/dev-checkout.ts). Never used in AWS.
 */
import { newId } from '../auth/secrets';
import { TwinCheckoutSession, type TwinCheckoutSessionItem } from '../data/entities/twin-checkout-session';
import { isConditionFailure } from '../data/transact';
import type { CheckoutSession, Payments } from './payments';

export type { TwinCheckoutSessionItem };

/**
 * The test checkout page of a session: a path on the local stack's own server, so the browser stays on the origin it
 * opened the portal on (localhost or 127.0.0.1: the sign-in it keeps is per origin).
 */
export const twinCheckoutUrl = (sessionId: string) => `/_dev/checkout/${encodeURIComponent(sessionId)}`;

const viewOf = (s: TwinCheckoutSessionItem): CheckoutSession => ({
  id: s.sessionId,
  url: s.payment_status === 'paid' ? null : twinCheckoutUrl(s.sessionId),
  paid: s.payment_status === 'paid',
  amountCents: s.amount_cents,
  reference: s.reference,
});

export async function getTwinSession(sessionId: string): Promise<TwinCheckoutSessionItem | null> {
  if (!/^cs_local_[A-Za-z0-9_-]{1,64}$/.test(sessionId)) return null;
  return (await TwinCheckoutSession.get({ sessionId }).go({ consistent: true })).data ?? null;
}

/** Pays the session (the test page's Pay button); paying a paid session changes nothing. */
export async function payTwinSession(sessionId: string): Promise<void> {
  try {
    await TwinCheckoutSession.patch({ sessionId }).set({ payment_status: 'paid' }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** Where the client goes back to after paying: Stripe's placeholder replaced by the session's id. */
export const successUrlOf = (s: Pick<TwinCheckoutSessionItem, 'success_url' | 'sessionId'>) =>
  s.success_url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(s.sessionId));

export const localPayments: Payments = {
  async createCheckout(r) {
    const { data } = await TwinCheckoutSession.create({
      sessionId: `cs_local_${newId()}`,
      account_id: r.accountId,
      amount_cents: r.amountCents,
      product_name: r.productName,
      payee: r.payee,
      success_url: r.successUrl,
      cancel_url: r.cancelUrl,
      reference: r.reference,
      payment_status: 'unpaid',
    }).go();
    return viewOf(data as TwinCheckoutSessionItem);
  },
  async getCheckout(accountId, sessionId) {
    const s = await getTwinSession(sessionId);
    // Like Stripe: another account's session is not there for this one.
    return s && s.account_id === accountId ? viewOf(s) : null;
  },
};
