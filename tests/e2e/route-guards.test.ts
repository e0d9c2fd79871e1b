/**
 * Signed-in pages say who may open them (MD §2 Screens and routes; FA §2.2 staff navigation, §2.3 client
 * navigation). A firm of the test's own with a client. A client opening a staff page is sent to their own
 * screen: /messages to their inbox, other staff pages to their dashboard; staff opening the client inbox go to
 * their home. The router does it, before any staff screen (its list, its Mass Email button) shows.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const clientEmail = uniqueEmail('guarded');
let partnerEmail = '';
let companyHash = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Guarded Books',
    preferences: { all_activities_enabled: true },
    users: [
      {
        email: clientEmail,
        fname: 'Gus',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Gus Client' }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  companyHash = firm.users.find((u) => u.email === clientEmail)!.companies[0].hash_id;
});

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(email: string, heading: string): Promise<Page> {
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

/** Every text the page has shown since `watch` was called (so a staff screen that flashed is caught too). */
async function watch(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string };
    w.__seen = '';
    new MutationObserver(() => {
      w.__seen += ` ${document.body.textContent}`;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: string }).__seen + document.body.textContent);
}

describe('who may open a page', () => {
  test('a client visiting /messages lands on their inbox and never sees Mass Email', async () => {
    const page = await signedIn(clientEmail, 'Welcome, Gus');
    const seen = await watch(page);
    // In the page, as a link would: the router decides, with the client already signed in.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/messages');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname.startsWith('/inbox'));
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    expect(await seen()).not.toContain('Mass Email');
    expect(await page.getByRole('button', { name: 'Mass Email' }).count()).toBe(0);

    // Straight from the address bar too.
    await page.goto('/messages');
    await page.waitForURL((url) => url.pathname.startsWith('/inbox'));
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mass Email' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Staff navigation' }).count()).toBe(0);
  });

  test('a client opening another staff page goes to their dashboard', async () => {
    const page = await signedIn(clientEmail, 'Welcome, Gus');
    for (const path of ['/activities', '/admin-profile', `/admin/${companyHash}/messages`]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Welcome, Gus' }).waitFor();
    }
  });

  test('staff opening the client inbox go to their own home', async () => {
    const page = await signedIn(partnerEmail, 'Home');
    for (const path of ['/inbox', `/inbox/${companyHash}`]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Home' }).waitFor();
    }
    // Their own pages still open.
    await page.goto('/messages');
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByRole('button', { name: 'Mass Email' }).waitFor();
  });
});
