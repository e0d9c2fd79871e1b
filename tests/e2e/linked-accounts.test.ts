/**
 * Linked accounts in the browser (FA §7.2, MD §7): a person links a Google or Microsoft account on Profile Settings
 * through the local identity provider (infra/local/dev-oidc.ts, an OpenID Connect issuer per provider), signs out,
 * and signs in with it from the Sign In page; on a phone too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, codeIn, demoPassword, makeFirm, signIn, uniqueEmail, waitForMail } from '../support/api';
import {
  expectAccessible,
  mailClock,
  newContext,
  phone,
  signInWithPassword,
  signOutFromMenu,
  useBrowser,
} from './support/browser';

const { browser } = useBrowser();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const section = (page: Page) => page.getByRole('region', { name: 'Linked accounts' });

/** The provider's page (the local twin): choose the account by its email and continue. */
async function chooseAccount(page: Page, provider: 'Google' | 'Microsoft', email: string, checkAccessible = false) {
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/_dev/oidc/${provider.toLowerCase()}/interaction/`));
  if (checkAccessible) await expectAccessible(page, `the ${provider} sign-in page`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('linked accounts', () => {
  test('a firm user links a Google account on Profile Settings, signs out, and signs in with it', async () => {
    const email = uniqueEmail('link-staff');
    await makeFirm({ users: [{ email, password: demoPassword, is_advisor: true, fname: 'Gia', lname: 'Lee' }] });
    const googleEmail = uniqueEmail('gia-google');
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();

    await page.goto('/admin-profile');
    await section(page).getByText('No accounts are linked.').waitFor();
    await expectAccessible(page, 'Profile Settings with Linked accounts');
    await section(page).getByRole('button', { name: 'Link Google account' }).click();
    await chooseAccount(page, 'Google', googleEmail, true);

    await toast(page, 'Your Google account is linked').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-profile');
    await section(page).getByText(googleEmail).waitFor();
    await section(page)
      .getByText(/^Linked [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .waitFor();
    await expectAccessible(page, 'Profile Settings with a linked account');

    await signOutFromMenu(page);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expectAccessible(page, 'the Sign In page with its provider buttons');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await chooseAccount(page, 'Google', googleEmail);

    await page.getByRole('heading', { name: 'Home' }).waitFor();
    const me = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('ledgerline.session') ?? 'null');
      const r = await fetch('/api/sessions/current_user', { headers: { authorization: `Bearer ${s.firebase_token}` } });
      return (await r.json()).user.email as string;
    });
    expect(me).toBe(email);
    await context.close();
  });

  test('on a phone, a client links a Microsoft account on their Profile Settings and signs in with it; an account linked to nobody is refused', async () => {
    const email = uniqueEmail('link-client');
    await makeFirm({
      users: [{ email, password: demoPassword, fname: 'Lin', lname: 'Park', companies: [{ name: 'Park Household' }] }],
    });
    const msEmail = uniqueEmail('lin-ms');
    const context = await newContext(browser(), { viewport: phone });
    const page = await context.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Lin' }).waitFor();

    await page.goto('/profile');
    await section(page).getByRole('button', { name: 'Link Microsoft account' }).click();
    await chooseAccount(page, 'Microsoft', msEmail, true);
    await toast(page, 'Your Microsoft account is linked').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await section(page).getByText(msEmail).waitFor();
    await expectAccessible(page, 'the client’s Profile Settings with a linked account, on a phone');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    // Someone else's Microsoft account is not linked to anybody: refused, with the way back.
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await chooseAccount(page, 'Microsoft', uniqueEmail('stranger'));
    await page
      .getByText(
        'This Microsoft account is not linked to a user. Sign in another way, then link it on Profile Settings.',
      )
      .waitFor();
    await expectAccessible(page, 'the refused provider sign-in, on a phone');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();

    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await chooseAccount(page, 'Microsoft', msEmail);
    await page.getByRole('heading', { name: 'Welcome, Lin' }).waitFor();
    await context.close();
  });

  test('a linked-account sign-in asks for the second factor when two-factor is on, as a password sign-in does', async () => {
    const email = uniqueEmail('link-2fa');
    const firm = await makeFirm({
      users: [{ email, password: demoPassword, fname: 'Tove', lname: 'Berg', companies: [{ name: 'Berg Co' }] }],
    });
    const googleEmail = uniqueEmail('tove-google');
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Tove' }).waitFor();
    await page.goto('/profile');
    await section(page).getByRole('button', { name: 'Link Google account' }).click();
    await chooseAccount(page, 'Google', googleEmail);
    await section(page).getByText(googleEmail).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    expect(
      (await api(`/users/${firm.users[1]!.id}`, { method: 'PATCH', token: partner, body: { enabled_2fa: true } }))
        .status,
    ).toBe(200);

    const since = mailClock();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await chooseAccount(page, 'Google', googleEmail);

    await page.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    const mail = await waitForMail(email, (m) => m.at >= since && /two-factor code/.test(m.subject));
    await page.getByLabel('Verification code').fill(codeIn(mail.subject)!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tove' }).waitFor();
    await context.close();
  });

  test('unlinking asks first, and the account is no longer linked', async () => {
    const email = uniqueEmail('unlink-staff');
    await makeFirm({ users: [{ email, password: demoPassword, is_advisor: true }] });
    const googleEmail = uniqueEmail('un-google');
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto('/admin-profile');
    await section(page).getByRole('button', { name: 'Link Google account' }).click();
    await chooseAccount(page, 'Google', googleEmail);
    await section(page).getByText(googleEmail).waitFor();

    await section(page)
      .getByRole('button', { name: `Unlink Google account ${googleEmail}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink account?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the unlink confirmation');
    await dialog.getByRole('button', { name: 'Unlink' }).click();

    await toast(page, 'Your Google account is unlinked').waitFor();
    await section(page).getByText('No accounts are linked.').waitFor();
    const token = (await signIn(email)).firebase_token;
    expect((await api('/users/get_linked_accounts', { token })).body).toEqual({ linked_accounts: [] });
    await context.close();
  });
});
