/**
 * What one recipient of a mass email reads (MD §5): the subject and message with their own placeholders filled,
 * newlines as line breaks, in the firm's mail layout (platform/mail-layout.ts). Text and HTML say the same.
 */
import { fillPlaceholders, type MassEmailValues } from '@ledgerline/shared/mass-email';
import { escapeHtml, layoutMail, mailColour } from '../platform/mail-layout';

export interface FirmLook {
  name: string;
  /** theme.primary; anything that is not a hex colour falls back to the portal's blue. */
  primary?: unknown;
}

export const themeColour = mailColour;

/** The mail: bodyHtml is what platform/firm-mail.ts lays out when sending; html is the laid-out page, as read. */
export function renderMassEmail(firm: FirmLook, subject: string, body: string, values: MassEmailValues) {
  const filledSubject = fillPlaceholders(subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const filledBody = fillPlaceholders(body, values).replace(/\r\n?/g, '\n');
  const bodyHtml = `<p style="margin:0 0 12px">${escapeHtml(filledBody).replace(/\n/g, '<br>')}</p>`;
  const text = `${filledBody}\n\n--\n${firm.name}\n`;
  const { html } = layoutMail(firm, { subject: filledSubject, text, bodyHtml });
  return { subject: filledSubject, text, bodyHtml, html };
}
