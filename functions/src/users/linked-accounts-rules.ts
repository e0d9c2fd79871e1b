/**
 * Linked accounts' rules as plain functions (FA §7.2, §4.5): what a user's other ways to sign in are, so unlinking
 * the only one is refused.
 */
import { hasRealEmail } from '@ledgerline/shared/users';

export interface SignInRecord {
  email?: string | null;
  has_temp_email?: boolean | null;
  preferred_sign_in_method?: 'password' | 'email' | 'sms' | 'link' | null;
  password_hash?: string | null;
  phone_number?: string | null;
}

/**
 * The ways a user can sign in besides their linked accounts, as the sign-in page offers them (FA §4.5): the
 * password when they sign in with one and have set it; a texted code when they sign in by SMS and have a phone; an
 * emailed code or link (and the emailed reset of the sign-in method) when their email is a real one. A made-up
 * email (no email given, or removed) reaches nobody, and a password never set signs nobody in.
 */
export function otherSignInMethods(user: SignInRecord): ('password' | 'sms' | 'email')[] {
  const methods: ('password' | 'sms' | 'email')[] = [];
  if (user.password_hash && user.preferred_sign_in_method === 'password') methods.push('password');
  if (user.preferred_sign_in_method === 'sms' && user.phone_number) methods.push('sms');
  if (hasRealEmail(user)) methods.push('email');
  return methods;
}

/** Whether unlinking one account leaves the user a way to sign in: another linked account, or another method. */
export function canUnlink(user: SignInRecord, linksAfter: number): boolean {
  return linksAfter > 0 || otherSignInMethods(user).length > 0;
}
