/**
 * The landing pages (issue 11 §4): for the sign-in page, the client dashboard and the staff home, the JavaScript
 * the browser actually loads (gzipped, and as sent over the wire) and the page's Lighthouse performance scores in
 * the mobile and desktop presets. Runs against the real local stack (`infra/local/main.ts`, seeded demo firm)
 * with Debian's Chromium; builds the web app first when it is stale.
 *
 * Signed-in pages are measured signed in: the bench signs in through the form in the same Chrome profile, then
 * Lighthouse runs with disableStorageReset (the bench clears the HTTP cache itself before every load).
 * BENCH_PAGES=dashboard measures only the landing pages whose name holds that text; BENCH_LIGHTHOUSE_DIR=dir keeps
 * each Lighthouse report there as JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startStack } from '../support/stack';
import { table } from './report';

const root = resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The network here is closed: without these flags Chromium keeps dialling Google's hosts.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const password = 'Demo-Password-2026!';

interface Landing {
  name: string;
  path: string;
  /** Who signs in first (null: signed out). */
  email: string | null;
  /** Visible once the page has rendered its content. */
  ready: (page: Page) => Promise<void>;
}

const landings: Landing[] = [
  { name: '/signin', path: '/signin', email: null, ready: (p) => p.getByLabel('Email').waitFor() },
  {
    name: 'client dashboard /',
    path: '/',
    email: 'client@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'staff home /',
    path: '/',
    email: 'partner@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
];

interface JsLoad {
  files: number;
  raw: number;
  gzip: number;
  /** Bytes on the wire (the server's own compression, if any). */
  transferred: number;
}

interface Scores {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** The elements that shifted, when CLS is above 0. */
  shifts: string[];
}

async function clearCache(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Loads `path` with an empty cache and sums every script the page requested until it settled. */
async function measureJs(context: BrowserContext, base: string, landing: Landing): Promise<JsLoad> {
  const page = await context.newPage();
  try {
    await clearCache(context, page);
    const scripts: Promise<{ raw: number; gzip: number; transferred: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const body = await res.body();
          const sizes = await res.request().sizes();
          return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(base + landing.path, { waitUntil: 'load' });
    await landing.ready(page);
    await page.waitForLoadState('networkidle');
    // Whatever the page fetches once idle counts too.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts);
    return {
      files: all.length,
      raw: all.reduce((n, s) => n + s.raw, 0),
      gzip: all.reduce((n, s) => n + s.gzip, 0),
      transferred: all.reduce((n, s) => n + s.transferred, 0),
    };
  } finally {
    await page.close();
  }
}

async function lighthouseScores(
  context: BrowserContext,
  port: number,
  url: string,
  preset: 'mobile' | 'desktop',
): Promise<Scores> {
  const page = await context.newPage();
  await clearCache(context, page);
  await page.close();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(
      join(keep, `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    shifts: (
      (
        lhr.audits['layout-shifts']?.details as
          | { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] }
          | undefined
      )?.items ?? []
    ).map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? ''} ${i.node?.snippet?.slice(0, 100) ?? ''}`),
  };
}

async function signIn(context: BrowserContext, base: string, email: string) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${base}/`, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
  } finally {
    await page.close();
  }
}

async function signOut(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/help`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

const kib = (n: number) => (n / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);

export async function benchPages(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  const stack = await startStack();
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    context.setDefaultTimeout(30_000);
    const jsRows: string[][] = [];
    const lhRows: string[][] = [];
    const shifts: string[] = [];
    const only = process.env.BENCH_PAGES;
    for (const landing of landings.filter((l) => !only || l.name.includes(only))) {
      await signOut(context, stack.url);
      if (landing.email) await signIn(context, stack.url, landing.email);
      const js = await measureJs(context, stack.url, landing);
      jsRows.push([
        landing.name,
        String(js.files),
        kib(js.raw),
        kib(js.gzip),
        kib(js.transferred),
        js.gzip <= 200 * 1024 ? 'yes' : 'NO',
      ]);
      for (const preset of ['mobile', 'desktop'] as const) {
        const r = await lighthouseScores(context, chrome.port, stack.url + landing.path, preset);
        lhRows.push([
          landing.name,
          preset,
          String(r.performance),
          s(r.fcp),
          s(r.lcp),
          r.cls.toFixed(3),
          r.tbt.toFixed(0),
        ]);
        for (const shift of r.shifts) shifts.push(`${landing.name} (${preset}): ${shift}`);
      }
    }
    table(
      'Landing pages: JavaScript the browser loads (empty cache; gzip -9 of each script; target ≤ 200 KiB gzipped)',
      ['page', 'scripts', 'raw KiB', 'gzip KiB', 'on the wire KiB', '≤ 200'],
      jsRows,
    );
    table(
      'Landing pages: Lighthouse performance (targets: mobile ≥ 90, desktop ≥ 98, CLS 0)',
      ['page', 'preset', 'score', 'FCP s', 'LCP s', 'CLS', 'TBT ms'],
      lhRows,
    );
    if (shifts.length)
      process.stdout.write(`\nLayout shifts (score, element):\n${shifts.map((l) => `  ${l}`).join('\n')}\n`);
  } finally {
    await browser?.close().catch(() => {});
    chrome?.kill();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchPages();
