/**
 * A genuine but spent link (sign-in or reset) answers 401 naming its owner, so the expired-link page can offer
 * them a new email link or a text code (FA §2.4) without asking for the email again.
 */
export interface LinkOwner {
  uid: string;
  accountant_id?: string;
}

/** The owner named in a 401 body, if any. */
export function linkOwnerOf(body: unknown): LinkOwner | null {
  const owner = body as { uid?: unknown; accountant_id?: unknown } | null;
  if (typeof owner?.uid !== 'string') return null;
  return { uid: owner.uid, accountant_id: typeof owner.accountant_id === 'string' ? owner.accountant_id : undefined };
}

/** Router state that opens /signin on its expired-link page (a reset link that was used or expired). */
export interface ExpiredLinkState {
  expiredLink: { owner: LinkOwner | null };
}

export function expiredLinkState(owner: LinkOwner | null): ExpiredLinkState {
  return { expiredLink: { owner } };
}

export function readExpiredLinkState(state: unknown): ExpiredLinkState['expiredLink'] | null {
  const e = (state as Partial<ExpiredLinkState> | null)?.expiredLink;
  if (!e || typeof e !== 'object') return null;
  return { owner: linkOwnerOf(e.owner) };
}
