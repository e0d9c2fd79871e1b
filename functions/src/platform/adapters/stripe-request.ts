/**
 * One call of Stripe's REST API (form-encoded, no SDK), shared by Checkout (payments-stripe.ts) and Identity
 * (identity-stripe.ts): the key as a bearer token, the connected account when the call acts for a firm, a 15 s limit.
 * A GET of something Stripe does not have answers null; every other failure throws the adapter's own error.
 */
export type Fetch = typeof fetch;

export async function stripeRequest<T>(
  fetchImpl: Fetch,
  key: () => Promise<string>,
  call: { method: 'GET' | 'POST'; path: string; body?: URLSearchParams; accountId?: string },
  fail: (reason: string) => Error,
): Promise<T | null> {
  const { method, path, body, accountId } = call;
  let res: Response;
  try {
    res = await fetchImpl(`https://api.stripe.com/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await key()}`,
        ...(accountId ? { 'stripe-account': accountId } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (e) {
    throw fail(`Stripe could not be reached: ${(e as Error).message}`);
  }
  if (method === 'GET' && res.status === 404) return null;
  const payload = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw fail(`Stripe answered ${res.status}: ${payload.error?.message ?? 'no message'}`);
  return payload;
}
