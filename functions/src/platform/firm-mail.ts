/**
 * Every email the portal sends goes through here: in the firm's layout (its name, logo and primary colour; the
 * portal's own for platform mail), from the firm's own domain once SES has verified it, from the portal's sender
 * until then. Each caller keeps its own wording (subject and text); this adds only the look and the sender.
 */
import { sendMail } from './adapters/mail';
import { Firm, type FirmItem } from './data/entities/firm';
import { env } from './env';
import { layoutMail, type MailContent, type MailLook } from './mail-layout';
import { senderOf } from './mail-domain';

/** The firm a mail is from: its id, the item already read, or null for platform mail. */
export type MailFirm = string | Pick<FirmItem, 'firmId' | 'name' | 'theme' | 'logo_key' | 'mail_domain'> | null;

export interface FirmMail extends MailContent {
  to: string;
  /** SES message tags (letters, digits, _ and -), for bounces and complaints. */
  tags?: Record<string, string>;
}

/**
 * A stable link to the firm's logo for mail (GET /firms/{id}/mail_logo answers a fresh short-lived link to the
 * image): mail is read days later, long after any presigned link would have expired. The logo's key names the
 * version, so a new logo is a new address for caches.
 */
export function mailLogoUrl(firm: Pick<FirmItem, 'firmId' | 'logo_key'>): string | null {
  if (!firm.logo_key) return null;
  const version = firm.logo_key.slice(firm.logo_key.lastIndexOf('/') + 1);
  return `${env.APP_URL}/api/firms/${encodeURIComponent(firm.firmId)}/mail_logo?${new URLSearchParams({ v: version })}`;
}

export function lookOf(firm: Pick<FirmItem, 'firmId' | 'name' | 'theme' | 'logo_key'>): MailLook {
  return {
    name: firm.name,
    primary: (firm.theme as { primary?: unknown } | undefined)?.primary,
    logoUrl: mailLogoUrl(firm),
  };
}

async function firmOf(firm: MailFirm) {
  if (typeof firm !== 'string') return firm;
  return (await Firm.get({ firmId: firm }).go({ consistent: true })).data ?? null;
}

/** Lays the mail out for its firm and sends it from the firm's sender. Throws when SES refuses it. */
export async function sendFirmMail(firm: MailFirm, m: FirmMail): Promise<void> {
  const item = await firmOf(firm);
  const mail = layoutMail(item ? lookOf(item) : null, m);
  await sendMail({ to: m.to, ...mail, ...(m.tags ? { tags: m.tags } : {}), from: senderOf(item) });
}
