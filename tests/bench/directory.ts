/**
 * Issue 13, the directory lists: GET /v2/users for a firm of 200 clients next to one of 15,000, and GET /v2/entities
 * for 200 entities next to 20,000 (target: the large firm within 1.2x of the small one), page 1 and page 50
 * (rows_per_page 10) sorted by name, with a filter and with a search, with p50/p99 and the DynamoDB requests and
 * items each call reads.
 *
 * Loading: users are batch-written as createUser leaves them (no email claims: nobody signs in as them), entities
 * with their memberships as createCompany leaves them (owned by the firm's clients in turn), and both indexed with
 * the directory's own bulk function (indexNewDirectoryItems, the rows reindexDirectoryItem would write). The API runs
 * in its own process with a tally of its DynamoDB reads (read-counting-child.ts). BENCH_DIRECTORY_USERS and
 * BENCH_DIRECTORY_ENTITIES change the large firm's sizes; BENCH_CALLS the calls per case.
 */
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { median, table } from './report';
import { startReadCountingApi } from './read-counting-child';

const calls = Number(process.env.BENCH_CALLS ?? 30);
const largeSize = Number(process.env.BENCH_DIRECTORY_USERS ?? 15_000);
const largeEntities = Number(process.env.BENCH_DIRECTORY_ENTITIES ?? 20_000);
const smallSize = 200;
const password = 'Bench-Password-2026!';
const advisorsPerFirm = 10;
/** A word three clients (and three entities) of each firm have (a search whose answer does not grow with the firm). */
const rareWord = 'quillfeather';
const surnames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
];
const firstNames = ['Ava', 'Ben', 'Cara', 'Dev', 'Ema', 'Finn', 'Gia', 'Hal', 'Ida', 'Jon', 'Kai', 'Lia', 'Max'];

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (n: number) => n.toFixed(1);
const entityTypes = ['Individual', 'Partnership', 'Trust', 'S-Corporation', 'C-Corporation'];

async function loadFirm(label: string, clients: number, entities: number) {
  const { createFirmWithPartner, createUser } = await import('@ledgerline/functions/platform/provision');
  const { newId } = await import('@ledgerline/functions/platform/auth/secrets');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const { indexNewDirectoryItems } = await import('@ledgerline/functions/platform/directory');
  const { userImage } = await import('@ledgerline/functions/platform/directory-images');
  const tag = `${label}-${Date.now()}`;
  const { firmId, partner } = await createFirmWithPartner({
    firmName: `Directory ${label}`,
    partner: { email: `p-${tag}@bench.test`, fname: 'Pat', lname: 'Partner', isAdvisor: true, password },
  });
  const advisors = [];
  for (let i = 0; i < advisorsPerFirm; i++)
    advisors.push(
      (await createUser(firmId, { email: `a${i}-${tag}@bench.test`, fname: 'Adv', lname: `${i}`, isAdvisor: true }))
        .userId,
    );
  const start = Date.parse('2020-01-01T00:00:00Z');
  let rows = 0;
  for (let from = 0; from < clients; from += 1000) {
    const users = [];
    for (let i = from; i < Math.min(clients, from + 1000); i++) {
      const lname = i < 3 ? `${surnames[i % surnames.length]!}-${rareWord}` : surnames[i % surnames.length]!;
      const fname = firstNames[(i * 7) % firstNames.length]!;
      users.push({
        firmId,
        userId: newId(),
        uid: newId(),
        email: `${fname}.${lname}.${i}@client-${tag}.test`.toLowerCase(),
        fname,
        lname,
        time_zone: 'Pacific Time (US & Canada)',
        preferred_contact_method: 'email' as const,
        is_advisor: false,
        firm_group_id: '',
        assigned_advisor_id: advisors[i % advisors.length]!,
        readonly_access: false,
        paying: i % 10 !== 9,
        enabled_2fa: false,
        set_password_required: false,
        preferred_sign_in_method: 'link' as const,
        out_of_office: false,
        created_at: new Date(start + i * 60_000).toISOString(),
      });
    }
    await User.put(users).go({ concurrent: 4 });
    const indexed = await indexNewDirectoryItems(
      firmId,
      'user',
      users.map((u) => userImage(u)!),
    );
    rows += indexed.rows + indexed.words;
    process.stderr.write(`\rloading ${label}: ${Math.min(clients, from + 1000)}/${clients} clients`);
  }
  process.stderr.write('\n');
  rows += await loadEntities(label, firmId, entities, clients);
  return { firmId, partnerEmail: partner.email, advisor: advisors[0]!, rows };
}

