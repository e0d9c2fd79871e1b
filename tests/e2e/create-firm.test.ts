import { describe, expect, test } from 'vitest';
import { makeFirm, uniqueEmail } from '../support/api';
import { expectAccessible, mailClock, mailedLink, newContext, useBrowser } from './support/browser';

const { browser } = useBrowser();

describe('create a firm (FA §2.1, POST /resources/create_firm)', () => {
  test('a firm is created with its first partner, who follows the emailed link, sets a password and lands on Home', async () => {
    const email = uniqueEmail('founder');
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Create a firm' }).click();
    await page.getByRole('heading', { name: 'Create your firm' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-firm');
    await expectAccessible(page, 'the Create your firm page');

    const since = mailClock();
    await page.getByLabel('Firm name').fill('Founders & Co CPA');
    await page.getByLabel('First name').fill('Fay');
    await page.getByLabel('Last name').fill('Founder');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create firm' }).click();
    await page
      .getByRole('status')
      .getByText('Check your email: we sent you a link to set up how you sign in.')
      .waitFor();
    await expectAccessible(page, 'the firm-created message');

    await page.goto(await mailedLink(email, since, 'Welcome to Ledgerline, Founders & Co CPA', '/set-sign-in-method'));
    await page.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
    await page.getByRole('radio', { name: 'Password' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Founder-Pass-2026');
    await page.getByLabel('Repeat password').fill('Founder-Pass-2026');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('navigation', { name: 'Staff navigation' }).waitFor();
    await page.getByRole('banner').getByText('Founders & Co CPA').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Fay Founder' }).waitFor();
    await expectAccessible(page, 'the new partner’s Home');
    await context.close();
  });

  test('missing and invalid fields get their messages, and nothing is created', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/resources/create_firm')) creates.push(r.postData() ?? '');
    });
    await page.goto('/create-firm');
    await page.getByRole('button', { name: 'Create firm' }).click();
    for (const [label, message] of [
      ['Firm name', 'Firm name is required'],
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is missing'],
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
      expect(await page.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
    }
    await expectAccessible(page, 'Create your firm with errors');

    await page.getByLabel('Firm name').fill('Typo Tax');
    await page.getByLabel('First name').fill('Tia');
    await page.getByLabel('Last name').fill('Typo');
    await page.getByLabel('Email').fill('tia-at-example');
    await page.getByRole('button', { name: 'Create firm' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    expect(await page.getByText('Firm name is required').count()).toBe(0);
    expect(creates).toEqual([]);
    await context.close();
  });

  test('an email that already belongs to someone is refused with the spec’s words', async () => {
    const firm = await makeFirm();
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/create-firm');
    await page.getByLabel('Firm name').fill('Second Firm');
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Partner');
    await page.getByLabel('Email').fill(firm.partnerEmail);
    await page.getByRole('button', { name: 'Create firm' }).click();
    await page.getByText('Email is already taken. Learn how to resolve this issue here').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Create your firm' }).isVisible()).toBe(true);
    expect(await page.getByText('Check your email').count()).toBe(0);
    await context.close();
  });
});
