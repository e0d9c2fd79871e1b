/**
 * Local only: the test checkout page of the payments twin (functions/src/platform/adapters/payments-local.ts), what
 * Stripe Checkout is in AWS. GET /_dev/checkout/{sessionId} shows the firm, what is paid for and the amount, a
 * 'Pay $150.00' button and a 'Cancel' link; the button (POST /_dev/checkout/{sessionId}/pay) marks the session paid
 * and sends the browser back to the session's success URL, as Stripe does, the session's id filled in. The way back
 * keeps the origin the browser is on (the portal's own address, APP_URL, may be localhost while the browser is on
 * 127.0.0.1, and the sign-in it keeps is per origin).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { esc, handleTwinPage, onThisOrigin } from './dev-twin-page';
import { formatDollars } from '@ledgerline/functions/platform/adapters/payments';
import {
  getTwinSession,
  payTwinSession,
  successUrlOf,
  type TwinCheckoutSessionItem,
} from '@ledgerline/functions/platform/adapters/payments-local';

export { onThisOrigin };

export const handleDevCheckout = (req: IncomingMessage, res: ServerResponse, url: URL) =>
  handleTwinPage<TwinCheckoutSessionItem, 'pay'>(req, res, url, {
    route: /^\/_dev\/checkout\/([^/]+)(?:\/(pay))?$/,
    label: ' · Test checkout',
    note: 'Local test checkout: no card is charged. In AWS the client pays through Stripe Checkout.',
    notFound: { title: 'Checkout not found', body: '<p>There is no checkout session with this address.</p>' },
    find: getTwinSession,
    act: async (session) => {
      await payTwinSession(session.sessionId);
      return successUrlOf(session);
    },
    render: (session, req) => ({ title: `Pay ${session.payee}`, body: checkoutBody(session, req) }),
  });

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
