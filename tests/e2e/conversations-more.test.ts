/**
 * The messaging lists beyond their first page, an entity's messages before it has a conversation, and the
 * client's unseen count badge (MD §2, FA §2.3). A firm of its own, with one client and 22 entities: 21
 * conversations, each with an unread question for the partner, and one entity with none.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail, type MadeFirm } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser, waitForQuietApi } from './support/browser';

const { browser } = useBrowser();

const pageSize = 20;
const talking = pageSize + 1;

let firm: MadeFirm & { partnerEmail: string };
let clientEmail = '';
let entities: { id: string; hash_id: string; name: string }[] = [];
/** Conversation id by entity id. */
const conversationOf = new Map<string, string>();

/** The list's items (the empty state's 'Add Entity' is a link in the same navigation, but no item). */
const conversationLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').getByRole('link');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more' });

/** Presses 'Load more' by keyboard, as the list must allow, and waits for the next page. */
async function loadNextPage(page: Page, expected: number) {
  await loadMore(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => conversationLinks(page).count()).toBe(expected);
}

beforeAll(async () => {
  clientEmail = uniqueEmail('many');
  const names = Array.from({ length: talking + 1 }, (_, i) => ({
    name: `Books ${String(i + 1).padStart(2, '0')} LLC`,
    entity_type: 'Partnership',
  }));
  firm = await makeFirm({
    users: [
      {
        email: clientEmail,
        fname: 'Kim',
        lname: 'Many',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: names,
      },
    ],
  });
  entities = firm.users.find((u) => u.email === clientEmail)!.companies;
  const client = await signIn(clientEmail);
  // The client starts a conversation about each entity but the last and asks something in it.
  for (const entity of entities.slice(0, talking)) {
    const started = await api('/conversations/get_client_conversation', {
      token: client.firebase_token,
      query: { company_id: entity.id },
    });
    expect(started.status).toBe(200);
    conversationOf.set(entity.id, started.body.conversation.id);
  }
  await Promise.all(
    [...conversationOf.values()].map(async (conversation_id, i) => {
      const sent = await api('/conversations/send_message', {
        token: client.firebase_token,
        body: { conversation_id, text: `Question ${i + 1}` },
      });
      expect(sent.status).toBe(200);
    }),
  );
}, 120_000);

