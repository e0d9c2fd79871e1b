/**
 * The firm's own sending domain as the firm item keeps it (`mail_domain`), the DNS records it needs and the From
 * address its mail uses once SES has verified it.
 */
import { mailDomainStatuses, type MailDomainStatus } from '@ledgerline/shared/mail-domain';
import type { FirmItem } from './data/entities/firm';
import { env } from './env';

export interface StoredMailDomain {
  domain: string;
  status: MailDomainStatus;
  tokens: string[];
  created_at: string;
  checked_at?: string;
}

/** The firm's mail domain, or null (none, or a value that is not one). */
export function mailDomainOf(firm: Pick<FirmItem, 'mail_domain'> | null | undefined): StoredMailDomain | null {
  const v = firm?.mail_domain as Partial<StoredMailDomain> | undefined;
  if (!v || typeof v.domain !== 'string' || !mailDomainStatuses.includes(v.status as MailDomainStatus)) return null;
  return {
    domain: v.domain,
    status: v.status as MailDomainStatus,
    tokens: Array.isArray(v.tokens) ? v.tokens.filter((t): t is string => typeof t === 'string') : [],
    created_at: v.created_at ?? '',
    ...(v.checked_at ? { checked_at: v.checked_at } : {}),
  };
}

/** Easy DKIM's CNAME records. */
export function dkimRecords(domain: string, tokens: string[]) {
  return tokens.map((t) => ({
    name: `${t}._domainkey.${domain}`,
    type: 'CNAME' as const,
    value: `${t}.${env.MAIL_DKIM_HOST}`,
  }));
}

/**
 * A From header's mailbox with a display name: quoted (with " and \ escaped) when ASCII, a MIME encoded-word
 * (RFC 2047, UTF-8, base64) otherwise, as SES asks for names beyond ASCII.
 */
export function mailbox(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  const display = /^[\x20-\x7e]*$/.test(clean)
    ? `"${clean.replace(/(["\\])/g, '\\$1')}"`
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
  return `${display} <${address}>`;
}

/** The firm's own sender for a domain: '"Firm name" <no-reply@domain>'. */
export function firmSender(firmName: string, domain: string): string {
  return mailbox(firmName, `${env.MAIL_DOMAIN_LOCAL_PART}@${domain}`);
}

/** Who the firm's mail goes out from now: its domain once verified, the portal's sender until then. */
export function senderOf(firm: Pick<FirmItem, 'name' | 'mail_domain'> | null | undefined): string {
  const d = mailDomainOf(firm);
  return d?.status === 'verified' && firm ? firmSender(firm.name, d.domain) : env.MAIL_FROM;
}

/** The domain of the portal's own sender (never a firm's to claim). */
export function portalMailDomain(): string | null {
  return env.MAIL_FROM.match(/@([^>\s]+)>?\s*$/)?.[1]?.toLowerCase() ?? null;
}
