/**
 * Stripe Identity through Stripe's REST API (form-encoded requests, no SDK, like payments-stripe.ts): document
 * checks (VerificationSessions) on the platform's own Stripe account — the one whose secret key the payments
 * secret (PAYMENTS_SECRET_ARN) holds, read once per container. The client is sent to the session's url and comes
 * back to return_url; Stripe keeps the result, read back by id.
 */
import { IdentityFailed, type IdentitySession, type IdentityVerifier } from './identity';
import { stripeSecretKey } from './payments-stripe';
import { stripeRequest, type Fetch } from './stripe-request';

const sessionIdPattern = /^vs_[A-Za-z0-9_]+$/;

/** The payments secret's key; a missing or malformed one is this adapter's failure. */
const secretKey = () =>
  stripeSecretKey().catch((e: Error) => {
    throw new IdentityFailed(e.message.replace(/^payments: /, ''));
  });

/** The form body of a document check: what it is for, where the client comes back, and what the firm knows of them. */
export function verificationForm(r: Parameters<IdentityVerifier['createSession']>[0]): URLSearchParams {
  const form = new URLSearchParams({ type: 'document', return_url: r.returnUrl, 'metadata[reference]': r.reference });
  if (r.email) form.set('provided_details[email]', r.email);
  if (r.phone) form.set('provided_details[phone]', r.phone);
  return form;
}

interface StripeVerificationSession {
  id: string;
  url?: string | null;
  status?: string;
  last_error?: { code?: string | null; reason?: string | null } | null;
  created?: number;
  metadata?: Record<string, string> | null;
}

const statuses: readonly IdentitySession['status'][] = ['requires_input', 'processing', 'verified', 'canceled'];

export function sessionOf(s: StripeVerificationSession): IdentitySession {
  const status = statuses.find((known) => known === s.status) ?? 'processing';
  return {
    id: s.id,
    url: s.url ?? null,
    status,
    error_code: s.last_error?.code ?? null,
    error_description: s.last_error?.reason ?? null,
    created_at: new Date((s.created ?? 0) * 1000).toISOString(),
    reference: s.metadata?.reference ?? '',
  };
}

export function stripeIdentityClient(key: () => Promise<string>, fetchImpl: Fetch = fetch): IdentityVerifier {
  const request = (method: 'GET' | 'POST', path: string, body?: URLSearchParams) =>
    stripeRequest<StripeVerificationSession>(fetchImpl, key, { method, path, body }, (why) => new IdentityFailed(why));

  const sessionPath = (id: string) => `/identity/verification_sessions/${encodeURIComponent(id)}`;

  return {
    async createSession(r) {
      const s = await request('POST', '/identity/verification_sessions', verificationForm(r));
      if (!s?.url) throw new IdentityFailed('Stripe answered a session without a verification URL');
      return sessionOf(s);
    },
    async getSession(id) {
      if (!sessionIdPattern.test(id)) return null;
      const s = await request('GET', sessionPath(id));
      return s ? sessionOf(s) : null;
    },
    async cancelSession(id) {
      if (!sessionIdPattern.test(id)) throw new IdentityFailed(`no such session: ${id}`);
      // Stripe refuses (400) a session that is verified or processing: that is the caller's to know.
      await request('POST', `${sessionPath(id)}/cancel`, new URLSearchParams());
    },
  };
}

export const stripeIdentity: IdentityVerifier = stripeIdentityClient(secretKey);
