import { describe, expect, test } from 'vitest';
import { demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { enterEmail, expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

describe('password sign-in in the browser', () => {
  test('staff land on Home with the staff navigation', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expectAccessible(page, 'the Sign In screen');

    await signInWithPassword(page, 'partner@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('navigation', { name: 'Staff navigation' }).waitFor();
    await expectAccessible(page, 'the staff Home');
    await context.close();
  });

  test('a client lands on the dashboard, and one with several entities can pick one', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'multi@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Morgan' }).waitFor();
    await page.getByRole('navigation', { name: 'Client navigation' }).waitFor();
    await expectAccessible(page, 'the client dashboard');
    await context.close();
  });

  test('a client whose entities are all inactive sees only the notice and Sign out', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'inactive@demo.test', demoPassword);
    await page.getByText('Your account does not have active entities to view. Please contact your firm.').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expectAccessible(page, 'the inactive notice');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  test('a read-only client sees the read-only banner', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'readonly@demo.test', demoPassword);
    await page
      .getByText(
        'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
      )
      .waitFor();
    await context.close();
  });

  test('a wrong password gets the spec’s words and no session', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'client@demo.test', 'Not-The-Password-1!');
    await page.getByText('The email address or password is incorrect').first().waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes('firebase_token')),
      ),
    ).toEqual([]);
    await context.close();
  });

  test('repeated wrong passwords show “temporarily restricted” once, and each press replaces the message', async () => {
    const email = uniqueEmail('restricted');
    await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Guess LLC' }] }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await enterEmail(page, email);
    const password = page.getByLabel('Password', { exact: true });
    const incorrect = page.getByText('The email address or password is incorrect');
    const restricted = page.getByText(
      'Access to this account has been temporarily restricted. Please try again later or reset your password for immediate access.',
    );
    const signIn = page.getByRole('button', { name: 'Sign In' });
    // The button is not busy: the answer to this press has been shown.
    const idle = page.locator('button[type="submit"]:not([aria-disabled="true"])');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await password.fill(`Wrong-Guess-${attempt}!`);
      await signIn.click();
      await page.getByText('Invalid password').waitFor();
      await incorrect.waitFor();
      expect(await incorrect.count()).toBe(1);
      await idle.waitFor();
    }
    for (let attempt = 5; attempt <= 7; attempt++) {
      await password.fill(`Wrong-Guess-${attempt}!`);
      await signIn.click();
      await restricted.waitFor();
      await idle.waitFor();
      expect(await restricted.count()).toBe(1);
      expect(await incorrect.count()).toBe(0);
    }
    await expectAccessible(page, 'the restricted message');
    await context.close();
  });

  test('an unknown email gets the lookup’s message', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByLabel('Email').fill('nobody-at-all@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText("Sorry, we couldn't find a user with that email address").first().waitFor();
    await context.close();
  });

  test('the whole sign-in works with the keyboard alone', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    // Tab from the top of the page to the email field (past the skip link, if any).
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'email')) break;
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    await page.keyboard.type('client@demo.test');
    await page.keyboard.press('Enter');
    await page.getByLabel('Password', { exact: true }).waitFor();
    // The password field takes focus once it appears.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'password');
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    await context.close();
  });

  test('on a phone, a client gets the mobile navigation: Dashboard and Documents', async () => {
    const context = await newContext(browser(), { viewport: phone });
    const page = await context.newPage();
    await signInWithPassword(page, 'client@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await mobileNav.waitFor();
    await mobileNav.getByText('Dashboard').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the client dashboard on a phone');
    await context.close();
  });
});