/** Entities owned by the firm's clients in turn (their primary owner), read back from the users just written. */
async function loadEntities(label: string, firmId: string, entities: number, clients: number) {
  const { newId } = await import('@ledgerline/functions/platform/auth/secrets');
  const { User } = await import('@ledgerline/functions/platform/data/entities/user');
  const { Company } = await import('@ledgerline/functions/platform/data/entities/company');
  const { Membership } = await import('@ledgerline/functions/platform/data/entities/membership');
  const { indexNewDirectoryItems } = await import('@ledgerline/functions/platform/directory');
  const { entityImage } = await import('@ledgerline/functions/platform/directory-images');
  const people = (await User.query.byId({ firmId }).go({ pages: 'all' })).data.filter((u) => !u.is_advisor);
  const start = Date.parse('2020-06-01T00:00:00Z');
  let rows = 0;
  for (let from = 0; from < entities; from += 1000) {
    const companies = [];
    for (let i = from; i < Math.min(entities, from + 1000); i++) {
      const owner = people[i % Math.min(clients, people.length)]!;
      const name =
        i < 3 ? `${owner.lname} ${rareWord} Holdings` : `${owner.lname} ${surnames[(i * 7) % surnames.length]} ${i}`;
      companies.push({
        firmId,
        companyId: newId(),
        hash_id: newId().slice(0, 12),
        name,
        entity_type: entityTypes[i % entityTypes.length]!,
        inactive: i % 10 === 9,
        readonly_access: false,
        primary_user_id: owner.userId,
        owner_ids: [owner.userId],
        created_at: new Date(start + i * 60_000).toISOString(),
      });
    }
    await Company.put(companies).go({ concurrent: 4 });
    await Membership.put(companies.map((c) => ({ firmId, userId: c.primary_user_id, companyId: c.companyId }))).go({
      concurrent: 4,
    });
    const byId = new Map(people.map((u) => [u.userId, u]));
    const indexed = await indexNewDirectoryItems(
      firmId,
      'entity',
      companies.map((c) => entityImage(c, byId.get(c.primary_user_id) ?? null)),
    );
    rows += indexed.rows + indexed.words;
    process.stderr.write(`\rloading ${label}: ${Math.min(entities, from + 1000)}/${entities} entities`);
  }
  process.stderr.write('\n');
  return rows;
}

async function token(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await res.json()) as { firebase_token?: string };
  if (!body.firebase_token) throw new Error(`sign-in ${email}: ${res.status}`);
  return body.firebase_token;
}

