/**
 * POST /firms/invite_firm_user (FA §7.5, §6): a partner or admin invites a firm user with an access level (partner,
 * admin, full or group), an optional firm group and phone. The staff user is created with the email claimed in the
 * same write (an email already used anywhere: 409), must choose how to sign in, and is emailed an invitation to join
 * the firm as staff with a single-use link that signs them in and opens /set-sign-in-method (FA §4.5 step 5). Only a partner makes another partner.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { inviteText } from '@ledgerline/shared/self-sign-up';
import { handle } from '../platform/handle';
import { Conflict, Forbidden, Unavailable } from '../platform/errors';
import { createUser } from '../platform/provision';
import { sendStaffInvitation } from '../platform/login-info';
import { fullName } from '@ledgerline/shared/person-name';
import { recordActivity } from '../platform/activity';
import { log } from '../platform/log';
import { checkFirmGroup } from './assignment-checks';
import { getFirm, getUserConsistent } from './store';

export const inviteFirmUser = handle(userRoutes.inviteFirmUser, async (ctx) => {
  const { caller, input } = ctx;
  if (input.access === 'partner' && caller.firmAccess !== 'partner') throw new Forbidden(inviteText.partnerOnly);
  const groupId = input.firm_group_id || null;
  await checkFirmGroup(caller.firmId, groupId, 'firm_group_id');
  const made = await createUser(caller.firmId, {
    email: input.email,
    fname: input.fname,
    lname: input.lname,
    isAdvisor: true,
    firmAccess: input.access,
    firmGroupId: groupId ?? undefined,
    phoneNumber: input.phone_number || undefined,
    setPasswordRequired: true,
  }).catch((e) => {
    throw e instanceof Conflict ? new Conflict(inviteText.emailTaken) : e;
  });
  await recordActivity({
    firmId: caller.firmId,
    action: 'firm_user_invited',
    title: 'Firm user invited',
    description: `${input.fname} ${input.lname} (${input.access})`,
    userId: made.userId,
    actorUserId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  const [firm, user, inviter] = await Promise.all([
    getFirm(caller.firmId),
    getUserConsistent(caller.firmId, made.userId),
    getUserConsistent(caller.firmId, caller.userId),
  ]);
  try {
    await sendStaffInvitation(user!, firm?.name ?? 'Ledgerline', inviter ? fullName(inviter) : '');
  } catch (e) {
    log('error', 'invitation mail failed', { error: String(e) });
    throw new Unavailable('Sorry, there was a problem sending the sign-in link. Please try again later.');
  }
  return { message: inviteText.sent(made.email), user_id: made.userId };
});
