/**
 * Local only: the OpenID Connect twin of Google and Microsoft (linked accounts, FA §7.2), what their sign-in pages
 * are in AWS. One `oidc-provider` issuer per provider on the local server, at /_dev/oidc/google and
 * /_dev/oidc/microsoft, each with one confidential client (the portal; PKCE required), RS256 ID tokens from a key
 * made at start, discovery, JWKS, authorization and token endpoints as the real ones. Its sign-in page asks for an
 * email and signs that account in: the same email is the same account (the same subject) every time, so tests can
 * link an account, sign in with it again, or try to link it to someone else. Nothing is kept: accounts, codes and
 * sessions live in memory, as a provider's do for its short flows.
 *
 * The portal's functions read the twin's issuer, client id and secret from the same variables as in AWS
 * (`oidcTwinEnv`, set by main.ts before they load); a variable already set (a real client id) is left alone, and
 * that provider's twin is not started. oidc-provider is loaded on the first request, so starting costs nothing.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const twins = ['google', 'microsoft'] as const;
type Twin = (typeof twins)[number];
const names: Record<Twin, string> = { google: 'Google', microsoft: 'Microsoft' };
const prefix = '/_dev/oidc/';

const envNames = (t: Twin) => {
  const up = t.toUpperCase();
  return {
    id: `OIDC_${up}_CLIENT_ID`,
    issuer: `OIDC_${up}_ISSUER`,
    secret: `OIDC_${up}_CLIENT_SECRET`,
  };
};

/** Which providers the twin serves (those without a real client id), fixed by oidcTwinEnv. */
const served = new Set<Twin>();
let origin = '';

/**
 * The variables that point the portal at the twin, for each provider whose client id is not already configured.
 * The issuer is on 127.0.0.1 so the portal's own calls to it (discovery, token, keys) never depend on how
 * `localhost` resolves; the browser reaches it there too, and comes back to the callback on its own origin.
 */
export function oidcTwinEnv(port: number, current: NodeJS.ProcessEnv = process.env): Record<string, string> {
  origin = `http://127.0.0.1:${port}`;
  const out: Record<string, string> = {};
  for (const t of twins) {
    const n = envNames(t);
    if (current[n.id]) continue;
    served.add(t);
    out[n.id] = `ledgerline-local-${t}`;
    out[n.issuer] = issuerOf(t);
    out[n.secret] = randomBytes(24).toString('base64url');
  }
  return out;
}

const issuerOf = (t: Twin) => `${origin}${prefix}${t}`;

/** The twin's subject for an email: the same email is the same account, as a real provider's account is. */
export function twinSubject(t: Twin, email: string): string {
  return createHash('sha256').update(`${t}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);
}

/** The portal's callback on any local origin (the local server on any port, or Vite's dev server). */
function isLocalCallback(value: string): boolean {
  try {
    const u = new URL(value);
    return (
      u.protocol === 'http:' &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname) &&
      u.pathname === '/signin/callback' &&
      !u.search &&
      !u.hash
    );
  } catch {
    return false;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: oidc-provider's Provider, loaded on first use
type Provider = any;
const providers = new Map<Twin, Promise<{ provider: Provider; serve: Provider }>>();
/** Emails of the accounts signed in at the twin, by subject (what findAccount answers claims from). */
const emails = new Map<string, string>();

function providerFor(t: Twin): Promise<{ provider: Provider; serve: Provider }> {
  let p = providers.get(t);
  if (!p) {
    p = makeProvider(t).then((provider) => ({ provider, serve: provider.callback() }));
    providers.set(t, p);
  }
  return p;
}

/** oidc-provider warns that it wants Node 22 at import; the twin runs on Node 20 too, so that one notice is dropped. */
async function importOidcProvider() {
  const warn = console.warn;
  console.warn = (...a: unknown[]) => {
    if (!String(a[0]).includes('Unsupported runtime')) warn(...a);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

async function makeProvider(t: Twin): Promise<Provider> {
  const { Provider, interactionPolicy } = await importOidcProvider();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `local-${t}-${randomBytes(4).toString('hex')}` };
  const policy = interactionPolicy.base();
  // Google and Microsoft both take prompt=select_account; the twin's page is the account picker.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  const n = envNames(t);
  const provider = new Provider(issuerOf(t), {
    clients: [
      {
        client_id: process.env[n.id]!,
        client_secret: process.env[n.secret]!,
        redirect_uris: [`${origin}/signin/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: MemoryStore,
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    // As Google's and Microsoft's do, the ID token carries the email (not only the userinfo endpoint).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, i) => `${prefix}${t}/interaction/${i.uid}` },
    findAccount: (_ctx, sub) => {
      const email = emails.get(sub);
      if (!email) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email, email_verified: true, name: email.split('@')[0] }),
      };
    },
    // The portal is the provider's own (first-party) client: its scopes need no consent screen.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        t,
        'Sign-in problem',
        `<p>${esc(out.error_description ?? out.error ?? 'Something went wrong')}</p>`,
      );
    },
  });
  // Any local origin's /signin/callback is the portal's (tests open it on 127.0.0.1, `npm start` on localhost).
  provider.Client.prototype.redirectUriAllowed = isLocalCallback;
  return provider;
}

