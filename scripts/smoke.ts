/**
 * `npm run smoke -- <url>`: checks a deployed portal end to end, as a person would use it: the portal loads, a
 * sign-in works, the dashboard's calls answer, and a message goes into a conversation and reads back. <url> is the
 * portal's address (`npm run deploy` prints it as the stack's Url output; locally http://localhost:3000).
 *
 * It signs in as SMOKE_EMAIL with SMOKE_PASSWORD (password sign-in without two-factor): use a client made for it,
 * with one entity, so the message lands in that client's own conversation; a staff member works too (the message
 * then goes into the firm's most recent conversation). It prints PASS or FAIL per step and exits 1 on a failure.
 */
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import type { RouteSpec } from '@ledgerline/shared/route';
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';

const [urlArg] = process.argv.slice(2);
const email = process.env.SMOKE_EMAIL;
const password = process.env.SMOKE_PASSWORD;
if (!urlArg || !/^https?:\/\//.test(urlArg) || !email || !password) {
  process.stderr.write(
    'Usage: SMOKE_EMAIL=<user> SMOKE_PASSWORD=<password> npm run smoke -- <portal url, e.g. https://d123.cloudfront.net>\n',
  );
  process.exit(2);
}
const base = urlArg.replace(/\/+$/, '');
const timeoutMs = Number(process.env.SMOKE_TIMEOUT_MS ?? 30_000);

class StepFailed extends Error {}

/** Calls a route by its declaration: path parameters from `input`, the rest as query (GET) or JSON body. */
async function call<T>(route: RouteSpec, input: Record<string, unknown>, token?: string): Promise<T> {
  const rest = { ...input };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const url = new URL(`${base}/api${path}`);
  const get = route.method === 'GET' || route.method === 'DELETE';
  if (get) for (const [k, v] of Object.entries(rest)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: route.method,
    headers: {
      accept: 'application/json',
      ...(get ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: get ? undefined : JSON.stringify(rest),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) throw new StepFailed(`${route.method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StepFailed(`${route.method} ${path} answered ${res.status} with no JSON: ${text.slice(0, 200)}`);
  }
}

let failed = false;
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const value = await run();
    process.stdout.write(`PASS ${name} (${Date.now() - started} ms)\n`);
    return value;
  } catch (e) {
    failed = true;
    process.stdout.write(`FAIL ${name} (${Date.now() - started} ms): ${(e as Error).message}\n`);
    throw e;
  }
}

/** A step that fails with a message of its own (nothing to call). */
function failStep(name: string, message: string): Promise<never> {
  return step(name, () => Promise.reject(new StepFailed(message)));
}

interface CurrentUser {
  user: { id: string; fname: string; is_advisor: boolean; time_zone?: string | null };
  companies: { id: string; name: string; inactive: boolean }[];
  firm: { id: string; name: string; time_zone?: string | null };
}
interface ConversationDetail {
  messages: { id: string; text: string }[];
}

async function main() {
  await step('portal loads', async () => {
    const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(timeoutMs) });
    const html = await res.text();
    if (!res.ok || !html.includes('<div id="root">'))
      throw new StepFailed(`GET / answered ${res.status} without the app's page`);
  });

  const token = await step(`sign in as ${email}`, async () => {
    const body = await call<{ firebase_token?: string }>(sessionRoutes.verifyPassword, { username: email, password });
    if (!body.firebase_token)
      throw new StepFailed('no token: the user may need a code or two-factor (use a password user)');
    return body.firebase_token;
  });

  const me = await step('current user', () => call<CurrentUser>(sessionRoutes.currentUser, {}, token));

  const conversationId = me.user.is_advisor ? await staffDashboard(token) : await clientDashboard(token, me);

  const text = `Smoke test ${new Date().toISOString()} (npm run smoke)`;
  const sent = await step('send a message', () =>
    call<{ message?: { id: string } }>(
      conversationRoutes.sendMessage,
      { conversation_id: conversationId, text },
      token,
    ),
  );
  await step('the message reads back', async () => {
    const detail = await call<ConversationDetail>(conversationRoutes.getConversation, { id: conversationId }, token);
    if (!detail.messages.some((m) => m.text === text || m.id === sent.message?.id))
      throw new StepFailed('the conversation does not show the message just sent');
  });
}

/** A client's dashboard: their entity's questionnaires for the default tax year and its tax returns. */
async function clientDashboard(token: string, me: CurrentUser): Promise<string> {
  const company = me.companies.find((c) => !c.inactive) ?? me.companies[0];
  if (!company) return failStep('dashboard', 'the client has no entity');
  const year = defaultTaxYear(new Date());
  await step(`dashboard: ${company.name}'s ${year} questionnaires`, () =>
    call(questionnaireRoutes.getQuestionnairesForYear, { company_id: company.id, year }, token),
  );
  await step('dashboard: tax returns', () =>
    call(taxReturnRoutes.getTaxReturnsIndex, { company_id: company.id }, token),
  );
  const { conversation } = await step('dashboard: the conversation with the firm', () =>
    call<{ conversation: { id: string } }>(conversationRoutes.getClientConversation, { company_id: company.id }, token),
  );
  return conversation.id;
}

/** Staff's home: unread conversations and returns waiting for clients; the message goes to the latest conversation. */
async function staffDashboard(token: string): Promise<string> {
  await step('home: unread conversations', () =>
    call(conversationRoutes.listConversations, { show_unread: true, per_page: 20 }, token),
  );
  await step('home: returns waiting for clients', () =>
    call(taxReturnRoutes.listWaitingForClient, { per_page: 20 }, token),
  );
  const { conversations } = await step('messages: the firm’s conversations', () =>
    call<{ conversations: { id: string }[] }>(conversationRoutes.listConversations, { per_page: 1 }, token),
  );
  if (!conversations[0])
    return failStep('a conversation to write in', 'the firm has none: use a client as SMOKE_EMAIL');
  return conversations[0].id;
}

try {
  await main();
  process.stdout.write(`Smoke test of ${base} passed.\n`);
} catch (e) {
  if (!(e instanceof StepFailed) && !failed) process.stdout.write(`FAIL ${(e as Error).message}\n`);
  process.stdout.write(`Smoke test of ${base} failed.\n`);
  process.exit(1);
}
