/**
 * The conversation screen where the spec is exact (MD §2, §5, §8): the pager names the block it loads, the
 * scroll button goes to the first unread thread, a scheduled message is deleted only after a confirmation, Edit
 * Scheduled Time says 'Please select a date in the future' itself, and a failed attachment download says why.
 * A firm of its own: one client, one entity, a conversation longer than a page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

/** The conversation pane's page size (GET /v2/conversations/{id} per_page default). */
const pageSize = 30;
const notes = 35;

const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let partnerEmail = '';
let conversationUrl = '';

beforeAll(async () => {
  const clientEmail = uniqueEmail('spec-client');
  const firm = await makeFirm({
    users: [
      {
        email: clientEmail,
        fname: 'Casey',
        lname: 'Spec',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Spec Household' }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  const entity = firm.users.find((u) => u.email === clientEmail)!.companies[0];
  const client = (await signIn(clientEmail)).firebase_token;
  const partner = (await signIn(partnerEmail)).firebase_token;
  const started = await api('/conversations/get_client_conversation', {
    token: client,
    query: { company_id: entity.id },
  });
  const conversation_id: string = started.body.conversation.id;
  conversationUrl = `/admin/${entity.hash_id}/messages/${conversation_id}`;
  const send = async (token: string, text: string, extra: Record<string, unknown> = {}) => {
    const res = await api('/conversations/send_message', { token, body: { conversation_id, text, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.message as { id: string };
  };
  for (let i = 1; i <= notes; i++) await send(client, `Note ${i}`);
  const question = await send(partner, 'Question about the K-1');
  await send(client, 'Here is the K-1 answer', { message_thread_id: question.id });
  // An attachment, uploaded the way the Attach dialog does it.
  const link = await api('/integrations/get_temporary_upload_link', {
    token: client,
    query: { company_id: entity.id, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
  });
  expect(link.status).toBe(200);
  expect(
    (await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: pdfBytes })).status,
  ).toBe(200);
  const processed = await api('/integrations/process_document', {
    token: client,
    body: { company_id: entity.id, id: link.body.id, document_name: 'Spec W-2.pdf', path: '/Attachments' },
  });
  expect(processed.status).toBe(200);
  await send(client, `[[attachments]]\n${processed.body.document_location}`);
  await send(partner, 'See you next week', { scheduled_time: new Date(Date.now() + 3 * 86_400_000).toISOString() });
}, 120_000);

async function openAsPartner() {
  const context = await newContext(browser());
  const page = await context.newPage();
  await signInWithPassword(page, partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(conversationUrl);
  await messagesLog(page).getByText('Question about the K-1').waitFor();
  return { context, page };
}

describe('the conversation pane', () => {
  test('messages are paged in blocks with “Previous N messages” and “Latest N messages”, N being what the block holds', async () => {
    const { context, page } = await openAsPartner();
    // 37 messages: the latest 30 are shown, 7 remain before them.
    const total = notes + 2;
    await page.getByRole('button', { name: `Previous ${total - pageSize} messages` }).click();
    await messagesLog(page).getByText('Note 1', { exact: true }).waitFor();
    expect(await messagesLog(page).getByRole('article').count()).toBe(total - pageSize);
    await page.getByRole('button', { name: `Latest ${pageSize} messages` }).click();
    await messagesLog(page).getByText('See you next week').waitFor();
    await context.close();
  });

  test('a scroll-to-unread-thread button is shown; it goes to the first thread with unread replies', async () => {
    const { context, page } = await openAsPartner();
    const button = page.getByRole('button', { name: 'Scroll to unread thread' });
    await button.click();
    const thread = page.getByRole('complementary', { name: 'Thread' });
    await thread.getByText('Here is the K-1 answer').waitFor();
    await thread.getByText('Question about the K-1').waitFor();
    // Opened, the thread is read: after a reload there is no unread thread left.
    await page.reload();
    await messagesLog(page).getByText('Question about the K-1').waitFor();
    await expect.poll(() => button.count()).toBe(0);
    await context.close();
  });
});

describe('scheduled messages', () => {
  test('Edit Scheduled Time: the date must be in the future, otherwise “Please select a date in the future”', async () => {
    const { context, page } = await openAsPartner();
    const waiting = messagesLog(page).getByRole('article').filter({ hasText: 'See you next week' });
    await waiting.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Scheduled Time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Scheduled Time' });
    const yesterday = new Date(Date.now() - 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await dialog
      .getByLabel('Date')
      .fill(`${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The app's own message, in the dialog (the browser's validation bubble is not part of the page).
    await dialog.getByText('Please select a date in the future').waitFor();
    await expectAccessible(page, 'Edit Scheduled Time with its error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  test('deleting a scheduled message asks first, then it is gone: “Message deleted successfully”', async () => {
    const { context, page } = await openAsPartner();
    const waiting = messagesLog(page).getByRole('article').filter({ hasText: 'See you next week' });
    await waiting.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete scheduled message' });
    await confirm.waitFor();
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    await expect.poll(() => waiting.count()).toBe(1);
    await waiting.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Message deleted successfully').waitFor();
    await waiting.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('attachments', () => {
  test('a failed download says “Failed to download file: …”; one too large (503) says how to download it', async () => {
    const { context, page } = await openAsPartner();
    const file = messagesLog(page).getByRole('button', { name: 'Download Spec W-2.pdf' });
    // The route refuses: its reason follows the spec's words.
    await page.route('**/conversations/download_attachment', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Document not found' }),
      }),
    );
    await file.click();
    await toast(page, 'Failed to download file: Document not found').waitFor();
    // Too large to be served: the route answers 503 (MD §8), and the guidance is shown.
    await page.unroute('**/conversations/download_attachment');
    await page.route('**/conversations/download_attachment', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Unavailable' }) }),
    );
    await file.click();
    await toast(page, /too large to download.*under 150MB.*under 15MB/).waitFor();
    await context.close();
  });
});
