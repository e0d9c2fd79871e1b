/**
 * Local only: the test pages of the provider twins (the payments twin's checkout, the identity twin's check), what
 * Stripe's hosted pages are in AWS. Each page is GET /_dev/{kind}/{sessionId}, showing the session and its buttons;
 * a button POSTs /_dev/{kind}/{sessionId}/{action}, which settles the session and sends the browser back to the
 * portal, as Stripe does, on the origin the browser is on (the portal's own address, APP_URL, may be localhost while
 * the browser is on 127.0.0.1, and the sign-in it keeps is per origin).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface TwinPage<S, A extends string> {
  /** Group 1: the session's id; group 2: the action, when posted. */
  route: RegExp;
  /** After the title: ' · Test checkout'. */
  label: string;
  /** Says what the page stands in for. */
  note: string;
  notFound: { title: string; body: string };
  find(sessionId: string): Promise<S | null>;
  /** Settles the session; answers the portal URL to send the browser back to. */
  act(session: S, action: A): Promise<string>;
  render(session: S, req: IncomingMessage): { title: string; body: string };
}

export async function handleTwinPage<S, A extends string>(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  spec: TwinPage<S, A>,
): Promise<boolean> {
  const match = url.pathname.match(spec.route);
  if (!match) return false;
  let sessionId: string;
  try {
    sessionId = decodeURIComponent(match[1]!);
  } catch {
    sessionId = '';
  }
  const action = match[2] as A | undefined;
  if (action ? req.method !== 'POST' : req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { allow: action ? 'POST' : 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed');
    return true;
  }
  const session = await spec.find(sessionId);
  if (!session) {
    twinPage(res, 404, spec, spec.notFound.title, spec.notFound.body);
    return true;
  }
  if (action) {
    // The form's body carries nothing the page needs; it is drained so the connection can be reused.
    req.resume();
    const back = await spec.act(session, action);
    res.writeHead(303, { location: onThisOrigin(back, req), 'cache-control': 'no-store' }).end();
    return true;
  }
  const { title, body } = spec.render(session, req);
  twinPage(res, 200, spec, title, body, req.method === 'HEAD');
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

export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function twinPage(
  res: ServerResponse,
  status: number,
  spec: Pick<TwinPage<unknown, string>, 'label' | 'note'>,
  title: string,
  body: string,
  head = false,
): void {
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
<title>${esc(title)}${esc(spec.label)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #f5f5f5; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d0d0; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .note { color: #4a4a4a; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #4a4a4a; } dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.3rem; font-weight: 600; }
  form, .actions { display: flex; align-items: center; gap: .75rem 1.25rem; flex-wrap: wrap; margin-top: 1.5rem; }
  .actions form { margin-top: 0; }
  button { font: inherit; font-weight: 600; color: #fff; background: #0f6cbd; border: 1px solid #0f6cbd; border-radius: 4px; padding: .6rem 1.4rem; cursor: pointer; }
  button:hover { background: #115ea3; }
  button.secondary { color: #0f6cbd; background: #fff; }
  button.secondary:hover { background: #ebf3fc; }
  a { color: #0a4fb3; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${esc(title)}</h1>
<p class="note">${esc(spec.note)}</p>
${body}
</main>
</body>
</html>`,
  );
}
