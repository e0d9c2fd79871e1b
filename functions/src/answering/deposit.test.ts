import { describe, expect, it } from 'vitest';
import { checkoutReturnUrls, depositOutstanding, depositSettled, sessionMatches, stripeAccountOf } from './deposit';

describe('the deposit’s state (QD §4 Deposit)', () => {
  it('is settled when paid through the checkout or marked paid by staff', () => {
    expect(depositSettled('paid')).toBe(true);
    expect(depositSettled('marked_paid')).toBe(true);
    for (const s of ['unpaid', 'pending', 'payment_pending', null, undefined]) expect(depositSettled(s)).toBe(false);
  });

  it('is outstanding when an amount is asked and it is not settled', () => {
    expect(depositOutstanding({ deposit_amount: 15000, deposit_status: 'unpaid' })).toBe(true);
    expect(depositOutstanding({ deposit_amount: 15000, deposit_status: undefined })).toBe(true);
    expect(depositOutstanding({ deposit_amount: 15000, deposit_status: 'marked_paid' })).toBe(false);
    expect(depositOutstanding({ deposit_amount: undefined, deposit_status: 'unpaid' })).toBe(false);
    expect(depositOutstanding({ deposit_amount: 0, deposit_status: undefined })).toBe(false);
  });
});

describe('stripeAccountOf', () => {
  it('is the firm’s connected account id, or null when the firm takes no card payments', () => {
    expect(stripeAccountOf({ integrations: { stripe: { account_id: ' acct_123 ' } } })).toBe('acct_123');
    for (const integrations of [{}, { stripe: {} }, { stripe: { account_id: '' } }, { stripe: 'yes' }, undefined])
      expect(stripeAccountOf({ integrations })).toBeNull();
    expect(stripeAccountOf(null)).toBeNull();
  });
});

describe('checkoutReturnUrls', () => {
  it('come back to the questionnaire’s answering page with the session id placeholder, or checkout=cancelled', () => {
    expect(checkoutReturnUrls('https://portal.example/', 'h4sh', 'q1')).toEqual({
      successUrl:
        'https://portal.example/questionnaire/h4sh?questionnaireId=q1&checkout_session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://portal.example/questionnaire/h4sh?questionnaireId=q1&checkout=cancelled',
    });
  });
});

describe('sessionMatches', () => {
  const session = { id: 'cs_1', url: null, paid: true, amountCents: 15000, reference: 'q1' };
  it('a session is this checkout’s only for this questionnaire and the amount asked', () => {
    expect(sessionMatches(session, 'q1', 15000)).toBe(true);
    expect(sessionMatches(session, 'q2', 15000)).toBe(false);
    expect(sessionMatches(session, 'q1', 100)).toBe(false);
  });
});
