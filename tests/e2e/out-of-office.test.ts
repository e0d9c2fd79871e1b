/**
 * Out of office in the browser (MD §2 banner, §3 advisor_out_of_office): the demo partner turns it on with a
 * message on /admin-profile; the demo client's conversation shows the banner, and the client's first message
 * gets one automatic reply (a second message none); the partner's own view shows the banner too; turned off,
 * the banner is gone. The demo firm is shared with the other browser tests, so out of office ends off.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, signIn } from '../support/api';
import { expectAccessible, useBrowser } from './support/browser';
import { partnerAndCasey } from './support/two-people';

const { browser } = useBrowser();

const awayMessage = `Back on Monday ${randomBytes(3).toString('hex')}`;
const banner = `Pat Partner is out of office: ${awayMessage}`;

let staffContext: BrowserContext;
let clientContext: BrowserContext;
let staff: Page;
let client: Page;
let conversationPath = '';

const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const autoReplies = (page: Page) =>
  messagesLog(page).getByRole('article').filter({ hasText: 'Automatic reply' }).filter({ hasText: awayMessage });
const outOfOfficeSwitch = (page: Page) => page.getByRole('switch', { name: 'Out of office' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await messagesLog(page).getByText(text, { exact: true }).waitFor();
}

async function saveOutOfOffice(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Out of office updated').waitFor();
}

/** Whatever happened above, the partner is not left out of office for the next test file. */
async function turnOffThroughApi() {
  const partner = await signIn('partner@demo.test');
  const me = await api('/sessions/current_user', { token: partner.firebase_token });
  await api(`/out_of_office/${me.body.user.id}`, {
    method: 'PATCH',
    token: partner.firebase_token,
    body: { out_of_office: false },
  });
}

beforeAll(async () => {
  ({ staffContext, clientContext, staff, client } = await partnerAndCasey(browser()));
});

afterAll(async () => {
  await turnOffThroughApi().catch(() => undefined);
  await staffContext?.close();
  await clientContext?.close();
});

describe('out of office', () => {
  test('the partner turns it on with a message on Profile Settings; a message is required', async () => {
    await staff.goto('/admin-profile');
    await staff.getByRole('heading', { name: 'Out of office' }).waitFor();
    expect(await outOfOfficeSwitch(staff).isChecked()).toBe(false);

    // By keyboard: Space turns the focused switch on.
    await outOfOfficeSwitch(staff).focus();
    await staff.keyboard.press('Space');
    expect(await outOfOfficeSwitch(staff).isChecked()).toBe(true);
    await staff.getByRole('textbox', { name: 'Out of office message' }).fill('  ');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Please enter an out of office message').waitFor();

    await staff.getByRole('textbox', { name: 'Out of office message' }).fill(awayMessage);
    await saveOutOfOffice(staff);
    await staff.getByText('You are out of office now.').waitFor();
    await expectAccessible(staff, 'Profile Settings with out of office on');
  });

  test("the client's conversation shows the banner, and only the first message gets the automatic reply", async () => {
    await client.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Messages' }).click();
    await client.waitForURL(/\/inbox\/[^/]+\/[^/]+$/);
    conversationPath = new URL(client.url()).pathname;
    await client.getByText(banner, { exact: true }).waitFor();

    await send(client, 'Are you there?');
    await autoReplies(client).first().waitFor({ timeout: 10_000 });
    expect(await autoReplies(client).count()).toBe(1);
    await expectAccessible(client, 'the client conversation with the out-of-office banner and an automatic reply');

    await send(client, 'One more question while you are away');
    // An automatic reply would arrive live within a second or two; give it the time to show before counting.
    await client.waitForTimeout(2_500);
    expect(await autoReplies(client).count()).toBe(1);
  });

  test('the partner sees the banner in the conversation too', async () => {
    const [, , companyHash, conversationId] = conversationPath.split('/');
    await staff.goto(`/admin/${companyHash}/messages/${conversationId}`);
    await messagesLog(staff).getByText('One more question while you are away').waitFor();
    await staff.getByText(banner, { exact: true }).waitFor();
  });

  test('turned off, the banner is gone', async () => {
    await staff.goto('/admin-profile');
    await outOfOfficeSwitch(staff).click();
    expect(await outOfOfficeSwitch(staff).isChecked()).toBe(false);
    await saveOutOfOffice(staff);
    await staff.getByText('You are out of office now.').waitFor({ state: 'detached' });

    await client.reload();
    await messagesLog(client).getByText('One more question while you are away').waitFor();
    expect(await client.getByText(banner, { exact: true }).count()).toBe(0);
  });
});
