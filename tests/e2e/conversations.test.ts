/**
 * The messaging screens in the browser (MD §2-§9): a partner and a client of the demo firm in two browser
 * contexts at once, each seeing the other's messages arrive live, without a reload. The tests run in order
 * and share the one conversation the client starts.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, signIn } from '../support/api';
import { expectAccessible, newContext, phone, sessionKey, signInWithPassword, useBrowser } from './support/browser';
import { partnerAndCasey } from './support/two-people';

const { browser } = useBrowser();

let staffContext: BrowserContext;
let clientContext: BrowserContext;
let staff: Page;
let client: Page;
let morganPath = '';
let caseyHash = '';
let morganConversationId = '';

const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const tokenOf = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').firebase_token as string, sessionKey);
/** Dialogs fade in; axe reads colours mid-fade as low contrast. */
const dialogOpen = (page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') =>
  page
    .getByRole(role, { name })
    .waitFor()
    .then(() => page.waitForTimeout(400));
const conversationIdOf = (page: Page) => {
  const url = new URL(page.url());
  return url.searchParams.get('conversation') ?? url.pathname.split('/').pop()!;
};

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await messagesLog(page).getByText(text, { exact: true }).waitFor();
}

/** The actions menu of the newest message in the pane whose text is `text`. */
async function openActions(page: Page, text: string) {
  const bubble = messagesLog(page).getByRole('article').filter({ hasText: text }).last();
  await bubble.getByRole('button', { name: 'Message actions' }).click();
}

/** A second client's conversation, started through the API, for the search and Manage Participants. */
async function startMorgansConversation() {
  const morgan = await signIn('multi@demo.test');
  const me = await api('/sessions/current_user', { token: morgan.firebase_token });
  const started = await api('/conversations/get_client_conversation', {
    token: morgan.firebase_token,
    query: { company_id: me.body.companies[0].id },
  });
  morganConversationId = started.body.conversation.id;
  morganPath = `/inbox/${started.body.conversation.relevant_company_hash_id}/${morganConversationId}`;
  const sent = await api('/conversations/send_message', {
    token: morgan.firebase_token,
    body: { conversation_id: morganConversationId, text: 'Morgan asks about the partnership return' },
  });
  expect(sent.status).toBe(200);
}

beforeAll(async () => {
  await startMorgansConversation();
  ({ staffContext, clientContext, staff, client } = await partnerAndCasey(browser()));
});

afterAll(async () => {
  await staffContext?.close();
  await clientContext?.close();
});

