import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseUrl, linkIn, randomIp, smsTo, waitForMail } from '../../support/api';

/** Debian's Chromium (installed by `.ci/run`); CHROMIUM_PATH overrides it. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this network refuses.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const phone = { width: 390, height: 844 };

/** One Chromium per test file; each test gets its own context (storage, cookies) and its own address. */
export function useBrowser(): { browser: () => Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath, headless: true, args });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => browser! };
}

/**
 * A fresh browser profile. Each gets its own x-forwarded-for address, so per-address sign-in limits in one
 * test don't touch another (the test stack trusts that header).
 */
export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  context.setDefaultTimeout(30_000);
  return context;
}

/**
 * Waits until the page has made no API call for `quietMs` and has none in flight: the screen's debounced
 * refreshes (about one second after an event) have run. A test that then changes something on the server
 * knows a later fetch was caused by that change, not by a refresh scheduled before it.
 */
export async function waitForQuietApi(page: Page, quietMs = 1_500, timeoutMs = 15_000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const started = (r: { url(): string }) => {
    if (!isApi(r.url())) return;
    inFlight++;
    last = Date.now();
  };
  const ended = (r: { url(): string }) => {
    if (!isApi(r.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page kept calling the API for ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Fails on any axe violation, listing the rule ids and the elements they hit. Transitions still running (a dialog
 * fading in, a button turning enabled) are let finish first: axe reads mid-transition colours as low contrast.
 * Endless animations (spinners) are not waited for.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  let summary = await axeSummary(page);
  // On a loaded machine a transition can start after the wait above (a render landing late): a violation that is
  // still there a second later is real; one that is gone was a colour mid-change.
  if (summary.length > 0) {
    await page.waitForTimeout(1_000);
    summary = await axeSummary(page);
  }
  // The rules named in the message itself: a CI log keeps only a failure's first line.
  expect(summary, `axe violations on ${what}: ${summary.join('; ')}`).toEqual([]);
}

async function axeSummary(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((ok) => setTimeout(ok, 2_000))]);
  });
  // Fluent's focus manager (Tabster) puts aria-hidden focus sentinels around a modal while it opens and closes;
  // they hand focus on and are never read out, so they are not the page's content.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Types the email and continues, as a person does on the Sign In screen. */
export async function enterEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await enterEmail(page, email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Now, to the second: the local mail twin stamps mail in whole seconds. */
export const mailClock = () => new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();

/** Path and query of a link from a mail, so it opens on the test's own origin (the mail names localhost). */
export const pathOf = (link: string): string => {
  const u = new URL(link);
  return u.pathname + u.search;
};

/**
 * Waits for a mail to `email` sent since `since` whose subject starts with `subject`, and answers its link to
 * `path`. `except`: a link already seen, for a second mail that may share its second with the first.
 */
export async function mailedLink(
  email: string,
  since: string,
  subject: string,
  path: string,
  except?: string,
): Promise<string> {
  const mail = await waitForMail(
    email,
    (m) => m.at >= since && m.subject.startsWith(subject) && (!except || !m.text.includes(except)),
  );
  const link = linkIn(mail.text, path);
  expect(link, `a ${path} link in “${mail.subject}”`).toBeTruthy();
  return pathOf(link!);
}

/** The session the SPA keeps in localStorage (shared by every tab of a context). */
export const sessionKey = 'ledgerline.session';

/** Signs out through the account menu in the top bar (its last button: staff also have the bell), as a person does. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Waits for a text to a phone (its last digits) sent since `since`, as the local SMS outbox shows it. */
export async function waitForSms(
  phoneDigits: string,
  since: string,
  timeoutMs = 10_000,
): Promise<{ body: string; at: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await smsTo(phoneDigits)).find((s) => s.at >= since);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No text to ${phoneDigits}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
