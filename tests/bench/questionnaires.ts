/**
 * Issue 15, questionnaires on the firm side:
 * - a template sent to 2,000 entities (by entity type): how long POST send_questionnaires takes to answer, and how
 *   long until the last questionnaire is made (the backlog at 0) and listed on Collect, with the jobs consumer in
 *   the API's process;
 * - Collect (GET /v2/questionnaires) for a firm with 200 questionnaires next to one with 20,000 in the same tax
 *   year: page 1 and page 50 (rows_per_page 10), by last activity (the default), with a status filter and sorted by
 *   entity, with p50/p99 and the DynamoDB requests and items each call reads.
 * Loading: entities with their clients (infra/local/bulk-clients.ts), questionnaires batch-written as a send makes
 * them and indexed with the directory's bulk function. BENCH_SEND_ENTITIES, BENCH_COLLECT_LARGE and BENCH_CALLS
 * change the sizes and the calls per case.
 */
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startReadCountingApi } from './read-counting-child';

const sendEntities = Number(process.env.BENCH_SEND_ENTITIES ?? 2000);
const largeCount = Number(process.env.BENCH_COLLECT_LARGE ?? 20_000);
const smallCount = 200;
const calls = Number(process.env.BENCH_CALLS ?? 30);
const password = 'Bench-Password-2026!';
const perEntity = 10;
const statuses = ['sent', 'opened', 'in_progress', 'completed'] as const;

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function firmWithEntities(label: string, entities: number, type: string) {
  const { createFirmWithPartner } = await import('@ledgerline/functions/platform/provision');
  const { loadBulkClients } = await import('@ledgerline/infra/local/bulk-clients');
  const partnerEmail = `partner-${label}-${Date.now()}@bench.test`;
  const { firmId } = await createFirmWithPartner({
    firmName: `Bench ${label}`,
    partner: { email: partnerEmail, fname: 'Pat', lname: 'Partner', isAdvisor: true, firmAccess: 'partner', password },
  });
  await loadBulkClients(firmId, { count: entities, entity_type: type, name_prefix: `${label} Entity` });
  return { firmId, partnerEmail };
}

/** `count` questionnaires of 2025 over the firm's entities, in every progress, written and indexed in batches. */
async function loadQuestionnaires(firmId: string, count: number) {
  const { Questionnaire } = await import('@ledgerline/functions/platform/data/entities/questionnaire');
  const { Company } = await import('@ledgerline/functions/platform/data/entities/company');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const { indexNewDirectoryItems } = await import('@ledgerline/functions/platform/directory');
  const { questionnaireImage } = await import('@ledgerline/functions/platform/directory-images');
  const companies = (await Company.query.byId({ firmId }).go({ pages: 'all' })).data;
  const people = new Map((await User.query.byId({ firmId }).go({ pages: 'all' })).data.map((u) => [u.userId, u]));
  const start = Date.parse('2026-01-05T00:00:00Z');
  for (let from = 0; from < count; from += 1000) {
    const items = [];
    for (let i = from; i < Math.min(count, from + 1000); i++) {
      const company = companies[i % companies.length]!;
      const progress = statuses[i % statuses.length]!;
      const at = new Date(start + i * 60_000).toISOString();
      items.push({
        firmId,
        questionnaireId: `bq${i}-${firmId.slice(0, 6)}`,
        companyId: company.companyId,
        tax_year: 2025,
        name: `Organizer ${i % 7}`,
        questionnaire_type: 'template',
        due_date: new Date(start + (30 + (i % 60)) * 86_400_000).toISOString().slice(0, 10),
        is_draft: false,
        sent_at: at,
        last_activity_at: at,
        opened_timestamp: progress === 'sent' ? undefined : at,
        in_progress: progress === 'in_progress',
        completed: progress === 'completed',
        sections: [],
        questions_total: 20,
        questions_completed: 0,
      });
    }
    await Questionnaire.put(items).go({ concurrent: 4 });
    const byId = new Map(companies.map((c) => [c.companyId, c]));
    await indexNewDirectoryItems(
      firmId,
      'questionnaire',
      items.map((q) => {
        const c = byId.get(q.companyId) ?? null;
        return questionnaireImage(q as never, c, c?.primary_user_id ? (people.get(c.primary_user_id) ?? null) : null);
      }),
    );
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await res.json()) as { firebase_token?: string };
  if (!body.firebase_token) throw new Error(`sign-in ${email}: ${res.status}`);
  return body.firebase_token;
}

