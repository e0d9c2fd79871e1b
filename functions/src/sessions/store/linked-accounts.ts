/**
 * Sign-in with a linked account's data access: the user a provider account is linked to (the link's key is the
 * provider's subject, so the lookup starts before any firm is known), and when it last signed in.
 */
import { LinkedAccount, type LinkedAccountItem } from '../../platform/data/entities/linked-account';
import { User, type UserItem } from '../../platform/data/entities/user';
import type { LinkProvider } from '@ledgerline/shared/schemas/linked-accounts';

/** The link and its user, when the account is linked to a user who is not deleted. */
export async function findLinkedUser(
  provider: LinkProvider,
  subject: string,
): Promise<{ link: LinkedAccountItem; user: UserItem } | null> {
  const link = (await LinkedAccount.get({ provider, subject }).go({ consistent: true })).data;
  if (!link) return null;
  const user = (await User.get({ firmId: link.firmId, userId: link.userId }).go({ consistent: true })).data;
  return user && !user.deleted_at ? { link, user } : null;
}

export async function markLinkUsed(link: Pick<LinkedAccountItem, 'provider' | 'subject'>): Promise<void> {
  await LinkedAccount.patch({ provider: link.provider, subject: link.subject })
    .set({ last_sign_in_at: new Date().toISOString() })
    .go()
    .catch(() => undefined); // unlinked meanwhile: nothing to note
}