describe('lists longer than a page', () => {
  test('staff load more conversations, in Show All and Show Unread, and an entity with none shows the empty state', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, firm.partnerEmail, demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();

    await page.goto('/messages');
    // MD §2: with no entity selected the screen asks for one; Show All lists the firm's.
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect.poll(() => conversationLinks(page).count()).toBe(pageSize);
    await expectAccessible(page, 'the staff list with more to load');
    await loadNextPage(page, talking);
    await loadMore(page).waitFor({ state: 'detached' });
    // A new message moves its conversation to the top, live, with both pages still listed once each.
    const client = await signIn(clientEmail);
    const sent = await api('/conversations/send_message', {
      token: client.firebase_token,
      body: { conversation_id: conversationOf.get(entities[0].id), text: 'Live on top' },
    });
    expect(sent.status).toBe(200);
    await conversationLinks(page).first().filter({ hasText: 'Live on top' }).waitFor({ timeout: 5_000 });
    expect(await conversationLinks(page).count()).toBe(talking);

    await page.getByRole('button', { name: 'Show Unread' }).click();
    await expect.poll(() => conversationLinks(page).count()).toBe(pageSize);
    await loadNextPage(page, talking);
    await loadMore(page).waitFor({ state: 'detached' });

    // The entity with no conversation yet: its address still selects it, so the list is empty until Show All.
    const quiet = entities[talking];
    await page.goto(`/admin/${quiet.hash_id}/messages`);
    await page.getByText('No available conversations found').waitFor();
    // 'Add Entity' leads to the Entities page.
    expect(await page.getByRole('link', { name: 'Add Entity' }).getAttribute('href')).toBe('/admin');
    expect(await conversationLinks(page).count()).toBe(0);
    await expectAccessible(page, 'an entity’s messages with no conversation');
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect.poll(() => conversationLinks(page).count()).toBe(pageSize);

    // An entity with one conversation lists only that one.
    await page.goto(`/admin/${entities[0].hash_id}/messages`);
    await page.getByRole('button', { name: 'Show All' }).waitFor();
    await expect.poll(() => conversationLinks(page).count()).toBe(1);
    await context.close();
  });

  test('the client loads more too; the Messages link counts unseen messages live and clears once they are read', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, clientEmail, demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Kim' }).waitFor();

    await page.goto('/inbox');
    await expect.poll(() => conversationLinks(page).count()).toBe(pageSize);
    await loadNextPage(page, talking);

    // The badge counts the selected entity's conversations; the partner writes twice in it.
    const nav = page.getByRole('navigation', { name: 'Client navigation' });
    const messagesLink = nav.getByRole('link', { name: 'Messages', exact: true });
    const hash = (await messagesLink.getAttribute('href'))!.split('/').pop();
    const selected = entities.find((e) => e.hash_id === hash)!;
    const partner = await signIn(firm.partnerEmail);
    for (const text of ['Answer one', 'Answer two']) {
      const sent = await api('/conversations/send_message', {
        token: partner.firebase_token,
        body: { conversation_id: conversationOf.get(selected.id), text },
      });
      expect(sent.status).toBe(200);
    }
    const badged = nav.getByRole('link', { name: 'Messages, 2 unseen' });
    await badged.waitFor({ timeout: 5_000 });
    await expectAccessible(page, 'the client navigation with an unseen badge');

    await badged.click();
    await page.getByRole('log', { name: 'Messages' }).getByText('Answer two').waitFor();
    await messagesLink.waitFor();
    expect(await nav.getByRole('link', { name: /unseen/ }).count()).toBe(0);
    await context.close();
  });

  test('after a dropped connection the open conversation reconnects and catches up without a reload', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    // Every socket goes through this route, so the test can see connection ids and hold a reconnect back.
    const connections: string[] = [];
    let opened = 0;
    let gate: Promise<void> = Promise.resolve();
    let release = () => {};
    await page.routeWebSocket(/\/_ws/, async (ws) => {
      await gate;
      opened++;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const event = JSON.parse(String(message)) as { type?: string; connectionId?: string };
        if (event.type === 'hello' && event.connectionId) connections.push(event.connectionId);
        ws.send(message);
      });
    });
    await signInWithPassword(page, clientEmail, demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Kim' }).waitFor();
    const entity = entities[1];
    // The signed-in page's socket closes with the navigation below: only the next page's connection counts.
    connections.length = 0;
    await page.goto(`/inbox/${entity.hash_id}/${conversationOf.get(entity.id)}`);
    await page.getByRole('log', { name: 'Messages' }).waitFor();
    await expect.poll(() => connections.length).toBeGreaterThan(0);
    // Opening marks the conversation seen, which schedules a refresh about a second later; let it run first.
    await waitForQuietApi(page);

    // The server drops the socket (as API Gateway does) and the reconnect is held back: what the firm writes
    // meanwhile cannot reach the screen live.
    gate = new Promise<void>((ok) => (release = ok));
    const before = opened;
    const drop = await fetch(`${baseUrl()}/_ws/@connections/${encodeURIComponent(connections.at(-1)!)}`, {
      method: 'DELETE',
      headers: { authorization: 'AWS4-HMAC-SHA256 test' },
    });
    expect(drop.status).toBeLessThan(300);
    const partner = await signIn(firm.partnerEmail);
    const sent = await api('/conversations/send_message', {
      token: partner.firebase_token,
      body: { conversation_id: conversationOf.get(entity.id), text: 'Sent while you were away' },
    });
    expect(sent.status).toBe(200);
    await page.waitForTimeout(1_500);
    expect(await page.getByText('Sent while you were away').count()).toBe(0);

    release();
    await expect.poll(() => opened, { timeout: 15_000 }).toBeGreaterThan(before);
    await page
      .getByRole('log', { name: 'Messages' })
      .getByText('Sent while you were away')
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
