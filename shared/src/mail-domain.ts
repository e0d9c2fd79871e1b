/**
 * Mail from the firm's own domain: which names are domains a firm can send from, and what the API says about it.
 * Both sides read these (the API refuses with them, Firm Settings checks as the partner types).
 */

/** Lower-cased, without spaces or a final dot: how a domain is stored and compared. */
export function normaliseDomain(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * A real, public domain name: at least two labels of letters, digits and hyphens (none starting or ending with a
 * hyphen, each at most 63 characters), a top-level label of letters (or an IDN's xn--), 253 characters at most. No
 * addresses, no single names such as localhost, no reserved test names.
 */
export function isMailDomain(domain: string): boolean {
  if (domain.length < 4 || domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return false;
  const tld = labels[labels.length - 1]!;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(tld)) return false;
  return !['localhost', 'local', 'test', 'invalid', 'example', 'internal'].includes(tld);
}

export const mailDomainStatuses = ['pending', 'verified', 'failed'] as const;
export type MailDomainStatus = (typeof mailDomainStatuses)[number];

export const mailDomainText = {
  invalid: 'Enter a domain name such as yourfirm.com',
  taken: 'This domain is already used by another firm.',
  already: 'Remove the current domain before adding another.',
  none: 'The firm has no mail domain.',
  unavailable: 'Sorry, the mail service could not be reached. Please try again later.',
} as const;
