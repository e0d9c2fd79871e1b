/**
 * Force two-factor for clients (FA §3.4 force_2fa_on_users, §4.5 step 4, §6 'Force two-factor: on and locked when the
 * firm forces it'): a partner turns it on in Firm Settings; the client's 2FA toggle in the Edit user dialog shows on
 * and locked; the client's next sign-in asks for the second factor ('2-Factor Auth', a secure code link is sent) and
 * completes through the mailed code, and through the mailed secure link after an emailed sign-in link too.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { codeIn, demoPassword, makeFirm, uniqueEmail, waitForMail } from '../support/api';
import {
  enterEmail,
  expectAccessible,
  mailClock,
  mailedLink,
  newContext,
  pathOf,
  phone,
  signInWithPassword,
  useBrowser,
} from './support/browser';

const { browser } = useBrowser();

describe('the firm forces two-factor sign-in for clients', () => {
  const client = uniqueEmail('f2fa-e2e-client');
  const linkClient = uniqueEmail('f2fa-e2e-link');
  const contexts: BrowserContext[] = [];
  let partnerEmail = '';
  let clientId = '';

  async function page(viewport?: { width: number; height: number }): Promise<Page> {
    const c = await newContext(browser(), { viewport });
    contexts.push(c);
    return c.newPage();
  }

  beforeAll(async () => {
    const firm = await makeFirm({
      firm_name: 'Two Factor Firm',
      users: [
        { email: client, password: demoPassword, fname: 'Tess', lname: 'Twofa', companies: [{ name: 'Tess Co' }] },
        { email: linkClient, fname: 'Lars', preferred_sign_in_method: 'link', companies: [{ name: 'Lars Co' }] },
      ],
    });
    partnerEmail = firm.partnerEmail;
    clientId = firm.users.find((u) => u.email === client)!.id;
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  test('a client signs in with a password alone while the firm does not force two-factor', async () => {
    const p = await page();
    await signInWithPassword(p, client, demoPassword);
    await p.getByRole('heading', { name: 'Welcome, Tess' }).waitFor();
  });

  test('a partner turns on two-factor for clients in Firm Settings, and the client’s toggle shows on and locked', async () => {
    const p = await page();
    await signInWithPassword(p, partnerEmail, demoPassword);
    await p.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await p.goto('/firm');
    await p.getByRole('heading', { name: 'Firm Settings', level: 1 }).waitFor();
    const forced = p.getByRole('switch', { name: 'Require two-factor sign-in for clients' });
    expect(await forced.isChecked()).toBe(false);
    await forced.focus();
    await p.keyboard.press('Space');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/firms/update_preferences'));
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ preferences: { force_2fa_on_users: true } });
    await p.getByText('Nothing has changed yet.').waitFor();

    await p.goto(`/clients/${clientId}`);
    await p.getByRole('heading', { name: 'Tess Twofa', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Edit user', exact: true }).click();
    const edit = p.getByRole('dialog', { name: 'Edit user' });
    await edit.waitFor();
    await edit.getByRole('tab', { name: 'Settings' }).click();
    const toggle = edit.getByRole('switch', { name: 'Two-factor authentication' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await toggle.isDisabled()).toBe(true);
    await edit.getByText('Your firm requires two-factor authentication.').waitFor();
    await expectAccessible(p, 'the Edit user dialog with two-factor forced');
  });

  test('the client’s next sign-in asks for the second factor and completes with the mailed code, on a phone', async () => {
    const p = await page(phone);
    const since = mailClock();
    await signInWithPassword(p, client, demoPassword);
    await p.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    await expectAccessible(p, 'the 2-Factor Auth step when the firm forces it');
    const mail = await waitForMail(client, (m) => m.at >= since && /two-factor code/.test(m.subject));
    await p.getByLabel('Verification code').fill(codeIn(mail.subject)!);
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.getByRole('heading', { name: 'Welcome, Tess' }).waitFor();
  });

  test('an emailed sign-in link asks for the second factor too, and the mailed secure link completes it', async () => {
    const p = await page();
    const since = mailClock();
    await p.goto('/signin');
    await enterEmail(p, linkClient);
    await p.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    await p.goto(await mailedLink(linkClient, since, 'Sign in to', '/signin'));
    await p.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    // The spent sign-in token does not stay in the address bar.
    expect(new URL(p.url()).searchParams.get('auth_token')).toBeNull();
    const mail = await waitForMail(linkClient, (m) => m.at >= since && /two-factor code/.test(m.subject));
    const secure = mail.text.match(/https?:\/\/\S+two_factor_uid=\S+/)![0];
    await p.goto(pathOf(secure));
    await p.getByRole('heading', { name: 'Welcome, Lars' }).waitFor();
  });
});
