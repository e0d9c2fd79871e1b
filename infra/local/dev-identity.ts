/**
 * Local only: the test page of the identity verification twin (functions/src/platform/adapters/identity-local.ts),
 * what Stripe Identity's hosted check is in AWS. GET /_dev/identity/{sessionId} shows what the check is for and, while
 * it waits for the client, 'Verify', 'Fail' and 'Cancel' buttons; each posts to /_dev/identity/{sessionId}/{verify,
 * fail,cancel}, which settles the session (verified; waiting for input again with Stripe's
 * 'document_unverified_other'; cancelled) and sends the browser back to the session's return URL, as Stripe does,
 * on the origin the browser is on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  getTwinIdentitySession,
  settleTwinIdentitySession,
  type TwinIdentityOutcome,
  type TwinIdentitySessionItem,
} from '@ledgerline/functions/platform/adapters/identity-local';
import { esc, handleTwinPage, onThisOrigin } from './dev-twin-page';

const statusWords: Record<TwinIdentitySessionItem['status'], string> = {
  requires_input: 'Waiting for the client',
  processing: 'Processing',
  verified: 'Verified',
  canceled: 'Cancelled',
};

export const handleDevIdentity = (req: IncomingMessage, res: ServerResponse, url: URL) =>
  handleTwinPage<TwinIdentitySessionItem, TwinIdentityOutcome>(req, res, url, {
    route: /^\/_dev\/identity\/([^/]+)(?:\/(verify|fail|cancel))?$/,
    label: ' · Test identity verification',
    note: 'Local test identity check: no document is read. In AWS the client is checked by Stripe Identity.',
    notFound: {
      title: 'Verification not found',
      body: '<p>There is no identity verification session with this address.</p>',
    },
    find: getTwinIdentitySession,
    act: async (session, outcome) => {
      await settleTwinIdentitySession(session.sessionId, outcome);
      return session.return_url;
    },
    render: (session, req) => ({ title: 'Identity verification', body: identityBody(session, req) }),
  });

export function identityBody(s: TwinIdentitySessionItem, req: Pick<IncomingMessage, 'headers'>): string {
  const rows: [string, string][] = [['Status', statusWords[s.status]]];
  if (s.email) rows.push(['Email', s.email]);
  if (s.phone) rows.push(['Phone', s.phone]);
  if (s.error_code) rows.push(['Last try', `${s.error_description ?? s.error_code} (${s.error_code})`]);
  const details = `<dl>
${rows.map(([term, value]) => `  <dt>${esc(term)}</dt><dd>${esc(value)}</dd>`).join('\n')}
</dl>`;
  if (s.status !== 'requires_input')
    return `${details}
<p><a href="${esc(onThisOrigin(s.return_url, req))}">Return to the portal</a></p>`;
  const action = (outcome: TwinIdentityOutcome) => `/_dev/identity/${encodeURIComponent(s.sessionId)}/${outcome}`;
  return `${details}
<div class="actions">
  <form method="post" action="${action('verify')}"><button type="submit">Verify</button></form>
  <form method="post" action="${action('fail')}"><button type="submit" class="secondary">Fail</button></form>
  <form method="post" action="${action('cancel')}"><button type="submit" class="secondary">Cancel</button></form>
</div>`;
}
