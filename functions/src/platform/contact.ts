/**
 * Reaching a person outside the portal by their preferred contact method (email, SMS or both), each
 * channel at most once per key so a retried job never sends twice.
 */
import { hasRealEmail } from '@ledgerline/shared/users';
import type { UserItem } from './data/entities/user';
import { Connection } from './data/entities/connection';
import { sendFirmMail } from './firm-mail';
import { SmsFailed, sendSms } from './adapters/sms';
import { log } from './log';
import { once } from './once';

export interface Outreach {
  subject: string;
  text: string;
  sms: string;
}

/** Whether the person has the portal open: a live realtime connection. */
export async function isOnline(firmId: string, userId: string): Promise<boolean> {
  const { data } = await Connection.query.byUser({ firmId, userId }).go({ limit: 10 });
  return data.some((c) => c.userId === userId);
}

/**
 * Answers the channels used. An SMS that fails falls back to email, so the person still hears. A person without
 * an email of their own (none, or the temporary stand-in of FA §5.1) is not emailed.
 */
export async function contactPerson(
  firmId: string,
  user: UserItem,
  content: Outreach,
  key: string,
): Promise<('email' | 'sms')[]> {
  const method = user.preferred_contact_method ?? 'email';
  const used: ('email' | 'sms')[] = [];
  let wantEmail = method !== 'sms' || !user.phone_number;
  if (method !== 'email' && user.phone_number) {
    try {
      if (await once(firmId, `${key}:sms`, () => sendSms({ to: user.phone_number!, body: content.sms })))
        used.push('sms');
    } catch (e) {
      if (!(e instanceof SmsFailed)) throw e;
      log('warn', 'SMS failed, emailing instead', { firmId, userId: user.userId, error: e.message });
      wantEmail = true;
    }
  }
  if (
    wantEmail &&
    hasRealEmail(user) &&
    (await once(firmId, `${key}:email`, () =>
      sendFirmMail(firmId, { to: user.email, subject: content.subject, text: content.text, action: 'Open' }),
    ))
  )
    used.push('email');
  return used;
}
