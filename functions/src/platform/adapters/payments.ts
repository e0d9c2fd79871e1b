import { env } from '../env';

/**
 * The payments adapter (QD §4 Deposit): a hosted checkout the client is sent to, and whether it was paid. In AWS it
 * is Stripe Checkout on the firm's connected account (payments-stripe.ts); locally a twin with the same interface
 * (payments-local.ts) whose test checkout page (infra/local/dev-checkout.ts) pays or cancels, so the deposit works
 * offline and tests are repeatable.
 */
export interface CheckoutRequest {
  /** The firm's connected account (integrations.stripe.account_id): the payment goes to the firm. */
  accountId: string;
  amountCents: number;
  /** What the client pays for, as the checkout shows it. */
  productName: string;
  /** Who is paid, as the checkout shows it (the firm's name). */
  payee: string;
  /** Where the client comes back after paying; '{CHECKOUT_SESSION_ID}' is replaced by the session's id. */
  successUrl: string;
  /** Where the client comes back when they cancel. */
  cancelUrl: string;
  /** What the session is for (the questionnaire's id); it comes back with the session. */
  reference: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  id: string;
  /** The hosted checkout's address (null once the session is complete or expired); the twin's is a path. */
  url: string | null;
  paid: boolean;
  amountCents: number;
  reference: string | null;
}

export interface Payments {
  createCheckout(r: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider has it now; null when it has no such session (for this account). */
  getCheckout(accountId: string, sessionId: string): Promise<CheckoutSession | null>;
}

/** The provider refused or could not be reached; the caller may try again. */
export class PaymentsFailed extends Error {
  constructor(reason: string) {
    super(`payments: ${reason}`);
    this.name = 'PaymentsFailed';
  }
}

/** Stripe in AWS, the local twin otherwise; each loads on first use. */
export async function payments(): Promise<Payments> {
  if (env.STAGE === 'aws') return (await import('./payments-stripe')).stripePayments;
  return (await import('./payments-local')).localPayments;
}

/** '$150.00': an amount as the checkout and the screens show it. */
export const formatDollars = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
