/**
 * Every change to a conversation reaches the other side's open screen without a reload (MD §4, §7): an edit,
 * an unsend, a scheduled message written, moved and deleted (staff only), a change of participants that
 * archives the conversation; and a burst of messages is fetched once a second, not once a message. A firm of
 * its own: the partner acts through the API, the screens under test are open in their own browser contexts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { conversationText } from '@ledgerline/shared/conversations';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

/** Live means within about a second (MD §7); the screens get three. */
const live = { timeout: 3_000 };

let contexts: BrowserContext[] = [];
let partnerToken = '';
let partnerId = '';
let conversationId = '';
let companyHash = '';
let client: Page;
let staff: Page;

const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const bubble = (page: Page, text: string) => messagesLog(page).getByRole('article').filter({ hasText: text });

async function signedIn(email: string, heading: string): Promise<Page> {
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: heading }).waitFor();
  return page;
}

/**
 * After a new message the open screen reloads once more (reading it marks it seen): a change made after that
 * can only reach the screen through its own event.
 */
const settled = (page: Page) => page.waitForTimeout(1_500);

async function partnerSends(text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api('/conversations/send_message', {
    token: partnerToken,
    body: { conversation_id: conversationId, text, ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.message.id;
}

/** Noon UTC `days` from now: the same date in any zone the browser runs in. */
function noonIn(days: number): { iso: string; date: string } {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  at.setUTCHours(12, 0, 0, 0);
  const date = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return { iso: at.toISOString(), date };
}

beforeAll(async () => {
  const clientEmail = uniqueEmail('live-client');
  const staffEmail = uniqueEmail('live-staff');
  const firm = await makeFirm({
    users: [
      {
        email: staffEmail,
        password: demoPassword,
        is_advisor: true,
        firm_access: 'full',
        fname: 'Sam',
        lname: 'Staff',
      },
      {
        email: clientEmail,
        password: demoPassword,
        fname: 'Robin',
        lname: 'Client',
        assigned_advisor: 'partner',
        companies: [{ name: 'Live Books LLC' }],
      },
    ],
  });
  const company = firm.users.find((u) => u.email === clientEmail)!.companies[0];
  companyHash = company.hash_id;
  partnerToken = (await signIn(firm.partnerEmail)).firebase_token;
  partnerId = (await api('/sessions/current_user', { token: partnerToken })).body.user.id;
  const clientToken = (await signIn(clientEmail)).firebase_token;
  conversationId = (
    await api('/conversations/get_client_conversation', { token: clientToken, query: { company_id: company.id } })
  ).body.conversation.id;
  const staffToken = (await signIn(staffEmail)).firebase_token;
  expect(
    (await api('/conversations/join', { token: staffToken, body: { conversation_id: conversationId } })).status,
  ).toBe(200);
  await partnerSends('Welcome to the portal');

  client = await signedIn(clientEmail, 'Welcome, Robin');
  await client.goto(`/inbox/${companyHash}/${conversationId}`);
  await bubble(client, 'Welcome to the portal').waitFor();
  staff = await signedIn(staffEmail, 'Home');
  await staff.goto(`/messages?conversation=${conversationId}`);
  await bubble(staff, 'Welcome to the portal').waitFor();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

describe('changes to a conversation, live on the other side', () => {
  test('Messages can be edited: the client’s open conversation shows the new text without a reload', async () => {
    const id = await partnerSends('The meeting is on Monday');
    await bubble(client, 'The meeting is on Monday').waitFor(live);
    await settled(client);
    const edited = await api('/conversations/edit_message', {
      token: partnerToken,
      body: { message_id: id, text: 'The meeting is on Tuesday' },
    });
    expect(edited.status).toBe(200);
    await bubble(client, 'The meeting is on Tuesday').getByText('Edited').waitFor(live);
    expect(await bubble(client, 'The meeting is on Monday').count()).toBe(0);
  });

  test('Within 30 seconds a message can be unsent: the client’s open conversation shows the placeholder in its place', async () => {
    const id = await partnerSends('Sent to the wrong client');
    await bubble(client, 'Sent to the wrong client').waitFor(live);
    await settled(client);
    const unsent = await api('/conversations/delete_message', { token: partnerToken, body: { message_id: id } });
    expect(unsent.status).toBe(200);
    expect(unsent.body.message).toBe(conversationText.messageUnsent);
    await expect.poll(() => bubble(client, 'Sent to the wrong client').count(), live).toBe(0);
    await client.locator(`[data-message-id="${id}"]`).getByText(conversationText.deletedMessage).waitFor(live);
  });

  test('A scheduled message may have its time edited while still in the future: another firm user’s open screen follows, the client never sees it', async () => {
    const first = noonIn(3);
    const later = noonIn(9);
    const id = await partnerSends('Your organizer is due soon', { scheduled_time: first.iso });
    const waiting = staff.locator(`[data-message-id="${id}"]`);
    await waiting.getByText(`Scheduled for ${first.date}`).waitFor(live);

    const moved = await api('/conversations/edit_scheduled_message', {
      token: partnerToken,
      body: { message_id: id, scheduled_time: later.iso },
    });
    expect(moved.status).toBe(200);
    await waiting.getByText(`Scheduled for ${later.date}`).waitFor(live);

    const deleted = await api('/conversations/delete_scheduled_message', {
      token: partnerToken,
      body: { message_id: id },
    });
    expect(deleted.status).toBe(200);
    await waiting.waitFor({ state: 'detached', ...live });
    expect(await bubble(client, 'Your organizer is due soon').count()).toBe(0);
  });

  test('A realtime listener refreshes conversations after about one second: five messages in two seconds load the list at most three times', async () => {
    await settled(staff);
    let listLoads = 0;
    const countListLoads = (request: { method(): string; url(): string }) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v2/conversations') listLoads++;
    };
    staff.on('request', countListLoads);
    const clientToken = await client.evaluate(
      () => JSON.parse(localStorage.getItem('ledgerline.session') ?? '{}').firebase_token as string,
    );
    // One every 400 ms, each sent without waiting for the one before to be answered.
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        await new Promise((r) => setTimeout(r, (i - 1) * 400));
        const sent = await api('/conversations/send_message', {
          token: clientToken,
          body: { conversation_id: conversationId, text: `Question ${i} of 5` },
        });
        expect(sent.status).toBe(200);
      }),
    );
    await bubble(staff, 'Question 5 of 5').waitFor(live);
    // The list shows the last question, read.
    const row = staff
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: 'Question 5 of 5' });
    await row.waitFor(live);
    await settled(staff);
    staff.off('request', countListLoads);
    expect(listLoads).toBeGreaterThanOrEqual(1);
    expect(listLoads).toBeLessThanOrEqual(3);
  });

  test('A conversation whose participants change to a new conversation is archived: the client’s open screen shows the archived banner', async () => {
    const replaced = await api('/conversations/update_conversation', {
      token: partnerToken,
      body: { id: conversationId, advisor_ids: [partnerId], mode: 'new' },
    });
    expect(replaced.status).toBe(200);
    await client.getByText(conversationText.archivedBanner).waitFor(live);
    // The firm user left out still has it open: it is archived for them too.
    await staff.getByText(conversationText.archivedBanner).waitFor(live);
  });
});
