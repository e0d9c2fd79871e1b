/**
 * Profile Settings' one write (FA §2.2, §2.3, §7.3), shared by PATCH /advisors/{id} and PATCH /users/me/profile:
 * the rules of @ledgerline/shared/profile decide what changes; only the keys given and changed are written, on the
 * condition that nobody changed the person since they were read; the answer is the person as current_user shows them.
 */
import { isEmptyProfileChange, profileApiText, profileChange, profileProblem } from '@ledgerline/shared/profile';
import type { ProfileInput } from '@ledgerline/shared/profile';
import { userOwnText } from '@ledgerline/shared/users';
import { User, type UserItem } from './data/entities/user';
import { isConditionFailure } from './data/transact';
import { Conflict, Invalid } from './errors';
import { recordActivity } from './activity';
import { syncDirectoryUser } from './directory';
import { userProfile } from './user-profile';

export interface ProfileEditContext {
  firmId: string;
  actorUserId: string;
  ip: string;
  requestId: string;
}

export async function editProfile(ctx: ProfileEditContext, person: UserItem, input: ProfileInput) {
  const change = profileChange(person, input);
  const problem = profileProblem(person, change);
  if (problem) throw new Invalid(problem);
  let fresh = person;
  if (!isEmptyProfileChange(change)) {
    const key = { firmId: person.firmId, userId: person.userId };
    let patch = User.patch(key).set(change.set);
    if (change.remove.length) patch = patch.remove(change.remove) as typeof patch;
    try {
      fresh = (await patch.where((a, op) => op.eq(a.updated_at, person.updated_at ?? '')).go({ response: 'all_new' }))
        .data as UserItem;
    } catch (e) {
      if (isConditionFailure(e)) throw new Conflict(userOwnText.userChanged);
      throw e;
    }
    // A client's name and phone show in the directory's rows.
    if (!person.is_advisor) await syncDirectoryUser(ctx.firmId, person.userId);
    await recordActivity({
      firmId: ctx.firmId,
      action: 'profile_updated',
      title: person.is_advisor ? 'Firm user profile updated' : 'Profile updated',
      description: [...Object.keys(change.set), ...change.remove].join(', '),
      actorUserId: ctx.actorUserId,
      userId: person.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  }
  const profile = await userProfile(ctx.firmId, fresh);
  return { message: profileApiText.saved, user: profile.user };
}
