/**
 * GET /_dev/mail: what the local stack "sent" — mail from the SES twin, texts from the SMS outbox —
 * newest first, with links clickable (sign-in links, questionnaire links). GET /_dev/mail.json returns
 * {mail, sms} in the same order, for tests and scripts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSmsOutbox, type OutboxSms } from '@ledgerline/functions/platform/adapters/sms';
import { readSentMail, type SentMail } from './services';

export interface DevMailOptions {
  sesUrl: string;
  smsOutboxFile: string;
}

export function devMailPage(opts: DevMailOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    if (url.pathname !== '/_dev/mail' && url.pathname !== '/_dev/mail.json') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let mail: SentMail[];
    let sms: OutboxSms[];
    try {
      [mail, sms] = await Promise.all([readSentMail(opts.sesUrl), readSmsOutbox(opts.smsOutboxFile)]);
    } catch (e) {
      res
        .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`Could not read the local mail twin: ${(e as Error).message}`);
      return;
    }
    mail = [...mail].reverse();
    sms = [...sms].reverse();
    if (url.pathname === '/_dev/mail.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ mail, sms }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Mail HTML is shown in sandboxed frames; the page itself runs no script.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' about:; img-src * data:",
    });
    res.end(req.method === 'HEAD' ? undefined : renderPage(mail, sms));
  };
}

function renderPage(mail: SentMail[], sms: OutboxSms[]): string {
  const mailRows = mail
    .map(
      (m) => `<tr>
  <td><time datetime="${esc(m.at)}">${esc(formatTime(m.at))}</time></td>
  <td>${esc(m.to.join(', '))}</td>
  <td>${esc(m.subject)}</td>
  <td><div class="body">${linkify(m.text)}</div>${
    m.html
      ? `<details><summary>HTML version</summary><iframe title="HTML version of “${esc(m.subject)}”" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(
          `<base target="_blank">${m.html}`,
        )}"></iframe></details>`
      : ''
  }</td>
</tr>`,
    )
    .join('\n');
  const smsRows = sms
    .map(
      (s) => `<tr>
  <td><time datetime="${esc(s.at)}">${esc(formatTime(s.at))}</time></td>
  <td>${esc(formatPhone(s.to))}</td>
  <td><div class="body">${linkify(s.body)}</div></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sent mail and texts</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; background: #fff; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; color: #4a4a4a; padding-bottom: .4rem; }
  th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #d0d0d0; padding: .5rem .6rem; }
  th { background: #f3f3f3; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; max-width: 60ch; }
  a { color: #0a4fb3; } a:focus-visible, summary:focus-visible { outline: 3px solid #0a4fb3; outline-offset: 2px; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid #d0d0d0; background: #fff; }
  .empty { color: #4a4a4a; }
</style>
</head>
<body>
<main>
<h1>Sent mail and texts</h1>
<p>What the local stack has sent, newest first. Reload the page to see new messages. <a href="/_dev/mail.json">As JSON</a></p>
<h2 id="mail-heading">Email (${mail.length})</h2>
${
  mail.length
    ? `<table aria-labelledby="mail-heading">
<caption>Email sent through the local SES twin</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Message</th></tr></thead>
<tbody>
${mailRows}
</tbody>
</table>`
    : '<p class="empty">No email sent yet.</p>'
}
<h2 id="sms-heading">Text messages (${sms.length})</h2>
${
  sms.length
    ? `<table aria-labelledby="sms-heading">
<caption>Text messages written to the local SMS outbox</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>
<tbody>
${smsRows}
</tbody>
</table>`
    : '<p class="empty">No text messages sent yet.</p>'
}
</main>
</body>
</html>
`;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escapes the text and turns http(s) URLs into links. */
function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return esc(part);
      const trailing = part.match(/[).,;:!?]+$/)?.[0] ?? '';
      const href = trailing ? part.slice(0, -trailing.length) : part;
      return `<a href="${esc(href)}">${esc(href)}</a>${esc(trailing)}`;
    })
    .join('');
}

function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
