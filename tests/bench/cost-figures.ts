/**
 * Issue 21, the cost model's measured inputs (`npm run bench -- cost-figures`): each user action of a filing-season
 * session, run against the local stack as the web client makes its calls, with what it costs in AWS terms: API
 * requests, DynamoDB read and write units (the consumed capacity DynamoDB Local reports), answer bytes, handler time,
 * queue messages, the jobs they start, emails, realtime messages, S3 requests and bytes, log bytes. Also the
 * background's per-run figures (a sweeper run, the WebSocket functions) and the table bytes a client adds over a
 * season. Writes infra/cost/measured.json (with the date and the commit measured) for `npm run cost`.
 *
 * Each round is one client's session and the partner's work for that client; the first round warms the modules up
 * and is not counted, the others are averaged. Handler time is wall time in-process on this machine against the local
 * twins: a fair proxy for Lambda's billed duration, not a measurement of it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import WebSocket from 'ws';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { notificationRoutes } from '@ledgerline/shared/routes/notifications';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { startBenchServices } from './bench-services';
import { startCapacityCountingApi, type Tally } from './capacity-counting-child';
import { CostCaller, noCounts, type BrowserCounts } from './cost-caller';
import { loadBulkEntities } from './bench-firm-items';
import { costPassword, costTaxYear, loadCostFirm, type CostClient, type CostFirm } from './cost-firm';
import { firmTableBytes } from './cost-storage';
import { table } from './report';
import type { ActionFigures } from '@ledgerline/infra/cost/model';
import type { BodyOf, RouteSpec } from '@ledgerline/shared/route';

const root = resolve(import.meta.dirname, '../..');
const measuredFile = resolve(root, 'infra/cost/measured.json');
/** Counted rounds (one client each); one more warms up first. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const bulkClients = 300;

/** One action's cost, averaged over the counted rounds: the shape the cost model reads (infra/cost/model.ts). */
export type MeasuredAction = ActionFigures;

interface Session {
  firm: CostFirm;
  client: CostClient;
  staff: CostCaller;
  person: CostCaller;
  url: string;
  /** The signed-in tabs' realtime sockets: a sent message is posted to them, as in AWS. */
  tabs: WebSocket[];
  /** What earlier actions of the round made, for later ones. */
  uploadedName?: string;
  taxReturnId?: string;
}

interface Action {
  key: string;
  who: 'client' | 'staff';
  calls: string;
  run(s: Session): Promise<void>;
  /** Done after the action is counted: what the browser does next that the model counts elsewhere. */
  after?(s: Session): Promise<void>;
}

/**
 * Opens a tab's realtime socket once signed in, as the web does, and waits for its hello: the connection is stored by
 * then. Its cost is the $connect function's, measured apart (background.ws_connect).
 */
async function openTab(s: Session, token: string): Promise<void> {
  const ws = new WebSocket(`${s.url.replace(/^http/, 'ws')}/_ws?token=${encodeURIComponent(token)}`);
  s.tabs.push(ws);
  await new Promise<void>((ok, fail) => {
    // The server listens for messages once the connection is stored: ask until it answers.
    const ask = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'hello' })), 50);
    const give = setTimeout(() => fail(new Error('cost-figures: the realtime socket did not answer')), 10_000);
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type !== 'hello') return;
      clearInterval(ask);
      clearTimeout(give);
      ok();
    });
    ws.on('error', fail);
  });
}

async function onePagePdf(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 18, font });
  return doc.save();
}

/**
 * The browser's upload of a one-page PDF: a presigned link asked for with the file's size, then the bytes PUT
 * straight to storage with the headers the link goes with.
 */
async function uploadedPdf<L extends { upload_link: string; headers: Record<string, string> }>(
  caller: CostCaller,
  title: string,
  askLink: (size: number) => Promise<L>,
): Promise<L> {
  const pdf = await onePagePdf(title);
  const link = await askLink(pdf.byteLength);
  await caller.put(link.upload_link, link.headers, pdf);
  return link;
}

