/**
 * What one recipient of a mass email reads (MD §5): the subject and message with their own placeholders filled,
 * newlines as line breaks, under the firm's name in its theme colour. Text and HTML say the same.
 */
import { fillPlaceholders, type MassEmailValues } from '@ledgerline/shared/mass-email';

export interface FirmLook {
  name: string;
  /** theme.primary; anything that is not a hex colour falls back to the portal's blue. */
  primary?: unknown;
}

const defaultPrimary = '#0f6cbd';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function themeColour(primary: unknown): string {
  return typeof primary === 'string' && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(primary.trim())
    ? primary.trim()
    : defaultPrimary;
}

export function renderMassEmail(firm: FirmLook, subject: string, body: string, values: MassEmailValues) {
  const filledSubject = fillPlaceholders(subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const filledBody = fillPlaceholders(body, values).replace(/\r\n?/g, '\n');
  const colour = themeColour(firm.primary);
  const html = `<!doctype html><html><body style="margin:0;padding:0;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#242424">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:6px solid ${colour}">
<tr><td style="padding:20px 28px 8px;font-size:20px;font-weight:600;color:${colour}">${esc(firm.name)}</td></tr>
<tr><td style="padding:8px 28px 24px;font-size:15px;line-height:1.5">${esc(filledBody).replace(/\n/g, '<br>')}</td></tr>
<tr><td style="padding:12px 28px;font-size:12px;color:#616161;border-top:1px solid #e0e0e0">Sent by ${esc(firm.name)} through its client portal.</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${filledBody}\n\n--\n${firm.name}\n`;
  return { subject: filledSubject, text, html };
}
