import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, codeIn, demoPassword, makeFirm, uniqueEmail, waitForMail } from '../support/api';
import { enterEmail, expectAccessible, mailClock, mailedLink, newContext, pathOf, useBrowser } from './support/browser';

const { browser } = useBrowser();

/** Counts the calls that would set the method, so a test can show an invalid form never reaches the server. */
function countSetCalls(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/users/set_sign_in_method')) n++;
  });
  return () => n;
}

/** A field's message, found through the field itself: the input is marked invalid and described by the message. */
async function expectFieldError(page: Page, label: string, message: string) {
  const input = page.getByLabel(label, { exact: true });
  await page.getByText(message, { exact: true }).waitFor();
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const descriptions = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(descriptions.join(' ')).toContain(message);
}

async function choose(page: Page, method: 'Password' | 'Email me a code' | 'Text me a code') {
  await page.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A user who must set a password signs in and is sent to the wizard (FA §4.5 step 5). */
async function signInToWizard(page: Page, email: string, redirect?: string) {
  await page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
  await enterEmail(page, email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/set-sign-in-method');
}

describe('set sign-in method wizard (FA §2.8, §4.6, §5.10)', () => {
  test('a new password is checked rule by rule with the spec’s words, then the user lands on the redirect', async () => {
    const email = uniqueEmail('mustset');
    await makeFirm({
      users: [
        {
          email,
          fname: 'Mona',
          is_advisor: true,
          firm_access: 'full',
          password: demoPassword,
          set_password_required: true,
        },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    const setCalls = countSetCalls(page);
    await signInToWizard(page, email, '/admin-profile');
    await expectAccessible(page, 'the choose-method step');

    await choose(page, 'Password');
    await page.getByRole('heading', { name: 'Set up password' }).waitFor();
    await expectAccessible(page, 'the Set up password step');
    const password = page.getByLabel('Password', { exact: true });
    const repeat = page.getByLabel('Repeat password');
    const save = page.getByRole('button', { name: 'Save' });

    const rules: [string, string][] = [
      ['', 'Password must be greater than 10 characters'],
      ['Short-1!', 'Password must be greater than 10 characters'],
      ['lowercase-only-1!', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE-ONLY-1!', 'Password must contain at least one lowercase letter'],
      ['No-Numbers-Here!', 'Password must contain at least one number'],
      ['NoSpecials12345', 'Password must contain at least one special character (#?!@$%^&*-)'],
    ];
    for (const [value, message] of rules) {
      await password.fill(value);
      await repeat.fill(value);
      await save.click();
      await expectFieldError(page, 'Password', message);
    }
    await expectAccessible(page, 'the Set up password step with an error');

    await password.fill('Good-Password-2026');
    await repeat.fill('Good-Password-2027');
    await save.click();
    await expectFieldError(page, 'Repeat password', 'Passwords do not match');
    expect(setCalls()).toBe(0);

    await repeat.fill('Good-Password-2026');
    await save.click();
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-profile');
    expect(setCalls()).toBe(1);
    await context.close();
  });

  test('email and phone are checked with the spec’s words; the phone is formatted and capped at 14 characters; SMS sign-in is set', async () => {
    const email = uniqueEmail('tosms');
    await makeFirm({
      users: [
        { email, fname: 'Sid', password: demoPassword, set_password_required: true, companies: [{ name: 'Sid LLC' }] },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    const setCalls = countSetCalls(page);
    await signInToWizard(page, email);

    await choose(page, 'Email me a code');
    await page.getByRole('heading', { name: 'Sign in via email' }).waitFor();
    await expectAccessible(page, 'the set-email step');
    const emailField = page.getByLabel('Email');
    expect(await emailField.inputValue()).toBe(email);
    await emailField.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Email', 'Email is required');
    await emailField.fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Email', 'Invalid email address');
    await page.getByRole('button', { name: 'Back' }).click();

    await choose(page, 'Text me a code');
    await page.getByRole('heading', { name: 'Sign in via SMS' }).waitFor();
    await expectAccessible(page, 'the set-phone-number step');
    const phoneField = page.getByLabel('Phone number');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Phone number', 'Phone is required');
    await phoneField.pressSequentially('555123');
    expect(await phoneField.inputValue()).toBe('(555) 123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Phone number', 'Phone number must be 10 digits');
    expect(setCalls()).toBe(0);

    // Typing on past ten digits changes nothing: the field holds (XXX) XXX-XXXX, 14 characters.
    await phoneField.press('End');
    await phoneField.pressSequentially('45678901');
    expect(await phoneField.inputValue()).toBe('(555) 123-4567');
    expect(await phoneField.getAttribute('maxlength')).toBe('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Welcome, Sid' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const lookup = await api('/sessions/get_preferred_sign_in_method', { query: { username: email } });
    expect(lookup.body).toMatchObject({ preferred_sign_in_method: 'sms', set_password_required: false });
    await context.close();
  });

  test('switching to emailed codes at a new address signs in with codes there next time', async () => {
    const email = uniqueEmail('toemail');
    const moved = uniqueEmail('moved');
    await makeFirm({
      users: [
        { email, fname: 'Eli', password: demoPassword, set_password_required: true, companies: [{ name: 'Eli LLC' }] },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInToWizard(page, email);
    await choose(page, 'Email me a code');
    await page.getByLabel('Email').fill(moved);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Welcome, Eli' }).waitFor();

    const other = await newContext(browser());
    const next = await other.newPage();
    const since = mailClock();
    await next.goto('/signin');
    await enterEmail(next, moved);
    await next.getByRole('heading', { name: 'Sign in via email' }).waitFor();
    const mail = await waitForMail(moved, (m) => m.at >= since);
    await next.getByLabel('Verification code').fill(codeIn(mail.text)!);
    await next.getByRole('button', { name: 'Verify' }).click();
    await next.getByRole('heading', { name: 'Welcome, Eli' }).waitFor();
    await context.close();
    await other.close();
  });

  test('signed out, the wizard sends the person to sign in first and then back to it', async () => {
    const email = uniqueEmail('wizardout');
    await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Out LLC' }] }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/set-sign-in-method');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await enterEmail(page, email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/set-sign-in-method');
    await context.close();
  });

  test('with two-factor on, the secure link in the two-factor mail also leads back to the wizard', async () => {
    const email = uniqueEmail('reset2falink');
    await makeFirm({
      users: [
        { email, fname: 'Uma', password: demoPassword, enabled_2fa: true, companies: [{ name: 'Secure Reset LLC' }] },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    let since = mailClock();
    await api('/users/change_login_method', { body: { username: email, redirect: '/' } });
    const link = await mailedLink(email, since, 'Reset how you sign in', '/set-sign-in-method');
    since = mailClock();
    await page.goto(link);
    await page.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    const mail = await waitForMail(email, (m) => m.at >= since && /two-factor/.test(m.subject));
    await page.goto(pathOf(mail.text.match(/https?:\/\/\S+two_factor_uid=\S+/)![0]));
    await page.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/set-sign-in-method');
    await context.close();
  });

  test('with two-factor on, the reset link asks for the second factor before the new method is set', async () => {
    const email = uniqueEmail('reset2fa');
    await makeFirm({
      users: [
        { email, fname: 'Tara', password: demoPassword, enabled_2fa: true, companies: [{ name: 'Two Factor LLC' }] },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    let since = mailClock();
    expect((await api('/users/change_login_method', { body: { username: email } })).status).toBe(200);
    const link = await mailedLink(email, since, 'Reset how you sign in', '/set-sign-in-method');

    since = mailClock();
    await page.goto(link);
    await page.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    await expectAccessible(page, 'the wizard’s 2-Factor Auth step');
    const mail = await waitForMail(email, (m) => m.at >= since && /two-factor/.test(m.subject));
    await page.getByLabel('Verification code').fill(codeIn(mail.subject)!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await choose(page, 'Password');
    await page.getByLabel('Password', { exact: true }).fill('Two-Factor-Reset-1');
    await page.getByLabel('Repeat password').fill('Two-Factor-Reset-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tara' }).waitFor();
    expect(
      (
        await api('/sessions/verify_password_for_firebase_token', {
          body: { username: email, password: 'Two-Factor-Reset-1' },
        })
      ).body,
    ).toMatchObject({ two_factor_required: true });
    await context.close();
  });
});
