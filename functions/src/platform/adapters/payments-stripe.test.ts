import { describe, expect, it } from 'vitest';
import { PaymentsFailed, formatDollars } from './payments';
import { checkoutForm, parseSecretKey, stripeClient } from './payments-stripe';

const request = {
  accountId: 'acct_123',
  amountCents: 15000,
  productName: 'Deposit: 2025 Organizer (2025)',
  payee: 'Lakeside Tax',
  successUrl: 'https://portal.example/questionnaire/h?questionnaireId=q1&checkout_session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://portal.example/questionnaire/h?questionnaireId=q1&checkout=cancelled',
  reference: 'q1',
};

describe('Stripe Checkout requests', () => {
  it('a payment session of one line item: the deposit in cents, in US dollars, with the return addresses', () => {
    const form = checkoutForm(request);
    expect(Object.fromEntries(form)).toEqual({
      mode: 'payment',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: 'q1',
      'metadata[reference]': 'q1',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '15000',
      'line_items[0][price_data][product_data][name]': 'Deposit: 2025 Organizer (2025)',
    });
  });

  it('posts form-encoded on the connected account, and reads a paid session back', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const session = {
        id: 'cs_test_1',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        client_reference_id: 'q1',
      };
      return new Response(
        JSON.stringify(
          init.method === 'POST'
            ? { ...session, payment_status: 'unpaid', amount_total: 15000 }
            : { ...session, url: null, payment_status: 'paid', amount_total: 15000 },
        ),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const stripe = stripeClient(async () => 'sk_test_abc', fake);
    expect(await stripe.createCheckout(request)).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      paid: false,
      amountCents: 15000,
      reference: 'q1',
    });
    const post = calls[0]!;
    expect(post.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(post.init.headers).toMatchObject({
      authorization: 'Bearer sk_test_abc',
      'stripe-account': 'acct_123',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(new URLSearchParams(post.init.body as string).get('line_items[0][price_data][unit_amount]')).toBe('15000');
    expect(await stripe.getCheckout('acct_123', 'cs_test_1')).toMatchObject({ paid: true, reference: 'q1' });
    expect(calls[1]!.url).toBe('https://api.stripe.com/v1/checkout/sessions/cs_test_1');
  });

  it('an unknown session is null; a refusal is PaymentsFailed with Stripe’s reason', async () => {
    const answer = (status: number, body: unknown) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await stripeClient(async () => 'sk_x', answer(404, {})).getCheckout('acct_1', 'cs_test_9')).toBeNull();
    expect(await stripeClient(async () => 'sk_x', answer(200, {})).getCheckout('acct_1', '../evil')).toBeNull();
    await expect(
      stripeClient(async () => 'sk_x', answer(400, { error: { message: 'No such account' } })).createCheckout(request),
    ).rejects.toThrow(new PaymentsFailed('Stripe answered 400: No such account'));
  });
});

describe('parseSecretKey', () => {
  it('takes the key itself or JSON with secret_key; anything else is refused', () => {
    expect(parseSecretKey(' sk_live_abc \n')).toBe('sk_live_abc');
    expect(parseSecretKey('{"secret_key":"rk_live_xyz"}')).toBe('rk_live_xyz');
    for (const bad of [undefined, '', 'pk_live_abc', '{"key":"sk_live_abc"}', '{not json'])
      expect(() => parseSecretKey(bad)).toThrow(PaymentsFailed);
  });
});

describe('formatDollars', () => {
  it('shows cents as dollars', () => {
    expect(formatDollars(15000)).toBe('$150.00');
    expect(formatDollars(123456)).toBe('$1,234.56');
  });
});
