/**
 * The client dashboard's API calls (issue 5) for a client with 10 entities and 5 years of questionnaires and
 * tax returns: p50/p99 of each call the dashboard makes for one entity and year, under load, and the SPA's
 * initial JavaScript for the dashboard route, gzipped.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServices } from './bench-services';
import { table } from './report';
import { startApiProcess } from './api-process';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const password = 'Bench-Password-2026!';
const entities = 10;
const years = [2021, 2022, 2023, 2024, 2025];

async function loadClient() {
  const { createFirmWithPartner, createUser, createCompany } = await import('@ledgerline/functions/platform/provision');
  const { createQuestionnaire } = await import('@ledgerline/functions/questionnaires/store');
  const { createTaxReturn } = await import('@ledgerline/functions/tax_returns/store/provision');
  const { Firm } = await import('@ledgerline/functions/platform/data/entities/firm');
  const tag = Date.now();
  const { firmId, partner } = await createFirmWithPartner({
    firmName: 'Bench Dashboard',
    partner: { email: `partner-dash-${tag}@bench.test`, fname: 'Pat', lname: 'Partner', isAdvisor: true, password },
  });
  await Firm.patch({ firmId })
    .set({ preferences: { new_tax_return_delivery_enabled: true } })
    .go();
  const email = `client-dash-${tag}@bench.test`;
  const client = await createUser(firmId, {
    email,
    fname: 'Dana',
    lname: 'Dashboard',
    isAdvisor: false,
    password,
    assignedAdvisorId: partner.userId,
  });
  const companyIds: string[] = [];
  for (let e = 0; e < entities; e++) {
    const { companyId } = await createCompany(firmId, {
      name: `Dashboard Entity ${e + 1}`,
      entityType: e === 0 ? 'Individual' : 'Partnership',
      ownerIds: [client.userId],
    });
    companyIds.push(companyId);
    for (const year of years) {
      for (const name of ['Tax Organizer', 'Engagement Letter']) {
        await createQuestionnaire({
          firmId,
          companyId,
          tax_year: year,
          name: `${year} ${name}`,
          due_date: `${year + 1}-04-15`,
          sections: [
            { id: 's1', name: 'Personal Information' },
            { id: 's2', name: 'Income' },
          ],
        } as never);
      }
      await createTaxReturn(firmId, companyId, {
        taxYear: year,
        name: e === 0 ? 'Form 1040' : 'Form 1065',
        draftStatus: year === 2025 ? 'draft' : 'approved',
      });
    }
  }
  return { email, companyIds, firmId };
}

/** The dashboard route's initial JS: the entry chunk and what it imports statically, plus the page's own chunk. */
function dashboardInitialJs(): { files: number; raw: number; gzip: number } | null {
  const dist = join(root, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) return null;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = join(dist, 'assets');
  const wanted = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)) wanted.add(m[1]!);
  // The dashboard page and the shell load on first paint for a signed-in client.
  for (const f of readdirSync(assets)) if (/^(Shell|HomePage|ClientDashboardPage)-.*\.js$/.test(f)) wanted.add(f);
  // Follow static imports of those chunks.
  const queue = [...wanted];
  while (queue.length) {
    const f = queue.pop()!;
    const code = readFileSync(join(assets, f), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      if (!wanted.has(m[1]!)) {
        wanted.add(m[1]!);
        queue.push(m[1]!);
      }
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const f of wanted) {
    const body = readFileSync(join(assets, f));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: wanted.size, raw, gzip };
}

export async function benchDashboard(): Promise<void> {
  const stack = await startBenchServices('dash');
  const { env } = stack;
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  try {
    const loaded = await loadClient();
    api = await startApiProcess(env);
    const signIn = await fetch(`${api.url}/api/sessions/verify_password_for_firebase_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: loaded.email, password }),
    });
    const token = ((await signIn.json()) as { firebase_token: string }).firebase_token;
    const pick = () => loaded.companyIds[Math.floor(Math.random() * loaded.companyIds.length)];
    const cases: [string, () => string][] = [
      ['current_user', () => '/api/sessions/current_user'],
      [
        'questionnaires for a year',
        () => `/api/questionnaires/get_questionnaires_for_year?company_id=${pick()}&year=2025&full=false`,
      ],
      [
        'questionnaires, all years',
        () => `/api/questionnaires/get_questionnaires_for_year?company_id=${pick()}&year=All&full=false`,
      ],
      ['tax returns index', () => `/api/tax_returns/get_tax_returns_index?company_id=${pick()}`],
      ['firm custom statuses', () => `/api/firms/${loaded.firmId}/firm_custom_statuses`],
    ];
    const rows: string[][] = [];
    for (const [what, path] of cases) {
      const opts: autocannon.Options = {
        url: api.url,
        connections,
        headers: { authorization: `Bearer ${token}` },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
      };
      await autocannon({ ...opts, duration: 1 });
      const r = await autocannon({ ...opts, duration: seconds });
      rows.push([
        what,
        r.requests.average.toFixed(0),
        `${r.latency.p50}`,
        `${r.latency.p99}`,
        `${r['2xx']}`,
        `${r.non2xx + r.errors + r.timeouts}`,
      ]);
    }
    table(
      `Client dashboard API: ${entities} entities x ${years.length} years (2 questionnaires and a return each); autocannon, ${connections} connections, ${seconds} s each`,
      ['request', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other'],
      rows,
    );
    const js = dashboardInitialJs();
    if (js)
      table(
        'The dashboard route’s initial JavaScript (web/dist; run `npm run build:web` first)',
        ['chunks', 'raw KiB', 'gzip KiB'],
        [[String(js.files), (js.raw / 1024).toFixed(0), (js.gzip / 1024).toFixed(0)]],
      );
    else process.stdout.write('\n(web/dist is missing: `npm run build:web` to measure the dashboard’s JavaScript)\n');
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchDashboard();
