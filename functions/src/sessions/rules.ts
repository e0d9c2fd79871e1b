/** Sign-in rules as plain functions: limits, expiries, masking, who needs a second factor. */

export const codeLifetimeSeconds = 10 * 60;
export const signInLinkLifetimeSeconds = 10 * 60;
/** Reset and welcome links: long enough to reach the inbox and finish the wizard. */
export const resetLinkLifetimeSeconds = 60 * 60;
export const authTokenLifetimeSeconds = 2 * 60;
export const mfaChallengeLifetimeSeconds = 10 * 60;
export const sessionLifetimeDays = 30;
export const maxCodeAttempts = 5;

const fifteenMinutes = 15 * 60;
/** Failed passwords per account before it is restricted for the rest of the window. */
export const accountFailureLimit = { seconds: fifteenMinutes, limit: 5 };
/** Failed sign-ins from one address, across accounts (guessing many accounts). */
export const addressFailureLimit = { seconds: fifteenMinutes, limit: 30 };
/** Email lookups from one address (enumeration). */
export const addressLookupLimit = { seconds: fifteenMinutes, limit: 100 };
/** Codes and links sent to one user. */
export const sendLimit = { seconds: fifteenMinutes, limit: 5 };
/** Firms created from one address. */
export const createFirmLimit = { seconds: 60 * 60, limit: 5 };

export const messages = {
  wrongPassword: 'The email address or password is incorrect',
  restricted:
    'Access to this account has been temporarily restricted. Please try again later or reset your password for immediate access.',
  unknownEmail: "Sorry, we couldn't find a user with that email address",
  invalidCode: 'Invalid or expired verification code',
  tooManyAttempts: 'Too many incorrect attempts',
  tooManySends: 'Too many codes or links were requested. Please wait a few minutes and try again.',
  tooManyLookups: 'Too many sign-in attempts from this network. Please wait a few minutes and try again.',
  smsFailed:
    'SMS code failed to send. Your phone number might be invalid. Please use the button below to reset your sign-in method.',
  linkExpired: 'This link has expired or was already used. Please request a new one.',
  deactivated: 'Your account has been deactivated. Please contact your firm.',
  linkFailed: 'Sorry, there was a problem sending the sign-in link. Please try again later.',
  twoFactorFailed: 'Sorry, there was a problem sending a two-factor authentication link. Please try again later.',
  codeFailed: 'Sorry, there was a problem sending your verification code. Please try again.',
  emailTaken: 'Email is already taken. Learn how to resolve this issue here',
  resetSent: 'If an account exists for that email address, we sent a link to reset how you sign in.',
} as const;

export interface FirmPreferences {
  force_2fa_on_users?: boolean;
  force_2fa_on_firm_users?: boolean;
}

/** Two-factor applies when the user turned it on, or the firm forces it for staff or for clients. */
export function needsSecondFactor(
  user: { enabled_2fa?: boolean; is_advisor?: boolean },
  prefs: FirmPreferences,
): boolean {
  if (user.enabled_2fa) return true;
  return user.is_advisor ? Boolean(prefs.force_2fa_on_firm_users) : Boolean(prefs.force_2fa_on_users);
}

/** j•••@demo.test: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** (•••) •••-4567 */
export function maskPhone(phone: string): string {
  return `(•••) •••-${phone.replace(/\D/g, '').slice(-4)}`;
}

export function secondsFromNow(seconds: number, now = Date.now()): { iso: string; ttl: number } {
  const at = now + seconds * 1000;
  return { iso: new Date(at).toISOString(), ttl: Math.ceil(at / 1000) };
}

export function isExpired(iso: string, now = Date.now()): boolean {
  return Date.parse(iso) <= now;
}

/** Bearer strings carry the firm and item ids so lookups start from the tenant: firm.id.secret */
export function composeToken(firmId: string, id: string, secret: string): string {
  return `${firmId}.${id}.${secret}`;
}

export function parseToken(token: string | undefined): { firmId: string; id: string; secret: string } | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]{1,100}$/.test(p))) return null;
  return { firmId: parts[0], id: parts[1], secret: parts[2] };
}

/** Only paths inside the portal, so a link can't send someone to another site. */
export function safeRedirect(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\') ? redirect : '';
}