async function signIn(caller: CostCaller, email: string) {
  const signedIn = await caller.call(sessionRoutes.verifyPassword, { username: email, password: costPassword });
  if (!('firebase_token' in signedIn)) throw new Error(`sign-in ${email}: no token`);
  caller.token = signedIn.firebase_token;
  await caller.call(sessionRoutes.currentUser, {});
}

/** Who makes an action: the partner's tab or the client's. */
const callerOf = (s: Session, who: Action['who']): CostCaller => (who === 'staff' ? s.staff : s.person);

/** One API call of an action; its input is checked against its route where it is written. */
type ApiCall = (caller: CostCaller) => Promise<unknown>;

const call =
  <R extends RouteSpec & { operation: string; domain: string }>(route: R, input: BodyOf<R>): ApiCall =>
  (caller) =>
    caller.call(route, input);

/** An action that is API calls alone (most are), made one after another with what the session holds. */
function apiCalls(key: string, who: Action['who'], calls: string, made: (s: Session) => ApiCall[]): Action {
  return {
    key,
    who,
    calls,
    run: async (s) => {
      for (const send of made(s)) await send(callerOf(s, who));
    },
  };
}

/** The `who.sign_in` action: signing in, then the tab's realtime socket opened (counted apart). */
function signingIn(who: Action['who'], email: (s: Session) => string): Action {
  return {
    key: `${who}.sign_in`,
    who,
    calls: 'POST /sessions/verify_password_for_firebase_token, GET /sessions/current_user',
    run: (s) => signIn(callerOf(s, who), email(s)),
    after: (s) => openTab(s, callerOf(s, who).token!),
  };
}

