/**
 * Phone and laptop layouts of the signed-in screens, and toasts above dialogs (MD §2 Screens and routes, Admin
 * messages screen, Client conversation view; FA §2.3 client navigation). A firm of the test's own: a client
 * with a conversation of short messages with the partner. On a phone (390×844) the client reaches Messages
 * and 'Send a Message' from the dashboard, and the fixed navigation bar covers nothing; the conversation shows
 * several messages with a compact composer whose buttons are on screen, for the client and for staff; the thread
 * panel covers the conversation with a way back. At 1366×768 the composer keeps Send on the text box's row and
 * an open thread leaves the messages most of the width. An error toast raised from a dialog is on top of it.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const laptop = { width: 1366, height: 768 };

const clientEmail = uniqueEmail('rosa');
let partnerEmail = '';
let companyHash = '';
let conversationId = '';
const contexts: BrowserContext[] = [];

const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** The conversation's own Send (a thread panel has one too, after it). */
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true }).first();
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate reply' });

async function sendAs(token: string, text: string, threadId?: string) {
  const res = await api('/conversations/send_message', {
    token,
    method: 'POST',
    body: { conversation_id: conversationId, text, ...(threadId ? { message_thread_id: threadId } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Coastline Accounting Partners of the Greater Bay Area',
    users: [
      {
        email: clientEmail,
        fname: 'Rosa',
        lname: 'Alvarez-Montgomery',
        password: demoPassword,
        assigned_advisor: 'partner',
        // Enough questionnaires for the dashboard to run past the bottom of a phone's screen.
        companies: [
          {
            name: 'Rosa Alvarez-Montgomery',
            questionnaires: [2024, 2025, 2026].flatMap((tax_year) =>
              ['Individual Organizer', 'Rental Property', 'Home Office', 'Vehicle Expenses'].map((name) => ({
                name: `${tax_year} ${name}`,
                tax_year,
              })),
            ),
          },
        ],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  const client = firm.users.find((u) => u.email === clientEmail)!;
  companyHash = client.companies[0].hash_id;
  const clientToken = (await signIn(clientEmail)).firebase_token as string;
  const partnerToken = (await signIn(partnerEmail)).firebase_token as string;
  const started = await api('/conversations/get_client_conversation', {
    token: clientToken,
    query: { company_id: client.companies[0].id },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  conversationId = started.body.conversation.id;
  for (const text of ['Hello!', 'I have a W-2.', 'And a 1099.', 'When is the deadline?'])
    await sendAs(clientToken, text);
  await sendAs(partnerToken, 'April 15.');
});

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(b: Browser, email: string, viewport: { width: number; height: number }, heading: string) {
  const context = await newContext(b, { viewport });
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

/** The element at the centre of `target` is `target` or inside it: nothing (a fixed bar, a panel) covers it. */
async function expectUncovered(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, `${what} is not covered`).toBe(true);
}

/** Wholly inside the viewport, without scrolling the page. */
async function expectInViewport(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.x >= 0 && box!.y >= 0, `${what} starts inside the viewport`).toBe(true);
  expect(box!.x + box!.width <= vp.width + 0.5, `${what} ends inside the viewport's width`).toBe(true);
  expect(box!.y + box!.height <= vp.height + 0.5, `${what} ends inside the viewport's height`).toBe(true);
}

/** Messages of the log wholly visible in it and in the viewport. */
function fullyVisibleMessages(page: Page): Promise<number> {
  return messagesLog(page).evaluate((log) => {
    const l = log.getBoundingClientRect();
    return [...log.querySelectorAll('article')].filter((a) => {
      const r = a.getBoundingClientRect();
      return r.top >= l.top - 1 && r.bottom <= l.bottom + 1 && r.bottom <= window.innerHeight && r.height > 0;
    }).length;
  });
}

/** The 'You are sending a message to …' banner's text fits its box (no sideways overflow). */
async function expectBannerFits(page: Page) {
  const banner = page.getByText(/^You are sending a message to /);
  await banner.waitFor();
  const fits = await banner.evaluate((el) => {
    let e: HTMLElement | null = el as HTMLElement;
    for (let i = 0; e && i < 4; i++, e = e.parentElement) if (e.scrollWidth > e.clientWidth + 1) return false;
    return true;
  });
  expect(fits, 'the banner text does not overflow').toBe(true);
}

async function expectComposerUsable(page: Page, staff: boolean) {
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Thanks');
  for (const [button, what] of [
    [sendButton(page), 'Send'],
    ...(staff ? [[generateButton(page), 'Generate reply'] as const] : []),
  ] as const) {
    await expectInViewport(page, button, what);
    await expectUncovered(button, what);
  }
}

describe('on a phone (390×844)', () => {
  test('a client reaches their messages from the dashboard, and the navigation bar covers nothing', async () => {
    const page = await signedIn(browser(), clientEmail, phone, 'Welcome, Rosa');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile navigation' });
    // MD §2: the segments are Dashboard and Documents, and no link leads nowhere.
    const segments = await mobileNav.getByRole('link').allInnerTexts();
    expect(segments).toContain('Dashboard');
    for (const s of segments) expect(['Dashboard', 'Documents']).toContain(s.trim());

    // FA §2.3: Messages shows the unseen count.
    const messages = page.getByRole('link', { name: 'Messages, 1 unseen' });
    await expectUncovered(messages, 'the Messages link');
    const send = page.getByRole('button', { name: 'Send a Message' });
    await expectUncovered(send, 'Send a Message');
    // The end of the page scrolls clear of the fixed bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const clear = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Mobile navigation"]')!.getBoundingClientRect();
      const main = document.getElementById('main')!;
      const last = [...main.querySelectorAll('*')].reduce((m, e) => Math.max(m, e.getBoundingClientRect().bottom), 0);
      return last <= nav.top;
    });
    expect(clear, 'the page’s last content ends above the navigation bar').toBe(true);
    await expectAccessible(page, 'the client dashboard on a phone');

    await send.click();
    await page.waitForURL(/\/inbox\/[^/]+\/[^/]+$/);
    await messagesLog(page).getByText('April 15.').waitFor();
    await page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome, Rosa' }).waitFor();
    await page.getByRole('link', { name: /^Messages/ }).click();
    await page.waitForURL(/\/inbox\/[^/]+\/[^/]+$/);
    await messagesLog(page).getByText('April 15.').waitFor();
  });

  test('the client’s conversation shows several messages and a composer with its buttons on screen', async () => {
    const page = await signedIn(browser(), clientEmail, phone, 'Welcome, Rosa');
    await page.goto(`/inbox/${companyHash}/${conversationId}`);
    await messagesLog(page).getByText('April 15.').waitFor();
    // Polled: counted once the layout has settled, which takes longer on a loaded machine.
    await expect.poll(() => fullyVisibleMessages(page)).toBeGreaterThanOrEqual(3);
    await expectBannerFits(page);
    await expectComposerUsable(page, false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the client’s conversation on a phone');
  });

  test('staff see several messages, the banner fits, Generate reply and Send are on screen; a thread covers the conversation with a way back', async () => {
    const page = await signedIn(browser(), partnerEmail, phone, 'Home');
    await page.goto(`/admin/${companyHash}/messages/${conversationId}`);
    await messagesLog(page).getByText('April 15.').waitFor();
    // Polled: counted once the layout has settled, which takes longer on a loaded machine.
    await expect.poll(() => fullyVisibleMessages(page)).toBeGreaterThanOrEqual(3);
    await expectBannerFits(page);
    await expectComposerUsable(page, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the staff conversation on a phone');

    await messagesLog(page)
      .getByRole('article')
      .filter({ hasText: 'April 15.' })
      .getByRole('button', { name: 'Reply' })
      .click();
    const thread = page.getByRole('complementary', { name: 'Thread' });
    await thread.waitFor();
    const box = (await thread.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(phone.width - 40);
    await expectUncovered(thread.getByRole('textbox', { name: 'Reply in thread' }), 'the reply box');
    await expectUncovered(thread.getByRole('button', { name: 'Send', exact: true }), 'the thread’s Send');
    await expectInViewport(page, thread.getByRole('button', { name: 'Send', exact: true }), 'the thread’s Send');
    const back = thread.getByRole('button', { name: 'Close thread' });
    await expectUncovered(back, 'Close thread');
    await back.click();
    await thread.waitFor({ state: 'detached' });
    await expectUncovered(sendButton(page), 'Send');
  });
});

describe('on a laptop (1366×768)', () => {
  test('the composer keeps its buttons on the text box’s row, and an open thread leaves the messages most of the width', async () => {
    const page = await signedIn(browser(), partnerEmail, laptop, 'Home');
    await page.goto(`/admin/${companyHash}/messages/${conversationId}`);
    await messagesLog(page).getByText('April 15.').waitFor();
    await expectComposerUsable(page, true);
    const box = (await page.getByRole('textbox', { name: 'Message', exact: true }).boundingBox())!;
    const send = (await sendButton(page).boundingBox())!;
    expect(send.y, 'Send is on the text box’s row').toBeLessThan(box.y + box.height);
    expect(send.y + send.height).toBeGreaterThan(box.y);
    // Polled: counted once the layout has settled, which takes longer on a loaded machine.
    await expect.poll(() => fullyVisibleMessages(page)).toBeGreaterThanOrEqual(3);

    await messagesLog(page)
      .getByRole('article')
      .filter({ hasText: 'April 15.' })
      .getByRole('button', { name: 'Reply' })
      .click();
    const thread = page.getByRole('complementary', { name: 'Thread' });
    await thread.waitFor();
    const panel = (await thread.boundingBox())!;
    const log = (await messagesLog(page).boundingBox())!;
    expect(log.width, 'the messages keep most of the width').toBeGreaterThan(panel.width);
    expect(log.height, 'the messages keep their height').toBeGreaterThan(250);
    await expectComposerUsable(page, true);
    await expectUncovered(thread.getByRole('button', { name: 'Send', exact: true }), 'the thread’s Send');
    await expectAccessible(page, 'the staff conversation with a thread open at 1366 px');
  });

  test('an error toast shows above the dialog that raised it', async () => {
    const page = await signedIn(browser(), partnerEmail, laptop, 'Home');
    await page.goto(`/admin/${companyHash}/messages/${conversationId}`);
    const mine = messagesLog(page).getByRole('article').filter({ hasText: 'April 15.' });
    await mine.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Message' });
    await dialog.waitFor();
    await page.route('**/conversations/edit_message', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'You may not change this message' }),
      }),
    );
    await dialog.getByRole('textbox').fill('April 15, or October 15 with an extension.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('group');
    await toast.first().waitFor();
    await dialog.waitFor();
    const topmost = await toast.first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit) || hit.contains(el));
    });
    expect(topmost, 'the toast is the topmost element at its centre').toBe(true);
    // Its close button works with the dialog open, and the dialog stays usable after.
    await page.getByRole('button', { name: 'Close notification' }).first().click();
    await page.route('**/conversations/edit_message', (route) => route.fallback());
    await page.unroute('**/conversations/edit_message');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
