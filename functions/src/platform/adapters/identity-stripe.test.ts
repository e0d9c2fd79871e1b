import { describe, expect, it } from 'vitest';
import { IdentityFailed } from './identity';
import { sessionOf, stripeIdentityClient, verificationForm } from './identity-stripe';

const request = {
  reference: 'tr_1:user_9',
  returnUrl: 'https://portal.example/tax-return-delivery/tr_1?companyId=c1&identity=returned',
};

const stripeSession = {
  id: 'vs_test_1',
  object: 'identity.verification_session',
  url: 'https://verify.stripe.com/start/test_abc',
  status: 'requires_input',
  last_error: null,
  created: 1772636700,
  metadata: { reference: 'tr_1:user_9' },
};

type Call = { url: string; init: RequestInit };
function fakeStripe(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, identity: stripeIdentityClient(async () => 'sk_test_abc', fetchImpl) };
}

describe('Stripe Identity requests', () => {
  it('a document check with the reference, the way back and what the firm knows of the client', () => {
    expect(
      Object.fromEntries(verificationForm({ ...request, email: 'dana@example.com', phone: '+15555550100' })),
    ).toEqual({
      type: 'document',
      return_url: request.returnUrl,
      'metadata[reference]': 'tr_1:user_9',
      'provided_details[email]': 'dana@example.com',
      'provided_details[phone]': '+15555550100',
    });
    expect(Object.fromEntries(verificationForm(request))).not.toHaveProperty('provided_details[email]');
  });

  it('creates on the platform account, form-encoded, and answers the session with its URL', async () => {
    const { calls, identity } = fakeStripe(() => ({ body: stripeSession }));

    const session = await identity.createSession(request);

    expect(session).toEqual({
      id: 'vs_test_1',
      url: 'https://verify.stripe.com/start/test_abc',
      status: 'requires_input',
      error_code: null,
      error_description: null,
      created_at: '2026-03-04T15:05:00.000Z',
      reference: 'tr_1:user_9',
    });
    expect(calls[0]!.url).toBe('https://api.stripe.com/v1/identity/verification_sessions');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({
      authorization: 'Bearer sk_test_abc',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(new URLSearchParams(calls[0]!.init.body as string).get('type')).toBe('document');
  });

  it('reads a failed check back with Stripe’s error code and reason', async () => {
    const failed = {
      ...stripeSession,
      url: null,
      last_error: { code: 'document_expired', reason: 'The document is expired.' },
    };
    const { calls, identity } = fakeStripe(() => ({ body: failed }));

    expect(await identity.getSession('vs_test_1')).toMatchObject({
      status: 'requires_input',
      url: null,
      error_code: 'document_expired',
      error_description: 'The document is expired.',
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.stripe.com/v1/identity/verification_sessions/vs_test_1',
      init: { method: 'GET' },
    });
  });

  it('cancels by posting to the session’s cancel', async () => {
    const { calls, identity } = fakeStripe(() => ({ body: { ...stripeSession, status: 'canceled' } }));
    await identity.cancelSession('vs_test_1');
    expect(calls[0]).toMatchObject({
      url: 'https://api.stripe.com/v1/identity/verification_sessions/vs_test_1/cancel',
      init: { method: 'POST' },
    });
  });

  it('an unknown session is null; a refusal or no answer is IdentityFailed with the reason', async () => {
    expect(await fakeStripe(() => ({ status: 404, body: {} })).identity.getSession('vs_test_9')).toBeNull();
    const untouched = fakeStripe(() => ({ body: stripeSession }));
    expect(await untouched.identity.getSession('../evil')).toBeNull();
    expect(untouched.calls).toHaveLength(0);
    const refused = fakeStripe(() => ({
      status: 400,
      body: { error: { message: 'This VerificationSession cannot be canceled because it is verified.' } },
    }));
    await expect(refused.identity.cancelSession('vs_test_1')).rejects.toThrow(
      new IdentityFailed('Stripe answered 400: This VerificationSession cannot be canceled because it is verified.'),
    );
    const unreachable = stripeIdentityClient(async () => 'sk_x', (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(unreachable.createSession(request)).rejects.toThrow(IdentityFailed);
  });
});

describe('sessionOf', () => {
  it('maps each Stripe status and its last error; an unknown status is processing', () => {
    for (const status of ['requires_input', 'processing', 'verified', 'canceled'] as const)
      expect(sessionOf({ ...stripeSession, status }).status).toBe(status);
    expect(sessionOf({ id: 'vs_1', status: 'something_new' })).toEqual({
      id: 'vs_1',
      url: null,
      status: 'processing',
      error_code: null,
      error_description: null,
      created_at: '1970-01-01T00:00:00.000Z',
      reference: '',
    });
  });
});
