/**
 * The one layout every email of the portal is sent in: a header bar in the firm's primary colour with its logo (or
 * its name), the message, buttons in the same colour, and a footer naming who sent it. Platform mail with no firm
 * (a firm not yet made) gets the portal's own colours. Every text is escaped here; only a body the caller built as
 * HTML (the digest's list, a mass email's lines) is taken as it is, and its builder escapes what it holds.
 */

/** The portal's own blue (the web's default theme), for mail with no firm or a firm without a colour. */
export const defaultMailColour = '#0f6cbd';
export const platformName = 'Ledgerline';

/** What the layout needs to know about the firm: nothing at all for platform mail. */
export interface MailLook {
  /** The firm's name; absent for platform mail. */
  name?: string;
  /** theme.primary; anything that is not a #RGB or #RRGGBB colour falls back to the portal's blue. */
  primary?: unknown;
  /** A link to the firm's logo (presigned); the firm's name stands in when absent or when the image does not load. */
  logoUrl?: string | null;
}

export interface MailContent {
  subject: string;
  /** The plain-text version; the HTML says the same. */
  text: string;
  /**
   * The HTML body, already escaped by its builder; without it the body is made from `text`: paragraphs by blank
   * lines, a line that is only a link becomes a button labelled `action`, other links stay links.
   */
  bodyHtml?: string;
  /** The label of the button a link on its own line becomes ('Open link' when absent). */
  action?: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The firm's primary colour as #RRGGBB (#RGB written out), or the portal's blue. */
export function mailColour(primary: unknown): string {
  if (typeof primary !== 'string') return defaultMailColour;
  const v = primary.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v;
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return defaultMailColour;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** White or near-black, whichever reads better on the colour (WCAG contrast). */
export function textOn(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#242424') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#242424';
}

const urlPattern = /(https?:\/\/[^\s<>"']+)/g;

/** A link's text, with trailing punctuation left outside the link. */
function splitTrailing(url: string): [string, string] {
  const trailing = url.match(/[).,;:!?]+$/)?.[0] ?? '';
  return trailing ? [url.slice(0, -trailing.length), trailing] : [url, ''];
}

function inlineLinks(line: string, colour: string): string {
  return line
    .split(urlPattern)
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const [href, trailing] = splitTrailing(part);
      return `<a href="${escapeHtml(href)}" style="color:${colour};word-break:break-all">${escapeHtml(href)}</a>${escapeHtml(trailing)}`;
    })
    .join('');
}

function button(href: string, label: string, colour: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0"><tr><td style="background:${colour};border-radius:4px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;color:${textOn(colour)};font-weight:600;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`;
}

/** The body made from the plain text. */
export function bodyFromText(text: string, colour: string, action = 'Open link'): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const lines = paragraph.split('\n');
      const parts: string[] = [];
      let run: string[] = [];
      const flush = () => {
        if (run.length) parts.push(`<p style="margin:0 0 12px">${run.join('<br>')}</p>`);
        run = [];
      };
      for (const line of lines) {
        const alone = line.trim().match(/^https?:\/\/[^\s<>"']+$/);
        if (alone) {
          flush();
          parts.push(button(alone[0], action, colour));
        } else run.push(inlineLinks(line, colour));
      }
      flush();
      return parts.join('');
    })
    .join('');
}

/** The email as sent: the same subject and text, and the HTML in the layout. */
export function layoutMail(look: MailLook | null, m: MailContent): { subject: string; text: string; html: string } {
  const colour = mailColour(look?.primary);
  const on = textOn(colour);
  const name = look?.name?.trim() || platformName;
  const heading = look?.logoUrl
    ? `<img src="${escapeHtml(look.logoUrl)}" alt="${escapeHtml(name)}" height="40" style="display:block;max-height:40px;max-width:240px;border:0;color:${on};font-size:20px;font-weight:600">`
    : escapeHtml(name);
  const body = m.bodyHtml ?? bodyFromText(m.text, colour, m.action);
  const footer = look?.name?.trim()
    ? `Sent by ${escapeHtml(name)} through its client portal.`
    : `Sent by ${platformName}.`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#242424">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff">
<tr><td data-part="header" style="background:${colour};color:${on};padding:16px 28px;font-size:20px;font-weight:600">${heading}</td></tr>
<tr><td style="padding:24px 28px 12px;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:12px 28px;font-size:12px;color:#616161;border-top:1px solid #e0e0e0">${footer}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: m.subject, text: m.text, html };
}