/** A session's actions in the order people make them: the partner's for the client first, then the client's. */
const actions: Action[] = [
  signingIn('staff', (s) => s.firm.partnerEmail),
  apiCalls(
    'staff.home',
    'staff',
    'GET /v2/conversations?show_unread, GET /advisors/get_paginated_notifications, GET /v2/tax_returns/waiting_for_client',
    () => [
      call(conversationRoutes.listConversations, { show_unread: true }),
      call(notificationRoutes.getPaginatedNotifications, { is_unread_only: true }),
      call(taxReturnRoutes.listWaitingForClient, { per_page: 5 }),
    ],
  ),
  apiCalls('staff.open_conversation', 'staff', 'GET /v2/conversations, GET /v2/conversations/{id}', (s) => [
    call(conversationRoutes.listConversations, {}),
    call(conversationRoutes.getConversation, { id: s.client.conversationId }),
  ]),
  apiCalls('staff.send_message', 'staff', 'POST /conversations/send_message', (s) => [
    call(conversationRoutes.sendMessage, {
      conversation_id: s.client.conversationId,
      text: 'Thanks, we have what we need for now. Your draft return follows this week.',
    }),
  ]),
  apiCalls('staff.directory', 'staff', 'GET /v2/entities', () => [call(entityRoutes.listEntities, {})]),
  apiCalls('staff.collect', 'staff', 'GET /v2/questionnaires?year', () => [
    call(questionnaireRoutes.listQuestionnaires, { year: costTaxYear }),
  ]),
  apiCalls('staff.tax_returns_table', 'staff', 'GET /tax_returns/get_paginated_tax_returns', () => [
    call(taxReturnRoutes.getPaginatedTaxReturns, {}),
  ]),
  apiCalls(
    'staff.send_questionnaire',
    'staff',
    'POST /questionnaires/send_questionnaires (one entity; the owner is emailed)',
    (s) => [
      call(questionnaireRoutes.sendQuestionnaires, {
        questionnaire_template_id: 'builtin-individual-1040',
        company_ids: [s.client.companyId],
        tax_year: costTaxYear,
        due_date: '2099-04-15',
      }),
    ],
  ),
  {
    key: 'staff.deliver_tax_return',
    who: 'staff',
    calls: 'POST /tax_returns/get_upload_link, PUT (presigned), POST /tax_returns (send_draft: the client is emailed)',
    run: async (s) => {
      const link = await uploadedPdf(s.staff, 'Form 1040 draft', async (size) => {
        const made = await s.staff.call(taxReturnRoutes.getTaxReturnUploadLink, {
          company_id: s.client.companyId,
          file_name: 'Form 1040.pdf',
          file_size: size,
        });
        // This link's answer names no headers: the PDF goes with its type.
        return { ...made, headers: { 'Content-Type': 'application/pdf' } };
      });
      const sent = await s.staff.call(taxReturnRoutes.uploadTaxReturn, {
        company_id: s.client.companyId,
        upload_id: link.upload_id,
        tax_year: costTaxYear,
        send_draft: true,
      });
      s.taxReturnId = sent.tax_return.id;
    },
  },
  signingIn('client', (s) => s.client.email),
  apiCalls(
    'client.dashboard',
    'client',
    'GET /questionnaires/get_questionnaires_for_year, GET /tax_returns/get_tax_returns_index, GET /firms/{id}/firm_custom_statuses',
    (s) => [
      call(questionnaireRoutes.getQuestionnairesForYear, { company_id: s.client.companyId, year: costTaxYear }),
      call(taxReturnRoutes.getTaxReturnsIndex, { company_id: s.client.companyId }),
      call(firmRoutes.firmCustomStatuses, { id: s.firm.firmId }),
    ],
  ),
  apiCalls('client.open_questionnaire', 'client', 'GET /questionnaires/get_questionnaire', (s) => [
    call(questionnaireRoutes.getQuestionnaire, { company_id: s.client.companyId, id: s.client.questionnaireId }),
  ]),
  apiCalls('client.answer_question', 'client', 'POST /questionnaires/answer_question (one text answer)', (s) => [
    call(answeringRoutes.answerQuestion, { id: s.client.refs.wages, company_id: s.client.companyId, answer: '84,000' }),
  ]),
  {
    key: 'client.upload_document',
    who: 'client',
    calls:
      'GET /integrations/get_temporary_upload_link, PUT (presigned), POST /integrations/process_document, POST /questionnaires/answer_question',
    run: async (s) => {
      const link = await uploadedPdf(s.person, 'W-2 Wage and Tax Statement', (size) =>
        s.person.call(documentRoutes.getTemporaryUploadLink, {
          company_id: s.client.companyId,
          content_type: 'application/pdf',
          size_bytes: size,
        }),
      );
      s.uploadedName = 'W-2.pdf';
      const done = await s.person.call(documentRoutes.processDocument, {
        company_id: s.client.companyId,
        id: link.id,
        document_name: s.uploadedName,
        path: `/${costTaxYear}/Questionnaire Documents`,
        questionnaire_id: s.client.questionnaireId,
      });
      await s.person.call(answeringRoutes.answerQuestion, {
        id: s.client.refs.w2,
        company_id: s.client.companyId,
        answer: done.document_location,
      });
    },
  },
  apiCalls(
    'client.sign_and_submit',
    'client',
    'POST /questionnaires/sign_agreement, POST /questionnaires/{id}/submit_questionnaire',
    (s) => [
      call(answeringRoutes.signAgreement, { signature_id: s.client.signatureId, signature: 'Casey Client' }),
      call(answeringRoutes.submitQuestionnaire, { id: s.client.questionnaireId, companyId: s.client.companyId }),
    ],
  ),
  apiCalls('client.open_messages', 'client', 'GET /conversations/get_client_conversation', (s) => [
    call(conversationRoutes.getClientConversation, { company_id: s.client.companyId }),
  ]),
  apiCalls('client.send_message', 'client', 'POST /conversations/send_message', (s) => [
    call(conversationRoutes.sendMessage, {
      conversation_id: s.client.conversationId,
      text: 'I uploaded my W-2 and signed the letter. Anything else you need?',
    }),
  ]),
  apiCalls('client.documents', 'client', 'POST /integrations/get_documents', (s) => [
    call(documentRoutes.getDocuments, {
      company_id: s.client.companyId,
      path: `/${costTaxYear}/Questionnaire Documents`,
    }),
  ]),
  {
    key: 'client.download_document',
    who: 'client',
    calls: 'POST /integrations/download_document, GET (presigned)',
    run: async (s) => {
      const ready = await s.person.call(documentRoutes.downloadDocument, {
        company_id: s.client.companyId,
        path: `/${costTaxYear}/Questionnaire Documents`,
        documentName: s.uploadedName!,
      });
      await s.person.download(ready.link);
    },
  },
  apiCalls('client.review_tax_return', 'client', 'GET /tax_returns/{id}, POST /tax_returns/{id}/approve', (s) => [
    call(taxReturnRoutes.getTaxReturn, { id: s.taxReturnId!, company_id: s.client.companyId }),
    call(taxReturnRoutes.approveTaxReturn, { id: s.taxReturnId!, company_id: s.client.companyId }),
  ]),
];