async function get(url: string, path: string, query: Record<string, string>, auth: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${auth}` },
  });
  const body = (await res.json()) as {
    questionnaires?: unknown[];
    total?: number;
    next_cursor?: string | null;
    backlog_count?: number;
  };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

type Api = Awaited<ReturnType<typeof startReadCountingApi>>;

async function benchSend(api: Api, firm: { partnerEmail: string }, type: string) {
  const auth = await signIn(api.url, firm.partnerEmail);
  const started = performance.now();
  const res = await fetch(`${api.url}/api/questionnaires/send_questionnaires`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      questionnaire_template_id: 'builtin-individual-1040',
      tax_year: 2025,
      company_types: [type],
      due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    }),
  });
  const answerMs = performance.now() - started;
  if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
  let made = 0;
  for (;;) {
    const { body } = await get(api.url, '/firms/backlog', {}, auth);
    if (body.backlog_count === 0) break;
    if (performance.now() - started > 30 * 60_000) throw new Error('send not done after 30 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const madeMs = performance.now() - started;
  for (;;) {
    made = (await get(api.url, '/v2/questionnaires', { year: '2025', count: 'true' }, auth)).body.total ?? 0;
    if (made >= sendEntities || performance.now() - started > 30 * 60_000) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const listedMs = performance.now() - started;
  table(
    `A template (the 1040 organizer, 154 questions) sent to ${sendEntities.toLocaleString('en-US')} entities by entity type (local stack: DynamoDB Local, local SQS with the jobs consumer in the API process; Node ${process.versions.node})`,
    ['answer ms', 'last made after s', 'all listed after s', 'questionnaires/s', 'listed'],
    [
      [
        answerMs.toFixed(0),
        (madeMs / 1000).toFixed(1),
        (listedMs / 1000).toFixed(1),
        (sendEntities / (madeMs / 1000)).toFixed(0),
        String(made),
      ],
    ],
  );
}

type Query = Record<string, string>;

async function benchCollect(api: Api, firms: { label: string; size: number; partnerEmail: string }[]) {
  const base = { year: '2025', rows_per_page: '10' };
  const cases: [string, (auth: string) => Promise<Query>][] = [
    ['page 1, last activity (the default)', async () => ({ ...base, page: '1' })],
    ['page 50, last activity', async () => ({ ...base, page: '50' })],
    [
      'page 50 from page 49 (the pager)',
      async (auth) => {
        const { body } = await get(api.url, '/v2/questionnaires', { ...base, page: '49' }, auth);
        return { ...base, page: '50', ...(body.next_cursor ? { cursor: body.next_cursor } : {}) };
      },
    ],
    ['page 1, status in progress', async () => ({ ...base, page: '1', questionnaire_status: 'in_progress' })],
    ['page 1, by entity name', async () => ({ ...base, page: '1', sort_by: 'company_name', descending: 'false' })],
  ];
  const rows: string[][] = [];
  const figures: Record<string, { p50: number; p99: number; items: number }> = {};
  for (const firm of firms) {
    const auth = await signIn(api.url, firm.partnerEmail);
    for (const [name, make] of cases) {
      const q = await make(auth);
      for (let i = 0; i < 3; i++) await get(api.url, '/v2/questionnaires', q, auth);
      await api.resetReads();
      const times: number[] = [];
      let last = { listed: 0, total: 0 };
      for (let i = 0; i < calls; i++) {
        const r = await get(api.url, '/v2/questionnaires', q, auth);
        times.push(r.ms);
        last = { listed: r.body.questionnaires?.length ?? 0, total: r.body.total ?? 0 };
      }
      const reads = await api.reads();
      figures[`${firm.label}:${name}`] = { p50: median(times), p99: percentile(times, 99), items: reads.items / calls };
      rows.push([
        `${firm.size.toLocaleString('en-US')}`,
        name,
        `${last.listed}/${last.total}`,
        median(times).toFixed(1),
        percentile(times, 99).toFixed(1),
        (reads.requests / calls).toFixed(1),
        (reads.items / calls).toFixed(0),
      ]);
    }
  }
  table(
    `Collect (GET /v2/questionnaires, ${calls} calls one at a time after 3 warm-up; DynamoDB figures per call, with the session check)`,
    ['questionnaires', 'list', 'listed/total', 'p50 ms', 'p99 ms', 'DDB requests', 'items read'],
    rows,
  );
  const [small, large] = firms;
  table(
    `Large firm / small firm (${large!.size.toLocaleString('en-US')} / ${small!.size} questionnaires)`,
    ['list', 'p50 ratio', 'p99 ratio', 'items read ratio'],
    cases.map(([name]) => {
      const s = figures[`${small!.label}:${name}`]!;
      const l = figures[`${large!.label}:${name}`]!;
      return [
        name,
        `${(l.p50 / s.p50).toFixed(2)}x`,
        `${(l.p99 / s.p99).toFixed(2)}x`,
        `${(l.items / s.items).toFixed(2)}x`,
      ];
    }),
  );
}

export async function benchQuestionnaires(): Promise<void> {
  const stack = await startBenchServices('questionnaires');
  let api: Api | undefined;
  try {
    const type = 'Bench Individual';
    const sender = await firmWithEntities('send', sendEntities, type);
    const small = await firmWithEntities('small', smallCount, 'Individual');
    await loadQuestionnaires(small.firmId, smallCount);
    const started = Date.now();
    const large = await firmWithEntities('large', Math.ceil(largeCount / perEntity), 'Individual');
    await loadQuestionnaires(large.firmId, largeCount);
    process.stderr.write(`loaded ${largeCount} questionnaires in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    api = await startReadCountingApi({ ...stack.env, BENCH_JOBS: '1' });
    await benchSend(api, sender, type);
    await benchCollect(api, [
      { label: 'small', size: smallCount, partnerEmail: small.partnerEmail },
      { label: 'large', size: largeCount, partnerEmail: large.partnerEmail },
    ]);
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchQuestionnaires();
