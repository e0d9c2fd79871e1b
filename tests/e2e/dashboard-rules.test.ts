/**
 * What the dashboard and the messages screens offer only when it can be done, and say so when not (MD §2, §4,
 * §9; FA §6; QD §2). A firm of the test's own: a read-only client, a client with a read-only entity, a draft and
 * a locked draft, a client with seven entities, and a conversation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { draftStatusSentence } from '@ledgerline/shared/tax-returns';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail, type MadeFirm } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const emails = { rita: uniqueEmail('rita'), ed: uniqueEmail('ed'), sam: uniqueEmail('sam') };
const banners = {
  account:
    'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
  entity:
    'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
};
const year = 2025;
let firm: MadeFirm & { partnerEmail: string };
const contexts: { close: () => Promise<void> }[] = [];

async function deliverReturn(companyId: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firm_id: firm.firm_id, company_id: companyId, tax_year: year, ...body }),
  });
  if (res.status !== 201) throw new Error(`tax return factory: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const companyOf = (email: string, i = 0) => firm.users.find((u) => u.email === email)!.companies[i]!;

async function signedIn(email: string, welcome: string): Promise<Page> {
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: welcome }).waitFor();
  return page;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const reviewDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Download' }) });

beforeAll(async () => {
  const organizer = { name: `${year} Individual Organizer`, tax_year: year };
  firm = await makeFirm({
    firm_name: 'Rules Tax Co',
    preferences: { new_tax_return_delivery_enabled: true },
    users: [
      {
        email: emails.rita,
        fname: 'Rita',
        lname: 'Readonly',
        password: demoPassword,
        readonly: true,
        assigned_advisor: 'partner',
        companies: [{ name: 'Rita Household', questionnaires: [organizer] }],
      },
      {
        email: emails.ed,
        fname: 'Ed',
        lname: 'Entity',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [
          { name: 'Ed Household', questionnaires: [organizer] },
          { name: 'Ed Trust', entity_type: 'Trust', readonly: true },
        ],
      },
      {
        email: emails.sam,
        fname: 'Sam',
        lname: 'Seven',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo'].map((n) => ({ name: `${n} LLC` })),
      },
    ],
  });
  await deliverReturn(companyOf(emails.rita).id, { name: 'Form 1040' });
  await deliverReturn(companyOf(emails.ed).id, { name: 'Form 1040' });
  await deliverReturn(companyOf(emails.ed).id, { name: 'Form 1040-X', locked: true });
  await deliverReturn(companyOf(emails.ed, 1).id, { name: 'Form 1041' });
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function chooseYear(page: Page) {
  await page.getByRole('combobox', { name: 'Tax Year' }).selectOption(String(year));
}

describe('read-only users and entities can view, not approve (FA §6)', () => {
  test('a read-only client sees the account banner, View on the draft, and a review that is View only', async () => {
    const page = await signedIn(emails.rita, 'Welcome, Rita');
    await page.getByText(banners.account).waitFor();
    await chooseYear(page);
    const form = card(page, 'Form 1040');
    await form.getByText(draftStatusSentence.other).waitFor();
    expect(await form.getByText(draftStatusSentence.draft).count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Review Draft' }).count()).toBe(0);
    await form.getByRole('button', { name: 'View' }).click();
    const dialog = reviewDialog(page);
    await dialog.getByText('View only').waitFor();
    expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Request Changes' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('a read-only entity shows the entity banner in full and its draft can only be viewed', async () => {
    const page = await signedIn(emails.ed, 'Welcome, Ed');
    await page.getByRole('radio', { name: 'Ed Trust' }).check();
    await page.getByText(banners.entity).waitFor();
    expect(await page.getByText('This entity is read-only...').count()).toBe(0);
    await chooseYear(page);
    const form = card(page, 'Form 1041');
    await form.getByRole('button', { name: 'View' }).click();
    await reviewDialog(page).getByText('View only').waitFor();
    expect(await reviewDialog(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await reviewDialog(page).getByRole('button', { name: 'Close' }).click();
  });
});

describe('the tax return and questionnaire cards (MD §2, §4)', () => {
  test('Approve asks first, since approving cannot be undone; Cancel leaves the draft as it was', async () => {
    const page = await signedIn(emails.ed, 'Welcome, Ed');
    await page.getByRole('radio', { name: 'Ed Household' }).check();
    await chooseYear(page);
    await card(page, 'Form 1040').getByRole('button', { name: 'Review Draft' }).click();
    const dialog = reviewDialog(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve this tax return?' });
    await confirm.getByText('Once approved, you can only view the return: no further edits can be made.').waitFor();
    await expectAccessible(page, 'the approve confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText(draftStatusSentence.draft).waitFor();

    await dialog.getByRole('button', { name: 'Approve' }).click();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Tax return approved successfully').waitFor();
    await card(page, 'Form 1040').getByText(draftStatusSentence.approved).waitFor();
  });

  test('a locked tax return card says only that it is locked, and a questionnaire’s Start opens its answering page', async () => {
    const page = await signedIn(emails.ed, 'Welcome, Ed');
    await page.getByRole('radio', { name: 'Ed Household' }).check();
    await chooseYear(page);
    const locked = card(page, 'Form 1040-X');
    await locked.getByText('This tax return is locked').waitFor();
    expect(await locked.getByText(draftStatusSentence.draft).count()).toBe(0);
    expect(await locked.getByRole('button').isDisabled()).toBe(true);

    const start = card(page, `${year} Individual Organizer`).getByRole('link', { name: 'Start' });
    const href = await start.getAttribute('href');
    expect(href).toMatch(/^\/questionnaire\/[^/?]+\?questionnaireId=[^&]+$/);
    await start.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
  });

  test('the entity selector filters 300 ms after the last keystroke', async () => {
    const page = await signedIn(emails.sam, 'Welcome, Sam');
    const entities = page.getByRole('radiogroup', { name: 'Entities' }).getByRole('radio');
    await expect.poll(() => entities.count()).toBe(5);
    const filter = page.getByRole('searchbox', { name: 'Filter entities' });
    // First at the page's own pace. The first focus also loads Fluent's focus library (Shell), whose start-up waits
    // on a timer: under the paused clock below that timer never runs and the filtered list never renders.
    await filter.fill('ginkgo');
    await expect.poll(() => entities.count()).toBe(1);
    await filter.fill('');
    await expect.poll(() => entities.count()).toBe(5);
    await page.clock.install();
    // The page's clock stands still from here: only the time the test runs passes. Left flowing, a loaded machine
    // adds its own delays between the steps, firing the filter before 250 ms or racing the count after 310 ms.
    await page.clock.pauseAt(Date.now() + 1_000);
    await filter.fill('ginkgo');
    await expect.poll(() => filter.inputValue()).toBe('ginkgo');
    await page.clock.runFor(250);
    expect(await entities.count()).toBe(5);
    await page.clock.runFor(60);
    await expect.poll(() => entities.count()).toBe(1);
    await page.getByRole('radio', { name: 'Ginkgo LLC' }).waitFor();
  });
});

describe('messages screens (MD §2)', () => {
  test('a client with a conversation open is never told that none was found, even when the list fails to load', async () => {
    const ed = await signIn(emails.ed);
    const company = companyOf(emails.ed);
    const started = await api('/conversations/get_client_conversation', {
      token: ed.firebase_token,
      query: { company_id: company.id },
    });
    await api('/conversations/send_message', {
      token: ed.firebase_token,
      body: { conversation_id: started.body.conversation.id, text: 'Is my 1040 ready?' },
    });
    const page = await signedIn(emails.ed, 'Welcome, Ed');
    // MD §8: a list that fails to load shows empty; the conversation itself still opens.
    await page.route(/\/api\/v2\/conversations(\?|$)/, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`/inbox/${company.hash_id}/${started.body.conversation.id}`);
    await page.getByRole('log', { name: 'Messages' }).getByText('Is my 1040 ready?').waitFor();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('link', { name: /Is my 1040 ready\?/ }).waitFor();
    expect(await page.getByText('No available conversations found').count()).toBe(0);
  });

  test('/messages with no entity selected asks to pick one; Show All lists every conversation', async () => {
    const ed = await signIn(emails.ed);
    await api('/conversations/get_client_conversation', {
      token: ed.firebase_token,
      query: { company_id: companyOf(emails.ed).id },
    });
    const page = await signedIn(firm.partnerEmail, 'Home');
    await page.goto('/messages');
    await page.getByText('Pick an entity to see its conversations', { exact: false }).waitFor();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    expect(await list.getByRole('link', { name: /Ed Entity/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show All' }).click();
    await list
      .getByRole('link', { name: /Ed Entity/ })
      .first()
      .waitFor();
  });
});
