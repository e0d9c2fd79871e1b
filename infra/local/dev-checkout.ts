/**
 * Local only: the test checkout page of the payments twin (functions/src/platform/adapters/payments-local.ts), what
 * Stripe Checkout is in AWS. GET /_dev/checkout/{sessionId} shows the firm, what is paid for and the amount, a
 * 'Pay $150.00' button and a 'Cancel' link; the button (POST /_dev/checkout/{sessionId}/pay) marks the session paid
 * and sends the browser back to the session's success URL, as Stripe does, the session's id filled in. The way back
 * keeps the origin the browser is on (the portal's own address, APP_URL, may be localhost while the browser is on
 * 127.0.0.1, and the sign-in it keeps is per origin).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatDollars } from '@ledgerline/functions/platform/adapters/payments';
import {
  getTwinSession,
  payTwinSession,
  successUrlOf,
  type TwinCheckoutSessionItem,
} from '@ledgerline/functions/platform/adapters/payments-local';

const route = /^\/_dev\/checkout\/([^/]+)(\/pay)?$/;

export async function handleDevCheckout(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const match = url.pathname.match(route);
  if (!match) return false;
  let sessionId: string;
  try {
    sessionId = decodeURIComponent(match[1]!);
  } catch {
    sessionId = '';
  }
  const paying = Boolean(match[2]);
  if (paying ? req.method !== 'POST' : req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { allow: paying ? 'POST' : 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed');
    return true;
  }
  const session = await getTwinSession(sessionId);
  if (!session) {
    page(res, 404, 'Checkout not found', '<p>There is no checkout session with this address.</p>');
    return true;
  }
  if (paying) {
    // The form's body carries nothing the page needs; it is drained so the connection can be reused.
    req.resume();
    await payTwinSession(session.sessionId);
    res.writeHead(303, { location: onThisOrigin(successUrlOf(session), req), 'cache-control': 'no-store' }).end();
    return true;
  }
  page(res, 200, `Pay ${session.payee}`, checkoutBody(session, req), req.method === 'HEAD');
  return true;
}

/** A URL of the portal on the origin this request came to (any other URL as it is). */
export function onThisOrigin(url: string, req: Pick<IncomingMessage, 'headers'>): string {
  const host = req.headers.host;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  const portal = process.env.APP_URL ? new URL(process.env.APP_URL).origin : null;
  if (!host || target.origin !== portal) return url;
  return `http://${host}${target.pathname}${target.search}${target.hash}`;
}

function checkoutBody(s: TwinCheckoutSessionItem, req: IncomingMessage): string {
  const amount = formatDollars(s.amount_cents);
  if (s.payment_status === 'paid')
    return `<p>This deposit of <strong>${esc(amount)}</strong> to ${esc(s.payee)} is already paid.</p>
<p><a href="${esc(onThisOrigin(successUrlOf(s), req))}">Return to the portal</a></p>`;
  return `<dl>
  <dt>Pay to</dt><dd>${esc(s.payee)}</dd>
  <dt>For</dt><dd>${esc(s.product_name)}</dd>
  <dt>Amount</dt><dd class="amount">${esc(amount)}</dd>
</dl>
<form method="post" action="/_dev/checkout/${encodeURIComponent(s.sessionId)}/pay">
  <button type="submit">Pay ${esc(amount)}</button>
  <a href="${esc(onThisOrigin(s.cancel_url, req))}">Cancel</a>
</form>`;
}

function page(res: ServerResponse, status: number, title: string, body: string, head = false): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  res.end(
    head
      ? undefined
      : `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Test checkout</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #f5f5f5; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d0d0; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .note { color: #4a4a4a; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #4a4a4a; } dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.3rem; font-weight: 600; }
  form { display: flex; align-items: center; gap: 1.25rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #0f6cbd; border: 0; border-radius: 4px; padding: .6rem 1.4rem; cursor: pointer; }
  button:hover { background: #115ea3; }
  a { color: #0a4fb3; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${esc(title)}</h1>
<p class="note">Local test checkout: no card is charged. In AWS the client pays through Stripe Checkout.</p>
${body}
</main>
</body>
</html>`,
  );
}

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
