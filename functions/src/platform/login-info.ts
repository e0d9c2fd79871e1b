/**
 * FA §7.3 send_client_login_info ("sends sign-in links; resets passwords"), for one client: the password is removed
 * and set_password_required set (after the link they choose how to sign in, FA §4.5 step 5), then a single-use
 * sign-in link is emailed to them. The link is a sign-in grant as POST /sessions/send_auth_link issues, with a
 * longer life: this mail is an invitation a client may open days later, not one they are waiting for.
 */
import { Grant } from './data/entities/grant';
import { User, type UserItem } from './data/entities/user';
import { newId, newSecret, sha256 } from './auth/secrets';
import { composeToken, secondsFromNow } from '../sessions/rules';
import { sendFirmMail } from './firm-mail';
import { env } from './env';

export const loginInfoLinkLifetimeSeconds = 3 * 24 * 3600;

export function loginInfoMail(firmName: string, link: string) {
  const text = `${firmName} invites you to its client portal. Use this link to sign in and choose how you sign in next time:\n${link}\n\nIt expires in 3 days and works once.`;
  return { subject: `Your sign-in to ${firmName}`, text };
}

/** A staff member's invitation (FA §7.5 invite_firm_user): to the firm's portal as staff, by whom. */
export function staffInvitationMail(firmName: string, inviterName: string, link: string) {
  const by = inviterName.trim() || firmName;
  const text = `${by} invited you to join ${firmName} on Ledgerline as a member of its staff. Use this link to sign in and choose how you sign in next time:\n${link}\n\nIt expires in 3 days and works once.`;
  return { subject: `${by} invited you to join ${firmName} on Ledgerline`, text };
}

/** Resets the client's password and emails them a sign-in link. Throws when the mail cannot be sent. */
export async function sendLoginInfo(user: UserItem, firmName: string): Promise<void> {
  const link = await resetToSignInLink(user);
  await sendFirmMail(user.firmId, { to: user.email, ...loginInfoMail(firmName, link), action: 'Sign in' });
}

/** Invites a new staff member: the same single-use link as login info, in the invitation's own words. */
export async function sendStaffInvitation(user: UserItem, firmName: string, inviterName: string): Promise<void> {
  const link = await resetToSignInLink(user);
  await sendFirmMail(user.firmId, {
    to: user.email,
    ...staffInvitationMail(firmName, inviterName, link),
    action: 'Accept the invitation',
  });
}

/** Removes the password, asks for a sign-in method and answers a single-use sign-in link for the person. */
async function resetToSignInLink(user: UserItem): Promise<string> {
  const { firmId, userId } = user;
  await User.patch({ firmId, userId })
    .set({
      set_password_required: true,
      ...(user.preferred_sign_in_method === 'password' ? { preferred_sign_in_method: 'link' as const } : {}),
    })
    .remove(['password_hash'])
    .go();
  const grantId = newId();
  const secret = newSecret();
  const expires = secondsFromNow(loginInfoLinkLifetimeSeconds);
  await Grant.create({
    firmId,
    grantId,
    kind: 'link',
    userId,
    secret_hash: sha256(secret),
    expires_at: expires.iso,
    ttl: expires.ttl,
  }).go();
  return `${env.APP_URL}/signin?${new URLSearchParams({ auth_token: composeToken(firmId, grantId, secret) })}`;
}
