/**
 * Telling the client about their return (FA §4.1): the draft to review, the return to sign and pay, a reminder, the
 * copy in their documents. Each message is sent at most once per key (a retried job or a double click sends nothing
 * twice); SMS goes too when the person has a phone number.
 */
import { hasRealEmail } from '@ledgerline/shared/users';
import type { UserItem } from '../platform/data/entities/user';
import { sendFirmMail } from '../platform/firm-mail';
import { SmsFailed, sendSms } from '../platform/adapters/sms';
import { env } from '../platform/env';
import { log } from '../platform/log';
import { once } from '../platform/once';

export const deliveryLink = (companyId: string, taxReturnId: string) =>
  `${env.APP_URL}/tax-return-delivery/${encodeURIComponent(taxReturnId)}?companyId=${encodeURIComponent(companyId)}`;

export interface ClientMessage {
  subject: string;
  text: string;
  sms?: string;
}

/** Emails (and, with `sms` and a phone number, texts) one person; answers the channels used. */
export async function tellClient(
  firmId: string,
  person: Pick<UserItem, 'userId' | 'email' | 'phone_number'> & { has_temp_email?: boolean | null },
  m: ClientMessage,
  key: string,
): Promise<('email' | 'sms')[]> {
  const used: ('email' | 'sms')[] = [];
  if (
    hasRealEmail(person) &&
    (await once(firmId, `${key}:email:${person.userId}`, () =>
      sendFirmMail(firmId, { to: person.email, subject: m.subject, text: m.text, action: 'Open' }),
    ))
  )
    used.push('email');
  if (m.sms && person.phone_number) {
    try {
      if (await once(firmId, `${key}:sms:${person.userId}`, () => sendSms({ to: person.phone_number!, body: m.sms! })))
        used.push('sms');
    } catch (e) {
      if (!(e instanceof SmsFailed)) throw e;
      log('warn', 'tax return SMS failed', { firmId, userId: person.userId, error: e.message });
    }
  }
  return used;
}

export const deliveryMail = {
  draft: (firm: string, year: number, link: string): ClientMessage => ({
    subject: `Your ${year} tax return draft is ready for review`,
    text: `${firm} has drafted your ${year} tax return. Please review it and approve it or request changes:\n\n${link}`,
    sms: `${firm}: your ${year} tax return draft is ready for review: ${link}`,
  }),
  sent: (firm: string, year: number, link: string, toSign: number, toPay: number): ClientMessage => ({
    subject: `Your ${year} tax return is ready`,
    text: [
      `${firm} has sent your ${year} tax return.`,
      toSign ? `Signatures requested: ${toSign}.` : '',
      toPay ? `Payments to make: ${toPay}.` : '',
      `Open it here:\n\n${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
    sms: `${firm}: your ${year} tax return is ready${toSign ? ' to sign' : ''}: ${link}`,
  }),
  reminder: (firm: string, year: number, link: string, toSign: number, toPay: number): ClientMessage => ({
    subject: `Reminder: your ${year} tax return needs your attention`,
    text: [
      `${firm} is waiting for you on your ${year} tax return.`,
      toSign ? `Signatures still needed: ${toSign}.` : '',
      toPay ? `${toPay} payment(s) still needed.` : '',
      `Open it here:\n\n${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
    sms: `${firm}: reminder, your ${year} tax return still needs ${[toSign ? `${toSign} signature(s)` : '', toPay ? `${toPay} payment(s)` : ''].filter(Boolean).join(' and ')}: ${link}`,
  }),
};
