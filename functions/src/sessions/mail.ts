import { env } from '../platform/env';
import { sendFirmMail } from '../platform/firm-mail';
import { Unavailable } from '../platform/errors';
import { log } from '../platform/log';

/** Whom a sign-in mail goes to: the person (in their firm's layout and sender), or only an address (the portal's). */
export type MailTo = string | { email: string; firmId: string };

/** The sign-in mails. A failed send is the spec's "problem sending" message, never a 500. */
async function send(to: MailTo, subject: string, text: string, failure: string, action = 'Sign in'): Promise<void> {
  const [address, firmId] = typeof to === 'string' ? [to, null] : [to.email, to.firmId];
  try {
    await sendFirmMail(firmId, { to: address, subject, text, action });
  } catch (e) {
    log('error', 'mail failed', { subject, error: String(e) });
    throw new Unavailable(failure);
  }
}

export const appLink = (path: string, params: Record<string, string>) => {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return `${env.APP_URL}${path}${q ? `?${q}` : ''}`;
};

export function mailSignInCode(to: MailTo, firmName: string, code: string) {
  return send(
    to,
    `Your ${firmName} sign-in code: ${code}`,
    `Your sign-in code is ${code}\n\nIt expires in 10 minutes and works once. If you did not try to sign in, you can ignore this email.`,
    'Sorry, there was a problem sending your verification code. Please try again.',
  );
}

export function mailSignInLink(to: MailTo, firmName: string, link: string) {
  return send(
    to,
    `Sign in to ${firmName}`,
    `Use this link to sign in:\n${link}\n\nIt expires in 10 minutes and works once.`,
    'Sorry, there was a problem sending the sign-in link. Please try again later.',
  );
}

export function mailTwoFactor(to: MailTo, firmName: string, code: string, link: string) {
  return send(
    to,
    `Your ${firmName} two-factor code: ${code}`,
    `Your two-factor authentication code is ${code}\n\nOr open this secure link in the same browser:\n${link}\n\nIt expires in 10 minutes and works once.`,
    'Sorry, there was a problem sending a two-factor authentication link. Please try again later.',
  );
}

export function mailResetSignIn(to: MailTo, firmName: string, link: string) {
  return send(
    to,
    `Reset how you sign in to ${firmName}`,
    `Use this link to choose how you sign in (password, email or text message):\n${link}\n\nIt expires in 1 hour and works once. If you did not ask for this, you can ignore this email.`,
    'Sorry, there was a problem sending the sign-in link. Please try again later.',
  );
}

export function mailWelcome(to: MailTo, firmName: string, link: string) {
  return send(
    to,
    `Welcome to Ledgerline, ${firmName}`,
    `Your firm ${firmName} is ready. Use this link to set up how you sign in:\n${link}\n\nIt expires in 1 hour and works once.`,
    'Sorry, there was a problem sending the sign-in link. Please try again later.',
  );
}