/**
 * oidc-provider's storage: codes, sessions, grants and interactions in memory (lost on restart, as a sign-in in
 * progress would be), each expiring with its ttl. Its own memory adapter does the same but warns at every start.
 */
class MemoryStore {
  private static items = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`;
  private static live(key: string) {
    const item = MemoryStore.items.get(key);
    if (item && item.expiresAt <= Date.now()) MemoryStore.items.delete(key);
    return item && item.expiresAt > Date.now() ? item.payload : undefined;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    MemoryStore.items.set(this.key(id), { payload, expiresAt: Date.now() + (expiresIn || 3600) * 1000 });
  }
  async find(id: string) {
    return MemoryStore.live(this.key(id));
  }
  async findByUid(uid: string) {
    for (const [key, item] of MemoryStore.items)
      if (key.startsWith(`${this.model}:`) && item.payload.uid === uid) return MemoryStore.live(key);
    return undefined;
  }
  async findByUserCode(userCode: string) {
    for (const [key, item] of MemoryStore.items)
      if (key.startsWith(`${this.model}:`) && item.payload.userCode === userCode) return MemoryStore.live(key);
    return undefined;
  }
  async consume(id: string) {
    const item = MemoryStore.live(this.key(id));
    if (item) item.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryStore.items.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, item] of MemoryStore.items) if (item.payload.grantId === grantId) MemoryStore.items.delete(key);
  }
}

/** Answers the twin's requests: /_dev/oidc/{google|microsoft}/... */
export async function handleDevOidc(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (!url.pathname.startsWith(prefix)) return false;
  const t = url.pathname.slice(prefix.length).split('/')[0] as Twin;
  if (!served.has(t)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such identity provider twin');
    return true;
  }
  const { provider, serve } = await providerFor(t);
  const rest = url.pathname.slice(`${prefix}${t}`.length);
  const interaction = rest.match(/^\/interaction\/([A-Za-z0-9_-]+)(\/(?:login|cancel))?$/);
  if (interaction) {
    await handleInteraction(t, provider, req, res, interaction[2]);
    return true;
  }
  // No single sign-on between authorizations: the page asks for the account every time (prompt=select_account), so
  // a new authorization starts without the last one's session (oidc-provider would otherwise stop to sign it out
  // when another account is chosen).
  if (rest === '/auth' && req.headers.cookie)
    req.headers.cookie = req.headers.cookie
      .split(/;\s*/)
      .filter((c) => !c.startsWith('_session'))
      .join('; ');
  // oidc-provider serves the rest; mounted under the issuer's path, as Express's app.use(path, …) mounts it.
  const original = req.url ?? '/';
  Object.assign(req, { originalUrl: original, url: original.slice(`${prefix}${t}`.length) || '/' });
  await serve(req, res);
  return true;
}

async function handleInteraction(
  t: Twin,
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
): Promise<void> {
  let details: { uid: string; prompt: { name: string }; params: Record<string, unknown> };
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    html(res, 400, page(t, 'Sign-in expired', '<p>This sign-in has expired. Go back to the portal and try again.</p>'));
    return;
  }
  if (!action) {
    if (req.method !== 'GET') return void html(res, 405, page(t, 'Method not allowed', ''));
    html(res, 200, signInPage(t, details.uid, String(details.params.login_hint ?? '')));
    return;
  }
  if (req.method !== 'POST') return void html(res, 405, page(t, 'Method not allowed', ''));
  const form = new URLSearchParams(await readBody(req));
  if (action === '/cancel') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The sign-in was cancelled' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    html(res, 400, signInPage(t, details.uid, email, 'Enter an email address, like name@example.com'));
    return;
  }
  const sub = twinSubject(t, email);
  emails.set(sub, email);
  await provider.interactionFinished(
    req,
    res,
    { select_account: {}, login: { accountId: sub } },
    { mergeWithLastSubmission: false },
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => ok(body));
    req.on('error', fail);
  });
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(body);
}

function signInPage(t: Twin, uid: string, email: string, problem?: string): string {
  const action = `${prefix}${t}/interaction/${encodeURIComponent(uid)}`;
  return page(
    t,
    `Sign in with ${names[t]}`,
    `<form method="post" action="${action}/login" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${esc(email)}" required autofocus${
    problem ? ' aria-invalid="true" aria-describedby="problem"' : ''
  }>
  ${problem ? `<p id="problem" class="problem">${esc(problem)}</p>` : ''}
  <div class="actions"><button type="submit">Continue</button></div>
</form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>`,
  );
}

function page(t: Twin, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Test ${names[t]} account</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #f5f5f5; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d0d0; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .note { color: #4a4a4a; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #616161; border-radius: 4px; }
  .problem { color: #a4262c; margin: .4rem 0 0; }
  .actions { margin-top: 1.25rem; }
  form + form { margin-top: .75rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #0f6cbd; border: 1px solid #0f6cbd; border-radius: 4px; padding: .6rem 1.4rem; cursor: pointer; }
  button.secondary { color: #0f6cbd; background: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${esc(title)}</h1>
<p class="note">Local test ${names[t]} account: no password is asked. In AWS this is ${names[t]}'s own sign-in page.</p>
${body}
</main>
</body>
</html>`;
}

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
