/**
 * Paging the Users and Entities pages one step at a time (FA §2.5, §9 'start-end of total' with previous and
 * next): Next and Previous ask for the page beside the one on screen with the cursor it answered, and every row
 * of the list is seen once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];
const names = Array.from({ length: 23 }, (_, i) => `P${String(i).padStart(2, '0')}`);
let partnerEmail = '';

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Paging Firm',
    users: names.map((n) => ({
      email: uniqueEmail(`paging-${n.toLowerCase()}`),
      fname: n,
      lname: 'Pager',
      companies: [{ name: `${n} Holdings` }],
    })),
  });
  partnerEmail = firm.partnerEmail;
});

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(): Promise<Page> {
  const context = await newContext(browser(), { viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const p = await context.newPage();
  await signInWithPassword(p, partnerEmail, demoPassword);
  await p.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return p;
}

/** The names of the rows on screen once the range label reads `range` and the rows are no longer `before`'s. */
async function rowsAt(p: Page, range: string, pattern: RegExp, before: string[] = []): Promise<string[]> {
  await p.getByText(range, { exact: true }).waitFor();
  const links = p.getByRole('main').getByRole('link', { name: pattern });
  const names = async () => (await links.allTextContents()).map((t) => t.slice(0, 3));
  // The page on screen stays while the next one loads.
  await expect
    .poll(async () => {
      const now = await names();
      return now.length > 0 && now.join() !== before.join();
    })
    .toBe(true);
  return names();
}

/** Clicks a pager button and returns the list request it made. */
async function step(p: Page, button: 'Next page' | 'Previous page', path: string): Promise<URL> {
  const request = p.waitForRequest((r) => new URL(r.url()).pathname === `/api${path}`);
  await p.getByRole('button', { name: button }).click();
  return new URL((await request).url());
}

describe.each([
  { page: '/clients', path: '/v2/users', heading: 'Users', pattern: /^P\d\d Pager$/ },
  { page: '/admin', path: '/v2/entities', heading: 'Entities', pattern: /^P\d\d Holdings$/ },
])('paging $page', ({ page: at, path, heading, pattern }) => {
  test('Next and Previous open the pages beside the one on screen from its cursor, each row once', async () => {
    const p = await signedIn();
    await p.goto(at);
    await p.getByRole('heading', { name: heading, level: 1 }).waitFor();
    const first = await rowsAt(p, '1-10 of 23', pattern);

    const toSecond = await step(p, 'Next page', path);
    expect(toSecond.searchParams.get('page')).toBe('2');
    expect(toSecond.searchParams.get('cursor')).toBeTruthy();
    const second = await rowsAt(p, '11-20 of 23', pattern, first);

    const toThird = await step(p, 'Next page', path);
    expect(toThird.searchParams.get('cursor')).toBeTruthy();
    const third = await rowsAt(p, '21-23 of 23', pattern, second);
    expect(new Set([...first, ...second, ...third])).toEqual(new Set(names));
    expect(first.length + second.length + third.length).toBe(23);

    const back = await step(p, 'Previous page', path);
    expect(back.searchParams.get('cursor')).toBeTruthy();
    expect(await rowsAt(p, '11-20 of 23', pattern, third)).toEqual(second);
  });
});
