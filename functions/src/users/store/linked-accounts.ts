/**
 * Linked accounts' data access (FA §7.2): a user's links (one query on their index), linking an account to one user
 * only (a create conditioned on the account having no link), and unlinking one of the user's own.
 */
import { isConditionFailure } from '../../platform/data/transact';
import { LinkedAccount, type LinkedAccountItem } from '../../platform/data/entities/linked-account';
import type { LinkProvider } from '@ledgerline/shared/schemas/linked-accounts';

export type { LinkedAccountItem };

/** A user has a handful of links at most: one page holds them all. */
const maxLinksPerUser = 50;

export async function listLinkedAccounts(firmId: string, userId: string): Promise<LinkedAccountItem[]> {
  const found = await LinkedAccount.query.byUser({ firmId, userId }).go({ limit: maxLinksPerUser });
  return found.data;
}

export async function getLinkedAccount(provider: LinkProvider, subject: string): Promise<LinkedAccountItem | null> {
  return (await LinkedAccount.get({ provider, subject }).go({ consistent: true })).data ?? null;
}

/**
 * Links the account to the user unless it is linked already. Answers the link, and whether it was this user's
 * before (linking one's own account again refreshes its email); null when another user holds it.
 */
export async function linkAccount(link: {
  provider: LinkProvider;
  subject: string;
  issuer: string;
  firmId: string;
  userId: string;
  email: string;
}): Promise<LinkedAccountItem | null> {
  try {
    const created = await LinkedAccount.create(link).go();
    return created.data;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  const existing = await getLinkedAccount(link.provider, link.subject);
  if (!existing || existing.firmId !== link.firmId || existing.userId !== link.userId) return null;
  if (existing.email === link.email) return existing;
  const updated = await LinkedAccount.patch({ provider: link.provider, subject: link.subject })
    .set({ email: link.email })
    .where((a, { eq }) => `${eq(a.firmId, link.firmId)} AND ${eq(a.userId, link.userId)}`)
    .go({ response: 'all_new' });
  return updated.data as LinkedAccountItem;
}

/** Removes the user's link; false when it is not (or no longer) theirs. */
export async function unlinkAccount(link: LinkedAccountItem): Promise<boolean> {
  try {
    await LinkedAccount.delete({ provider: link.provider, subject: link.subject })
      .where((a, { eq }) => `${eq(a.firmId, link.firmId)} AND ${eq(a.userId, link.userId)}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