type Api = Awaited<ReturnType<typeof startCapacityCountingApi>>;

/** Waits until every job queued has run and nothing has moved for a moment (jobs may queue more jobs). */
async function settled(api: Api): Promise<Tally> {
  let last = '';
  for (let waited = 0; waited < 30_000; waited += 150) {
    const t = await api.tally();
    const now = JSON.stringify(t);
    if (now === last && t.jobRecords >= t.queueMessages) return t;
    last = now;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('cost-figures: the jobs queue did not settle in 30 s');
}

function figures(who: MeasuredAction['who'], calls: string, t: Tally, b: BrowserCounts): MeasuredAction {
  return {
    who,
    calls,
    domains: [...b.domains].sort(),
    requests: b.requests,
    read_units: t.dynamo.readUnits,
    write_units: t.dynamo.writeUnits,
    response_bytes: b.responseBytes,
    handler_ms: t.handlerMs,
    job_invocations: t.jobBatches,
    job_ms: t.jobMs,
    queue_messages: t.queueMessages,
    emails: t.emails,
    realtime_messages: t.realtimeMessages,
    s3_tier1_requests: t.s3.tier1 + b.storagePuts,
    s3_tier2_requests: t.s3.tier2 + b.storageGets,
    s3_bytes_put: t.s3.bytesPut + b.storageBytesPut,
    log_bytes: t.logBytes,
  };
}

function mean(runs: MeasuredAction[]): MeasuredAction {
  const out = { ...runs[0]! };
  for (const k of Object.keys(out) as (keyof MeasuredAction)[]) {
    if (typeof out[k] !== 'number') continue;
    const avg = runs.reduce((n, r) => n + (r[k] as number), 0) / runs.length;
    (out as Record<string, unknown>)[k] = Math.round(avg * 100) / 100;
  }
  return out;
}

async function measureSessions(api: Api, firm: CostFirm) {
  const runs = new Map<string, MeasuredAction[]>();
  for (let round = 0; round <= rounds; round++) {
    const s: Session = {
      firm,
      client: firm.clients[round]!,
      staff: new CostCaller(api.url),
      person: new CostCaller(api.url),
      url: api.url,
      tabs: [],
    };
    for (const action of actions) {
      const caller = callerOf(s, action.who);
      caller.counts = noCounts();
      await api.reset();
      await action.run(s);
      const t = await settled(api);
      await action.after?.(s);
      if (round === 0) continue;
      const list = runs.get(action.key) ?? [];
      list.push(figures(action.who, action.calls, t, caller.counts));
      runs.set(action.key, list);
    }
    for (const tab of s.tabs) tab.close();
    // The twin forgets closed connections (a $disconnect, counted apart) before the next round counts anything.
    await new Promise((r) => setTimeout(r, 500));
  }
  return Object.fromEntries([...runs].map(([k, list]) => [k, mean(list)]));
}

/** The every-minute sweeper with nothing due, and the WebSocket functions a signed-in tab calls. */
async function measureBackground(api: Api, firm: CostFirm) {
  const none = noCounts();
  const timed = async (calls: string, n: number, call: (i: number) => Promise<{ ms?: number }>) => {
    const list: MeasuredAction[] = [];
    for (let i = 0; i <= n; i++) {
      await api.reset();
      const { ms = 0 } = await call(i);
      const t = await settled(api);
      // The first call loads the module: not counted, as for the actions.
      if (i > 0) list.push({ ...figures('background', calls, t, none), handler_ms: Math.round(ms * 100) / 100 });
    }
    return mean(list);
  };
  const staff = new CostCaller(api.url);
  await signIn(staff, firm.partnerEmail);
  return {
    'background.sweeper_run': await timed('the sweeper (EventBridge rule, every minute) with nothing due', 10, () =>
      api.invokeSweeper(),
    ),
    'background.ws_connect': await timed('WebSocket $connect: the token checked, the connection stored', 5, (i) =>
      api.invokeWs('connect', `cost-conn-${i}`, staff.token!),
    ),
    'background.ws_ping': await timed('WebSocket $default: a ping answered with a pong (every 25 s per tab)', 10, () =>
      api.invokeWs('ping', 'cost-conn-1'),
    ),
    'background.ws_disconnect': await timed('WebSocket $disconnect: the connection removed', 5, (i) =>
      api.invokeWs('disconnect', `cost-conn-${i}`),
    ),
  };
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

export async function benchCostFigures(): Promise<void> {
  const services = await startBenchServices('cost');
  try {
    const firm = await loadCostFirm({ clients: rounds + 1, bulk: 0 });
    const setUp = await firmTableBytes(firm.firmId);
    await loadBulkEntities(firm.firmId, bulkClients);
    const withBulk = await firmTableBytes(firm.firmId);
    const api = await startCapacityCountingApi(services.env);
    try {
      const session = await measureSessions(api, firm);
      const background = await measureBackground(api, firm);
      const after = await firmTableBytes(firm.firmId);
      const clientsMade = rounds + 1;
      const storage = {
        table_bytes_per_client_at_rest: Math.round((withBulk.bytes - setUp.bytes) / bulkClients),
        table_bytes_per_client_in_season: Math.round(
          setUp.bytes / clientsMade + (after.bytes - withBulk.bytes) / clientsMade,
        ),
        table_items_per_client_in_season: Math.round(
          setUp.items / clientsMade + (after.items - withBulk.items) / clientsMade,
        ),
        note: 'Billed bytes (names and values, 100 bytes per item, again for each index the item is in) of the firm\u2019s items: a client with an entity and nothing else (300 loaded), and a client after one season round (organizer, answers, upload, signature, messages, a second questionnaire sent, a tax return delivered and approved, activity lines, notifications).',
      };
      const measured = {
        measured_at: new Date().toISOString().slice(0, 10),
        commit: commit(),
        machine: `${availableParallelism()} cores, Node ${process.versions.node}, local twins (DynamoDB Local, s3rver, aws-ses-v2-local, local-aws-sqs)`,
        method:
          'npm run bench -- cost-figures (tests/bench/cost-figures.ts): each action run once per round as the web client calls it; figures are the mean of the counted rounds. handler_ms is wall time in-process against the local twins, a proxy for Lambda billed duration. DynamoDB units are the consumed capacity DynamoDB Local reports (ReturnConsumedCapacity: TOTAL). response_bytes are the compressed answers. log_bytes are the product\u2019s JSON log lines at level info.',
        rounds,
        actions: { ...session, ...background },
        storage,
      };
      writeFileSync(measuredFile, `${JSON.stringify(measured, null, 2)}\n`);
      print(measured.actions, storage);
    } finally {
      api.stop();
    }
  } finally {
    await services.stop();
  }
}

function print(measured: Record<string, MeasuredAction>, storage: Record<string, unknown>) {
  table(
    `What each action costs (mean of ${rounds} rounds; written to infra/cost/measured.json)`,
    [
      'action',
      'req',
      'RRU',
      'WRU',
      'KB out',
      'handler ms',
      'jobs',
      'job ms',
      'msgs',
      'mail',
      'ws',
      'S3 put',
      'S3 get',
      'log KB',
    ],
    Object.entries(measured).map(([k, m]) => [
      k,
      `${m.requests}`,
      m.read_units.toFixed(1),
      m.write_units.toFixed(1),
      (m.response_bytes / 1024).toFixed(1),
      m.handler_ms.toFixed(0),
      `${m.job_invocations}`,
      m.job_ms.toFixed(0),
      `${m.queue_messages}`,
      `${m.emails}`,
      `${m.realtime_messages}`,
      `${m.s3_tier1_requests}`,
      `${m.s3_tier2_requests}`,
      (m.log_bytes / 1024).toFixed(1),
    ]),
  );
  process.stdout.write(`Table storage: ${JSON.stringify(storage)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchCostFigures();
