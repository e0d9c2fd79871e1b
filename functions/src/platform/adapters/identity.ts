import { env } from '../env';

/**
 * The identity verification adapter (FA §4.2; the client's check before signing a tax return when the firm turns it
 * on): a hosted document check the client is sent to, and how it went. In AWS it is Stripe Identity
 * (identity-stripe.ts); locally a twin with the same interface (identity-local.ts) whose test page
 * (infra/local/dev-identity.ts) verifies, fails or cancels, so the check works offline and tests are repeatable.
 */
export interface IdentitySession {
  id: string;
  /** Where the client goes to be checked (null once the provider no longer takes input); the twin's is a path. */
  url: string | null;
  /** The provider's statuses; 'requires_input' with an error_code is a failed check (§4.2: any error_code is Failed). */
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  error_code: string | null;
  error_description: string | null;
  /** ISO 8601. */
  created_at: string;
  /** What the session is for, as created (the caller's own id); it comes back with the session. */
  reference: string;
}

export interface IdentityVerifier {
  /** A new check; the client comes back to returnUrl when they finish or leave it. */
  createSession(r: { reference: string; returnUrl: string; email?: string; phone?: string }): Promise<IdentitySession>;
  /** The session as the provider has it now; null when it has no such session. */
  getSession(id: string): Promise<IdentitySession | null>;
  /** Ends a check still waiting for the client's input; a verified or processing one cannot be (IdentityFailed). */
  cancelSession(id: string): Promise<void>;
}

/** The provider refused or could not be reached; the caller may try again. */
export class IdentityFailed extends Error {
  constructor(reason: string) {
    super(`identity verification: ${reason}`);
    this.name = 'IdentityFailed';
  }
}

/** Stripe Identity in AWS, the local twin otherwise; each loads on first use. */
export async function identityVerifier(): Promise<IdentityVerifier> {
  if (env.STAGE === 'aws') return (await import('./identity-stripe')).stripeIdentity;
  return (await import('./identity-local')).localIdentity;
}
