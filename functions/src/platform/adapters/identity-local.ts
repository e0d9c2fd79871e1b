/**
 * The local twin of the identity verification adapter: verification sessions kept in the table (so they outlive a
 * restart of the local stack, like Stripe's), verified, failed or cancelled on the test page
 * /_dev/identity/{sessionId} (infra/local/dev-identity.ts). Never used in AWS.
 */
import { newId } from '../auth/secrets';
import { TwinIdentitySession, type TwinIdentitySessionItem } from '../data/entities/twin-identity-session';
import { isConditionFailure } from '../data/transact';
import { IdentityFailed, type IdentitySession, type IdentityVerifier } from './identity';

export type { TwinIdentitySessionItem };

/** What the test page's buttons do to a session waiting for the client. */
export type TwinIdentityOutcome = 'verify' | 'fail' | 'cancel';

/** Stripe's code for a document it could not verify, and the twin's words for it. */
export const twinFailure = {
  code: 'document_unverified_other',
  description: 'The identity document could not be verified.',
} as const;

/**
 * The test page of a session: a path on the local stack's own server, so the browser stays on the origin it opened
 * the portal on (the sign-in it keeps is per origin).
 */
export const twinIdentityUrl = (sessionId: string) => `/_dev/identity/${encodeURIComponent(sessionId)}`;

export const viewOf = (s: TwinIdentitySessionItem): IdentitySession => ({
  id: s.sessionId,
  // Like Stripe's: the page takes input only while the session waits for it (again, after a failed try).
  url: s.status === 'requires_input' ? twinIdentityUrl(s.sessionId) : null,
  status: s.status,
  error_code: s.error_code ?? null,
  error_description: s.error_description ?? null,
  created_at: s.created_at ?? new Date(0).toISOString(),
  reference: s.reference,
});

export async function getTwinIdentitySession(sessionId: string): Promise<TwinIdentitySessionItem | null> {
  if (!/^vs_local_[A-Za-z0-9_-]{1,64}$/.test(sessionId)) return null;
  return (await TwinIdentitySession.get({ sessionId }).go({ consistent: true })).data ?? null;
}

/**
 * The test page's buttons: verified, failed (waiting for input again, with Stripe's error) or cancelled. Only a
 * session waiting for the client changes; any other is left as it is (a second click changes nothing).
 */
export async function settleTwinIdentitySession(sessionId: string, outcome: TwinIdentityOutcome): Promise<void> {
  const waiting = TwinIdentitySession.patch({ sessionId });
  const change =
    outcome === 'fail'
      ? waiting.set({ error_code: twinFailure.code, error_description: twinFailure.description })
      : waiting
          .set({ status: outcome === 'verify' ? 'verified' : 'canceled' })
          .remove(['error_code', 'error_description']);
  try {
    await change.where((a, { eq }) => eq(a.status, 'requires_input')).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

export const localIdentity: IdentityVerifier = {
  async createSession(r) {
    const { data } = await TwinIdentitySession.create({
      sessionId: `vs_local_${newId()}`,
      reference: r.reference,
      return_url: r.returnUrl,
      ...(r.email ? { email: r.email } : {}),
      ...(r.phone ? { phone: r.phone } : {}),
      status: 'requires_input',
    }).go();
    return viewOf(data as TwinIdentitySessionItem);
  },
  async getSession(id) {
    const s = await getTwinIdentitySession(id);
    return s ? viewOf(s) : null;
  },
  async cancelSession(id) {
    const s = await getTwinIdentitySession(id);
    if (!s) throw new IdentityFailed(`no such session: ${id}`);
    if (s.status === 'canceled') return;
    // Like Stripe: only a session still waiting for the client can be cancelled.
    if (s.status !== 'requires_input') throw new IdentityFailed(`a ${s.status} session cannot be canceled`);
    await settleTwinIdentitySession(id, 'cancel');
  },
};
