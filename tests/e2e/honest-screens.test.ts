/**
 * Honest screens (issue 12): every link a screen offers opens a screen that exists, and what a screen lists
 * reads as a person recognises it. A firm of the test's own: Holly (a client of the partner's, firm group North)
 * writes and uploads a document; a group-limited staff member of North reads the activity log; a second, empty
 * firm shows the Messages empty state.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import { newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const holly = uniqueEmail('honest-holly');
const northStaff = uniqueEmail('honest-north');
let partnerEmail: string;
let emptyFirmPartner: string;
let company: { id: string; hash_id: string; name: string };
let hollyId: string;
let conversationId: string;
let contexts: BrowserContext[] = [];

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const notFound = (page: Page) => page.getByRole('heading', { name: 'Page not found' });
const unreadOf = async (page: Page) =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? Number.NaN);

/** A fresh context for each test: an earlier test's page still open on the conversation would read new messages. */
async function signedIn(email: string, heading: string): Promise<Page> {
  for (const c of contexts.splice(0)) await c.close();
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

/** Opens a portal path and answers whether it rendered 'Page not found'. */
async function opensNotFound(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  return (await notFound(page).count()) > 0;
}

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Honest Screens Firm',
    // FA §2.2: /activities reads the firm-wide log, which needs all-activities on.
    preferences: { all_activities_enabled: true },
    groups: ['North'],
    users: [
      {
        email: northStaff,
        fname: 'Nia',
        lname: 'North',
        is_advisor: true,
        firm_access: 'group',
        firm_group: 'North',
        password: demoPassword,
      },
      {
        email: holly,
        fname: 'Holly',
        lname: 'Honest',
        firm_group: 'North',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Honest Household' }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  const hollyUser = firm.users.find((u) => u.email === holly)!;
  hollyId = hollyUser.id;
  company = hollyUser.companies[0]!;
  emptyFirmPartner = (await makeFirm({ firm_name: 'Empty Firm' })).partnerEmail;

  // Holly writes twice and uploads a document: three notifications for the partner (two messages, one upload).
  const token = (await signIn(holly)).firebase_token;
  conversationId = (await api('/conversations/get_client_conversation', { token, query: { company_id: company.id } }))
    .body.conversation.id;
  for (const text of ['Here is my payroll summary for the K-1', 'And one more question about estimates'])
    expect(
      (await api('/conversations/send_message', { token, body: { conversation_id: conversationId, text } })).status,
    ).toBe(200);
  const bytes = new TextEncoder().encode('%PDF-1.4 honest\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const link = await api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: company.id, content_type: 'application/pdf', size_bytes: String(bytes.length) },
  });
  expect(link.status).toBe(200);
  expect((await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: bytes })).status).toBe(
    200,
  );
  const processed = await api('/integrations/process_document', {
    token,
    body: { company_id: company.id, id: link.body.id, document_name: 'W-2.pdf', path: '/Attachments' },
  });
  expect(processed.status).toBe(200);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  contexts = [];
});

describe('no link leads to Page not found', () => {
  test('every link in the notification feed opens a screen that exists, an upload’s too', async () => {
    const staff = await signedIn(partnerEmail, 'Home');
    await bell(staff).click();
    const feed = drawer(staff);
    await feed.getByText('Holly Honest uploaded W-2.pdf').waitFor();
    expect(await feed.getByRole('link', { name: /uploaded W-2\.pdf/ }).count()).toBe(1);
    const hrefs = await feed
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(await opensNotFound(staff, href), href).toBe(false);
  });

  test('the daily summary links only to screens that exist', async () => {
    const token = (await signIn(partnerEmail)).firebase_token;
    const sent = await api('/advisors/send_daily_notification', { token, method: 'POST' });
    expect(sent.status).toBe(200);
    const mail = await waitForMail(partnerEmail, (m) => /new notification/.test(m.subject));
    const urls = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(mail.text).toContain('Holly Honest uploaded W-2.pdf');
    expect(mail.text).toContain('/documents?path=');
    const staff = await signedIn(partnerEmail, 'Home');
    for (const url of urls) expect(await opensNotFound(staff, url.pathname + url.search), url.pathname).toBe(false);
  });

  test('the Messages empty state’s Add Entity opens the Entities page; no link leads to Page not found', async () => {
    const staff = await signedIn(emptyFirmPartner, 'Home');
    await staff.goto('/messages');
    // With no entity chosen the screen asks for one; Show All lists the firm's conversations: none.
    await staff.getByRole('main').getByRole('button', { name: 'Show All', exact: true }).click();
    await staff.getByText('No available conversations found').waitFor();
    const hrefs = await staff
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/admin');
    for (const href of hrefs) expect(await opensNotFound(staff, href), href).toBe(false);
  });
});