async function call(url: string, path: string, query: Record<string, string>, auth: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${auth}` },
  });
  const body = (await res.json()) as {
    users?: unknown[];
    entities?: unknown[];
    total?: number;
    next_cursor?: string | null;
  };
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  const listed = (body.users ?? body.entities)?.length ?? 0;
  return { ms: took, listed, total: body.total ?? 0, next: body.next_cursor ?? undefined };
}

type Query = Record<string, string>;
/** A case's query in one firm; `get` reads a page first where the case needs the cursor it answers. */
type Case = [string, (advisor: string, get: (q: Query) => ReturnType<typeof call>) => Query | Promise<Query>];

/**
 * Page 50 as the screen reaches it: with the cursor of the page before (the firm's last page but one when it has
 * fewer pages: the small firm has 20).
 */
const fromPageBefore =
  (base: Query) =>
  async (_: string, get: (q: Query) => ReturnType<typeof call>): Promise<Query> => {
    const size = Number(base.rows_per_page ?? 10);
    const { total } = await get({ ...base, count: 'true' });
    const before = Math.max(1, Math.min(49, Math.ceil(total / size) - 1));
    const { next } = await get({ ...base, page: String(before) });
    return { ...base, page: String(before + 1), ...(next ? { cursor: next } : {}) };
  };
type LoadedFirm = { label: string; size: number; firm: { partnerEmail: string; advisor: string } };
type Api = Awaited<ReturnType<typeof startReadCountingApi>>;

/** One list's cases in each firm: its timing and reads table, and the large / small ratios. */
async function measure(api: Api, what: string, path: string, firms: LoadedFirm[], cases: Case[]) {
  const rows: string[][] = [];
  const p: Record<string, { p50: number; p99: number; items: number }> = {};
  for (const { label, size, firm } of firms) {
    const auth = await token(api.url, firm.partnerEmail);
    for (const [name, query] of cases) {
      const q = await query(firm.advisor, (q) => call(api.url, path, q, auth));
      for (let i = 0; i < 3; i++) await call(api.url, path, q, auth);
      const times: number[] = [];
      let last = { listed: 0, total: 0 };
      await api.resetReads();
      for (let i = 0; i < calls; i++) {
        const r = await call(api.url, path, q, auth);
        times.push(r.ms);
        last = r;
      }
      const reads = await api.reads();
      // The sign-in check of each call reads too (session and user): counted, as the call pays for it.
      const [requests, items] = [reads.requests / calls, reads.items / calls];
      p[`${label}:${name}`] = { p50: median(times), p99: percentile(times, 99), items };
      rows.push([
        `${size} ${what}`,
        name,
        `${last.listed}/${last.total}`,
        ms(median(times)),
        ms(percentile(times, 99)),
        requests.toFixed(1),
        items.toFixed(0),
        (reads.capacity / calls).toFixed(1),
      ]);
    }
  }
  table(
    `${what === 'clients' ? 'Client' : 'Entity'} directory (GET ${path}, ${calls} calls one at a time after 3 warm-up; API in its own Node ${process.versions.node} process on DynamoDB Local; DynamoDB figures per call, with the session check)`,
    ['firm', 'list', 'listed/total', 'p50 ms', 'p99 ms', 'DDB requests', 'items read', 'RCU'],
    rows,
  );
  const [small, large] = firms;
  table(
    `Large firm / small firm (${large!.size} / ${small!.size} ${what}; target p50 and p99 ≤ 1.2x)`,
    ['list', 'p50 ratio', 'p99 ratio', 'items read ratio'],
    cases.map(([name]) => {
      const s = p[`small:${name}`]!;
      const l = p[`large:${name}`]!;
      return [
        name,
        `${(l.p50 / s.p50).toFixed(2)}x`,
        `${(l.p99 / s.p99).toFixed(2)}x`,
        `${(l.items / s.items).toFixed(2)}x`,
      ];
    }),
  );
}

export async function benchDirectory(): Promise<void> {
  const stack = await startBenchServices('directory');
  const { env } = stack;
  let api: Api | undefined;
  try {
    const firms: (LoadedFirm & { entities: number })[] = [];
    for (const [label, size, entities] of [
      ['small', smallSize, smallSize],
      ['large', largeSize, largeEntities],
    ] as const) {
      const started = Date.now();
      const firm = await loadFirm(label, size, entities);
      process.stderr.write(
        `loaded ${label}: ${size} clients, ${entities} entities, ${firm.rows} directory rows and words in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );
      firms.push({ label, size, entities, firm });
    }
    api = await startReadCountingApi(env);
    const byName = { sort_by: 'full_name', descending: 'false', rows_per_page: '10' };
    await measure(api, 'clients', '/v2/users', firms, [
      ['page 1, by name', () => ({ ...byName, page: '1' })],
      ['page 50, by name', () => ({ ...byName, page: '50' })],
      ['page 50 from page 49 (the pager), by name', fromPageBefore(byName)],
      ['page 1, by name, assigned firm user', (a) => ({ ...byName, page: '1', assigned_advisor_id: a })],
      ['page 50, by name, assigned firm user', (a) => ({ ...byName, page: '50', assigned_advisor_id: a })],
      [
        'page 50 from page 49, by name, assigned firm user',
        (a, get) => fromPageBefore({ ...byName, assigned_advisor_id: a })(a, get),
      ],
      ['page 1, created_at desc, hide inactive', () => ({ rows_per_page: '10', page: '1', hide_inactives: 'true' })],
      [`page 1, search '${rareWord}' (3 in each firm)`, () => ({ ...byName, page: '1', search_term: rareWord })],
      ['page 1, search a surname (1 in 30)', () => ({ ...byName, page: '1', search_term: 'smith' })],
      ['page 50, search a surname (1 in 30)', () => ({ ...byName, page: '50', search_term: 'smith' })],
    ]);
    const entityName = { sort_by: 'name', descending: 'false', rows_per_page: '10' };
    await measure(
      api,
      'entities',
      '/v2/entities',
      firms.map((f) => ({ ...f, size: f.entities })),
      [
        ['page 1, created_at desc (the default)', () => ({ rows_per_page: '10', page: '1' })],
        ['page 1, by name', () => ({ ...entityName, page: '1' })],
        ['page 50, by name', () => ({ ...entityName, page: '50' })],
        ['page 50 from page 49 (the pager), by name', fromPageBefore(entityName)],
        ['page 1, by name, assigned firm user', (a) => ({ ...entityName, page: '1', assigned_advisor_id: a })],
        ['page 50, by name, assigned firm user', (a) => ({ ...entityName, page: '50', assigned_advisor_id: a })],
        [
          'page 50 from page 49, by name, assigned firm user',
          (a, get) => fromPageBefore({ ...entityName, assigned_advisor_id: a })(a, get),
        ],
        ['page 1, by type, type Trust', () => ({ sort_by: 'entity_type', rows_per_page: '10', entity_type: 'Trust' })],
        [`page 1, search '${rareWord}' (3 in each firm)`, () => ({ ...entityName, page: '1', search_term: rareWord })],
        ['page 1, search a surname (1 in 30)', () => ({ ...entityName, page: '1', search_term: 'smith' })],
      ],
    );
    process.stdout.write(
      '\nNote: page 50 by its number alone reads the rows before it from the nearer end of the list (the small firm has\n' +
        "no page 50: it reads its whole partition); the pager sends the cursor of the page on screen, so 'page 50 from\n" +
        "page 49' reads its own rows (in the small firm: its last page, from the page before).\n" +
        'A search reads the word rows of its longest term (at most 1,000 per state) and sorts them in memory.\n',
    );
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchDirectory();
