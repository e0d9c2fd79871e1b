/** Mail from the firm's own domain (Firm Settings, partner only): the domain, its DKIM records and its state. */
import * as z from 'zod';
import { mailDomainStatuses } from '../mail-domain';

/** Checked by the handler (422 with the field's text), so any string under the size limit passes here. */
export const MailDomainInput = z.object({ domain: z.string({ error: 'Enter a domain name' }).max(300) });

/** A DNS record the firm adds at its DNS host. */
export const DnsRecord = z.object({ name: z.string(), type: z.literal('CNAME'), value: z.string() });

export const MailDomain = z.object({
  domain: z.string(),
  status: z.enum(mailDomainStatuses),
  /** The three Easy DKIM CNAME records. */
  records: z.array(DnsRecord),
  /** The From address the firm's mail uses once the domain is verified. */
  sender: z.string(),
  created_at: z.string(),
  /** When verification was last checked; null before the first check. */
  checked_at: z.string().nullable(),
});

export const MailDomainView = z.object({
  mail_domain: MailDomain.nullable(),
  /** Who the firm's mail is sent from now: its domain's address once verified, the portal's until then. */
  sending_from: z.string(),
});

/** GET /firms/{id}/mail_logo?v: v names the logo's version (for caches) and is otherwise ignored. */
export const MailLogoQuery = z.object({ id: z.string().max(100), v: z.string().max(100).optional() });
/** The redirect's body (the Location header is what matters). */
export const MailLogoRedirect = z.object({});