describe('screens show what a person recognises', () => {
  test('opening a notification marks it read: the bell counts one fewer', async () => {
    const staff = await signedIn(partnerEmail, 'Home');
    await expect.poll(() => unreadOf(staff)).toBeGreaterThan(0);
    const before = await unreadOf(staff);
    await bell(staff).click();
    const row = drawer(staff)
      .getByRole('listitem')
      .filter({ has: staff.getByRole('button', { name: /^Dismiss notification: New message from Holly Honest/ }) })
      .first();
    await row.getByRole('link', { name: 'New message from Holly Honest' }).click();
    await drawer(staff).waitFor({ state: 'hidden' });
    await staff.getByRole('log', { name: 'Messages' }).waitFor();
    await expect.poll(() => unreadOf(staff)).toBe(before - 1);
  });

  test('the activity log names the message by its words and the entity by its name', async () => {
    const staff = await signedIn(partnerEmail, 'Home');
    await staff.goto('/activities');
    const table = staff.getByRole('region', { name: 'Activity log' }).getByRole('table');
    const sent = table.getByRole('row').filter({ hasText: 'Message sent' }).first();
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/“And one more question about estimates”.*Holly Honest.*Honest Household/);
    // The entity's name opens its page (/admin/{hash}).
    expect(await sent.getByRole('link', { name: 'Honest Household' }).getAttribute('href')).toMatch(/^\/admin\/[^/]+$/);
  });

  test('a group-limited firm user chooses one of their group’s entities and reads its activity', async () => {
    const staff = await signedIn(northStaff, 'Home');
    await staff.goto('/activities');
    await staff.getByText('Choose an entity to see its activity').waitFor();
    await staff.getByLabel('Entity').selectOption({ label: 'Honest Household' });
    const table = staff.getByRole('region', { name: 'Activity log' }).getByRole('table');
    await table.getByRole('row').filter({ hasText: 'Message sent' }).first().waitFor();
    expect(await staff.getByText('Choose an entity to see its activity').count()).toBe(0);
  });

  test('the staff Home lists unread conversations, each opening its conversation', async () => {
    // A new message: the earlier tests opened the conversation, which read it.
    const token = (await signIn(holly)).firebase_token;
    const text = 'Is the extension filed?';
    expect(
      (await api('/conversations/send_message', { token, body: { conversation_id: conversationId, text } })).status,
    ).toBe(200);
    const staff = await signedIn(partnerEmail, 'Home');
    const unread = staff.getByRole('region', { name: 'Unread conversations' });
    const link = unread.getByRole('link', { name: 'Holly Honest' });
    await link.waitFor();
    expect(await unread.textContent()).toMatch(/\d+ unread.*Is the extension filed\?/);
    await link.click();
    await staff.waitForURL(new RegExp(`/admin/${company.hash_id}/messages/${conversationId}$`));
    await staff.getByRole('log', { name: 'Messages' }).waitFor();
    expect(await notFound(staff).count()).toBe(0);
  });

  test('staff preview the client’s dashboard from the conversation header', async () => {
    const staff = await signedIn(partnerEmail, 'Home');
    await staff.goto(`/admin/${company.hash_id}/messages/${conversationId}`);
    await staff.getByRole('link', { name: 'Preview Holly Honest’s dashboard' }).click();
    await staff.waitForURL(
      (u) => u.pathname === `/preview/user/${hollyId}` && u.searchParams.get('previewCompanyHash') === company.hash_id,
    );
    await staff.getByRole('heading', { name: /Holly/ }).first().waitFor();
    expect(await notFound(staff).count()).toBe(0);
  });
});