describe('messaging between a partner and a client, live', () => {
  test('the client opens Messages from the navigation and writes to the firm', async () => {
    await client.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Messages' }).click();
    await client.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await client.waitForURL(/\/inbox\/[^/]+\/[^/]+$/);
    caseyHash = new URL(client.url()).pathname.split('/')[2];
    await send(client, 'Hello from the client');
    await expectAccessible(client, 'the client conversation view');
  });

  test('the partner finds it in the list and answers; the client sees the answer without a reload', async () => {
    await staff.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Messages' }).click();
    await staff.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    // With no entity selected the screen asks to pick one (MD §2); Show All lists the firm's conversations.
    await staff.getByText('Pick an entity to see its conversations', { exact: false }).waitFor();
    await staff.getByRole('button', { name: 'Show All' }).click();
    const item = staff
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Casey Client.*Hello from the client/ });
    // The last message's date reads 'MMM D, YYYY', the year included (FA §9).
    expect(await item.textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await item.click();
    await messagesLog(staff).getByText('Hello from the client').waitFor();
    // The demo client's assigned firm user is the partner, so the conversation started with them in it.
    await staff.getByText('You are sending a message to Casey Client').waitFor();

    await send(staff, 'Hello from the firm');
    await messagesLog(client).getByText('Hello from the firm').waitFor({ timeout: 5_000 });

    await send(client, 'Thanks, here is my question');
    await messagesLog(staff).getByText('Thanks, here is my question').waitFor({ timeout: 5_000 });
    await expectAccessible(staff, 'the staff messages screen');
  });

  test('the list searches by name after a pause, and Show Unread keeps only unread conversations', async () => {
    const list = staff.getByRole('navigation', { name: 'Conversations' });
    await staff.getByRole('searchbox', { name: 'Search conversations' }).fill('Morgan');
    await list
      .getByRole('link', { name: /Morgan Multi/ })
      .first()
      .waitFor();
    expect(await list.getByRole('link', { name: /Casey Client/ }).count()).toBe(0);
    await staff.getByRole('searchbox', { name: 'Search conversations' }).fill('');
    await list
      .getByRole('link', { name: /Casey Client/ })
      .first()
      .waitFor();

    // An entity's messages: only its conversations, until Show All.
    await staff.goto(`/admin/${caseyHash}/messages`);
    await staff.getByRole('button', { name: 'Show All' }).waitFor();
    await list
      .getByRole('link', { name: /Casey Client/ })
      .first()
      .waitFor();
    await expect.poll(() => list.getByRole('link', { name: /Morgan Multi/ }).count()).toBe(0);
    await staff.getByRole('button', { name: 'Show All' }).click();
    await list
      .getByRole('link', { name: /Morgan Multi/ })
      .first()
      .waitFor();

    // The partner has read Casey's conversation; the client writes again and it is unread until opened.
    await staff.goto('/messages');
    await staff.getByRole('button', { name: 'Show Unread' }).click();
    await send(client, 'One more thing');
    await list.getByRole('link', { name: /Casey Client.*One more thing.*1 unread/ }).waitFor({ timeout: 5_000 });
    await staff.getByRole('button', { name: 'Show All' }).click();
    await list.getByRole('link', { name: /Casey Client.*One more thing/ }).click();
    await messagesLog(staff).getByText('One more thing').waitFor();
  });

  test('a drafted reply fills the box, a tag travels with the message, and Mark as unseen makes it unread again', async () => {
    await staff.getByRole('button', { name: 'Generate reply' }).click();
    await expect.poll(() => composer(staff).inputValue()).not.toBe('');
    await composer(staff).fill('Please send the 1099 today');
    // With the keyboard, as the footer must work without a mouse.
    const tag = staff.getByRole('combobox', { name: 'Message tag' });
    await tag.focus();
    await staff.keyboard.press('ArrowDown');
    await staff.getByRole('option', { name: 'Urgent' }).waitFor();
    await staff.keyboard.press('ArrowDown');
    await staff.keyboard.press('Enter');
    await expect.poll(() => tag.textContent()).toBe('Urgent');
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    const onClient = messagesLog(client).getByRole('article').filter({ hasText: 'Please send the 1099 today' });
    await onClient.getByText('Urgent').waitFor({ timeout: 5_000 });

    await staff.getByRole('button', { name: 'Mark as unseen' }).click();
    await toast(staff, 'Conversation marked as unseen').waitFor();
    await staff.waitForURL((url) => url.pathname === '/messages');
    const item = staff
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Casey Client.*unread/ });
    await item.click();
    await messagesLog(staff).getByText('Please send the 1099 today').waitFor();
  });

  test('a reply in a thread shows in the side panel, and the other side sees it arrive', async () => {
    const question = messagesLog(staff).getByRole('article').filter({ hasText: 'Thanks, here is my question' });
    await question.getByRole('button', { name: 'Reply' }).click();
    const thread = staff.getByRole('complementary', { name: 'Thread' });
    await thread.getByRole('textbox', { name: 'Reply in thread' }).fill('Answer in the thread');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByText('Answer in the thread').waitFor();
    await expectAccessible(staff, 'the thread panel');

    const onClient = messagesLog(client).getByRole('article').filter({ hasText: 'Thanks, here is my question' });
    await onClient.getByRole('button', { name: '1 reply' }).click({ timeout: 5_000 });
    await client.getByRole('complementary', { name: 'Thread' }).getByText('Answer in the thread').waitFor();
    await client.getByRole('button', { name: 'Close thread' }).click();
    await staff.getByRole('button', { name: 'Close thread' }).click();
  });

  test('a message is edited, and one just sent is unsent without a question', async () => {
    await openActions(staff, 'Hello from the firm');
    await staff.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Message' });
    await dialog.getByRole('textbox').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a message').waitFor();
    await dialog.getByRole('textbox').fill('Hello from the firm, edited');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(staff, 'Message updated successfully').waitFor();
    await messagesLog(staff).getByText('Hello from the firm, edited').waitFor();

    await send(staff, 'Oops, wrong conversation');
    await openActions(staff, 'Oops, wrong conversation');
    await staff.getByRole('menuitem', { name: 'Unsend' }).click();
    await toast(staff, 'Message unsent successfully').waitFor();
    await messagesLog(staff).getByText('Oops, wrong conversation').waitFor({ state: 'detached' });
    expect(await messagesLog(staff).getByText('This message was deleted').count()).toBeGreaterThan(0);
  });

  test('after 30 seconds Delete asks first', async () => {
    const token = await tokenOf(staff);
    const detail = await api(`/v2/conversations/${conversationIdOf(staff)}`, { token });
    const sent = detail.body.messages.find((m: { text: string }) => m.text === 'Hello from the firm, edited');
    const wait = Date.parse(sent.created_at) + 31_000 - Date.now();
    if (wait > 0) await staff.waitForTimeout(wait);
    await openActions(staff, 'Hello from the firm, edited');
    await staff.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = staff.getByRole('alertdialog', { name: 'Delete message' });
    await dialogOpen(staff, 'Delete message', 'alertdialog');
    await confirm
      .getByText('Are you sure you want to delete this message? The email/sms has already been sent.')
      .waitFor();
    await expectAccessible(staff, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(staff, 'Message deleted successfully').waitFor();
    await messagesLog(staff).getByText('Hello from the firm, edited').waitFor({ state: 'detached' });
  }, 90_000);

  test('Schedule starts at tomorrow 09:00; a scheduled message can be moved and deleted; one due in seconds arrives on both sides', async () => {
    await composer(staff).fill('See you tomorrow morning');
    await staff.getByRole('button', { name: 'Schedule', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Schedule Message' });
    await dialogOpen(staff, 'Schedule Message');
    await expectAccessible(staff, 'the Schedule Message dialog');
    const tomorrow = await staff.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await dialog.getByLabel('Date').inputValue()).toBe(tomorrow);
    expect(await dialog.getByLabel('Time').inputValue()).toBe('09:00');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    const waiting = messagesLog(staff).getByRole('article').filter({ hasText: 'See you tomorrow morning' });
    await waiting.getByText(/^Scheduled for [A-Z][a-z]{2} \d{1,2}, \d{4} 9:00 AM$/).waitFor();

    await waiting.getByRole('button', { name: 'Message actions' }).click();
    await staff.getByRole('menuitem', { name: 'Edit Scheduled Time' }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit Scheduled Time' });
    await edit.getByLabel('Time').fill('10:30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(staff, 'Schedule time updated successfully').waitFor();

    await waiting.getByRole('button', { name: 'Message actions' }).click();
    await staff.getByRole('menuitem', { name: 'Delete' }).click();
    await staff
      .getByRole('alertdialog', { name: 'Delete scheduled message' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(staff, 'Message deleted successfully').waitFor();
    await waiting.waitFor({ state: 'detached' });

    // The inputs pick whole minutes; a message due in 3 seconds is scheduled through the API the screen calls.
    const token = await tokenOf(staff);
    const due = await api('/conversations/send_message', {
      token,
      body: {
        conversation_id: conversationIdOf(staff),
        text: 'Scheduled a moment ago',
        scheduled_time: new Date(Date.now() + 3_000).toISOString(),
      },
    });
    expect(due.status).toBe(200);
    await messagesLog(client).getByText('Scheduled a moment ago').waitFor({ timeout: 15_000 });
    await messagesLog(staff)
      .getByRole('article')
      .filter({ hasText: 'Scheduled a moment ago' })
      .filter({ hasNotText: 'Scheduled for' })
      .waitFor({ timeout: 15_000 });
  });

  test('Export conversation downloads conversation-export-{id}.csv', async () => {
    await staff.getByRole('button', { name: 'Export conversation' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Export conversation' });
    await dialogOpen(staff, 'Export conversation');
    await expectAccessible(staff, 'the export dialog');
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`conversation-export-${conversationIdOf(staff)}.csv`);
    await staff.getByText('Conversation exported successfully').waitFor();
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Thanks, here is my question');
  });

  test('the client attaches a PDF, and the partner downloads it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await client.getByRole('button', { name: 'Attach' }).click();
    const dialog = client.getByRole('dialog', { name: 'Attach Documents' });
    await dialogOpen(client, 'Attach Documents');
    await expectAccessible(client, 'the Attach Documents dialog');
    await dialog
      .getByLabel('Choose files')
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await messagesLog(client).getByRole('button', { name: 'Download receipt.pdf' }).waitFor();

    const attachment = messagesLog(staff).getByRole('button', { name: 'Download receipt.pdf' });
    await attachment.waitFor({ timeout: 5_000 });
    const [download] = await Promise.all([staff.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe('receipt.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('Manage Participants offers every firm user; it keeps the conversation, or starts a new one and archives the old', async () => {
    // Another client's conversation (Morgan's), so Casey's stays as the demo seeds it.
    const conversationId = morganConversationId;
    await staff.goto(`/messages?conversation=${conversationId}`);
    await messagesLog(staff).getByText('Morgan asks about the partnership return').waitFor();

    await staff.getByRole('button', { name: 'Manage Participants' }).click();
    let dialog = staff.getByRole('dialog', { name: 'Manage Participants' });
    await dialogOpen(staff, 'Manage Participants');
    // Firm users from GET /firms/all_users, not only those of the conversations listed: Avery and Gale
    // take part in none of Morgan's; the current participant comes preselected.
    await dialog.getByRole('checkbox', { name: 'Avery Advisor' }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Gale Group' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Pat Partner' }).isChecked()).toBe(true);
    await expectAccessible(staff, 'the Manage Participants dialog');
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    // By keyboard: Space ticks the focused box.
    await dialog.getByRole('checkbox', { name: 'Avery Advisor' }).focus();
    await staff.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'Avery Advisor' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Move messages to the existing conversation' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(staff, 'Participants updated').waitFor();
    expect(conversationIdOf(staff)).toBe(conversationId);
    await messagesLog(staff).getByText('Morgan asks about the partnership return').waitFor();
    // The partner took themself out: the conversation goes on with Avery alone, its messages kept.
    await staff.getByText('You are not in this conversation').waitFor();
    await staff.getByRole('heading', { level: 2, name: 'Morgan Multi, Avery Advisor' }).waitFor();

    // A second firm user, not in the conversation, adds themself.
    const advisorContext = await newContext(browser());
    const advisor = await advisorContext.newPage();
    await signInWithPassword(advisor, 'full@demo.test', demoPassword);
    await advisor.getByRole('heading', { name: 'Home' }).waitFor();
    await advisor.goto(`/messages?conversation=${conversationId}`);
    await advisor.getByText('You are not in this conversation').waitFor();
    await expectAccessible(advisor, 'a conversation the firm user is not in');
    expect(await composer(advisor).isDisabled()).toBe(true);
    await advisor.getByRole('button', { name: 'Add yourself' }).click();
    await advisor.getByText('You are not in this conversation').waitFor({ state: 'detached' });
    expect(await composer(advisor).isDisabled()).toBe(false);
    // MD §6: partner and full users may change participants.
    expect(await advisor.getByRole('button', { name: 'Manage Participants' }).count()).toBe(1);
    await advisorContext.close();
    // The partner is no longer a member, so no event tells their screen: they reload it.
    await staff.reload();
    await messagesLog(staff).getByText('Morgan asks about the partnership return').waitFor();

    await staff.getByRole('button', { name: 'Manage Participants' }).click();
    dialog = staff.getByRole('dialog', { name: 'Manage Participants' });
    expect(await dialog.getByRole('checkbox', { name: 'Avery Advisor' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Fran Full' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Avery Advisor' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Fran Full' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Pat Partner' }).check();
    await dialog.getByRole('radio', { name: 'Start a new conversation (the current one is archived)' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(staff, 'A new conversation was started').waitFor();
    await staff.waitForURL((url) => !url.href.includes(conversationId));
    await messagesLog(staff).getByText('Morgan asks about the partnership return').waitFor({ state: 'detached' });

    await staff.goto(`/messages?conversation=${conversationId}`);
    await staff
      .getByText(
        'This conversation is archived because a new conversation has been created with different users. Messaging is disabled, please use the other conversation.',
      )
      .waitFor();
    expect(await composer(staff).isDisabled()).toBe(true);
    expect(await staff.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await staff.getByRole('button', { name: 'Attach' }).isDisabled()).toBe(true);
    await expectAccessible(staff, 'an archived conversation');
  });
});

describe('what others see', () => {
  test('a read-only client cannot send', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'readonly@demo.test', demoPassword);
    await page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(/\/inbox\/[^/]+\/[^/]+$/);
    await messagesLog(page).waitFor();
    expect(await composer(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Attach' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the read-only client’s conversation');
    await context.close();
  });

  test('on a phone the list and the conversation are separate views, reachable by keyboard', async () => {
    const context = await newContext(browser(), { viewport: phone });
    const page = await context.newPage();
    await signInWithPassword(page, 'client@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    await page.goto('/inbox');
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('link').first().waitFor();
    expect(await messagesLog(page).count()).toBe(0);
    await expectAccessible(page, 'the client inbox on a phone');
    await list.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await messagesLog(page).waitFor();
    expect(await list.count()).toBe(0);
    await context.close();
  });

  test('the client finds the old conversation archived and read-only, with no history, and the new one in the list', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'multi@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Morgan' }).waitFor();
    await page.goto(morganPath);
    await page
      .getByText(
        'This conversation is archived because a new conversation has been created with different users. Messaging is disabled, please use the other conversation.',
      )
      .waitFor();
    // FA §6: only admins can still view messages of an archived conversation.
    expect(await page.getByText('Morgan asks about the partnership return').count()).toBe(0);
    expect(await composer(page).isDisabled()).toBe(true);
    const items = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    await context.close();
  });
});
