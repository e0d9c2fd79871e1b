/**
 * A user as GET /users/{id} answers them, for the caller: the profile, plus the contact tags when staff read a
 * client (the firm's labels for its clients; a client reading themselves does not see them). Every users route
 * that answers a user answers this, so a screen can put any of their answers in place of the GET's.
 */
import type { Caller } from '@ledgerline/shared/access';
import { userProfile } from '../platform/user-profile';
import { tagViewsByIds } from '../platform/tags/firm-tags';
import type { UserItem } from './store';

export async function userViewFor(caller: Pick<Caller, 'firmId' | 'isAdvisor'>, user: UserItem) {
  const showTags = caller.isAdvisor && !user.is_advisor;
  const [profile, contactTags] = await Promise.all([
    userProfile(caller.firmId, user),
    showTags ? tagViewsByIds(caller.firmId, 'contact', user.contact_tags) : null,
  ]);
  return contactTags ? { ...profile, user: { ...profile.user, contact_tags: contactTags } } : profile;
}
