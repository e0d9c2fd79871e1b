/**
 * Stripe Checkout through Stripe's REST API (form-encoded requests, no SDK: two calls do not earn a bundle's worth
 * of client). The secret key is read from Secrets Manager (PAYMENTS_SECRET_ARN) once per container; each call acts
 * on the firm's connected account through the Stripe-Account header, so the money goes to the firm.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';
import { PaymentsFailed, type CheckoutRequest, type CheckoutSession, type Payments } from './payments';
import { stripeRequest, type Fetch } from './stripe-request';

let cachedKey: Promise<string> | undefined;

/** The platform's Stripe secret key (also Stripe Identity's, identity-stripe.ts). */
export function stripeSecretKey(): Promise<string> {
  // A failed read is not kept: the next call tries again instead of the container failing until recycled.
  cachedKey ??= loadKey().catch((e) => {
    cachedKey = undefined;
    throw e;
  });
  return cachedKey;
}

async function loadKey(): Promise<string> {
  if (!env.PAYMENTS_SECRET_ARN) throw new PaymentsFailed('PAYMENTS_SECRET_ARN is not set');
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const out = await client.send(new GetSecretValueCommand({ SecretId: env.PAYMENTS_SECRET_ARN }));
  return parseSecretKey(out.SecretString);
}

/** The secret holds the key itself ('sk_live_…', or a restricted 'rk_…'), or JSON with a secret_key field. */
export function parseSecretKey(secret: string | undefined): string {
  let key = secret?.trim() ?? '';
  if (key.startsWith('{')) {
    try {
      key = String((JSON.parse(key) as { secret_key?: unknown }).secret_key ?? '').trim();
    } catch {
      key = '';
    }
  }
  if (!/^(sk|rk)_[A-Za-z0-9_]+$/.test(key)) throw new PaymentsFailed('the payments secret holds no Stripe secret key');
  return key;
}

/** The form body of a Checkout Session of one line item: the deposit, in cents, in US dollars. */
export function checkoutForm(r: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: r.successUrl,
    cancel_url: r.cancelUrl,
    client_reference_id: r.reference,
    'metadata[reference]': r.reference,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': String(r.amountCents),
    'line_items[0][price_data][product_data][name]': r.productName,
  });
  if (r.customerEmail) form.set('customer_email', r.customerEmail);
  return form;
}

interface StripeSession {
  id: string;
  url?: string | null;
  payment_status?: string;
  amount_total?: number | null;
  client_reference_id?: string | null;
}

export function sessionOf(s: StripeSession): CheckoutSession {
  return {
    id: s.id,
    url: s.url ?? null,
    paid: s.payment_status === 'paid',
    amountCents: s.amount_total ?? 0,
    reference: s.client_reference_id ?? null,
  };
}

export function stripeClient(key: () => Promise<string>, fetchImpl: Fetch = fetch): Payments {
  const request = (method: 'GET' | 'POST', path: string, accountId: string, body?: URLSearchParams) =>
    stripeRequest<StripeSession>(fetchImpl, key, { method, path, body, accountId }, (why) => new PaymentsFailed(why));

  return {
    async createCheckout(r) {
      const s = await request('POST', '/checkout/sessions', r.accountId, checkoutForm(r));
      if (!s?.url) throw new PaymentsFailed('Stripe answered a session without a checkout URL');
      return sessionOf(s);
    },
    async getCheckout(accountId, sessionId) {
      if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return null;
      const s = await request('GET', `/checkout/sessions/${encodeURIComponent(sessionId)}`, accountId);
      return s ? sessionOf(s) : null;
    },
  };
}

export const stripePayments: Payments = stripeClient(stripeSecretKey);
