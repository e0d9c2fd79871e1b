/**
 * PATCH /users/me/profile (FA §2.3 Profile Settings at /profile): the signed-in client's own personal fields
 * (names, phones, time zone, notification preference); never their flags, tags or assignment. FA §6: a read-only
 * account cannot edit its profile.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { profileApiText } from '@ledgerline/shared/profile';
import { userOwnText } from '@ledgerline/shared/users';
import { handle } from '../platform/handle';
import { Forbidden, NotFound } from '../platform/errors';
import { editProfile } from './store';

export const updateOwnProfile = handle(
  userRoutes.updateOwnProfile,
  async ({ caller, callerUser, input, ip, requestId }) => {
    if (caller.readonly) throw new Forbidden(profileApiText.readOnly);
    const me = await callerUser();
    if (!me || me.deleted_at) throw new NotFound('user', userOwnText.userNotFound);
    return editProfile({ firmId: caller.firmId, actorUserId: caller.userId, ip, requestId }, me, input);
  },
);
