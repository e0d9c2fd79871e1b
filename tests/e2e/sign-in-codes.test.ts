import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { codeIn, demoPassword, makeFirm, smsTo, uniqueEmail, waitForMail } from '../support/api';
import { enterEmail, expectAccessible, mailClock, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

/** Path and query of a link from a mail, opened on the test's own origin. */
const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('sign-in with a code', () => {
  test('a client who signs in with an emailed code gets one and lands on the dashboard', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, 'emailcode@demo.test');
    await page.getByRole('heading', { name: 'Sign in via email' }).waitFor();
    await expectAccessible(page, 'the emailed-code step');
    const mail = await waitForMail('emailcode@demo.test', (m) => m.at >= since);
    // Verify stays off until all 6 characters are in.
    await page.getByLabel('Verification code').fill('ABC');
    expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    await typeCode(page, codeIn(mail.text)!);
    await page.getByRole('heading', { name: 'Welcome, Emery' }).waitFor();
    await context.close();
  });

  test('a client who signs in by text message gets a 6-character code by SMS', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, 'sms@demo.test');
    await page.getByRole('heading', { name: 'Sign in via SMS' }).waitFor();
    let sms: { body: string; at: string } | undefined;
    for (let i = 0; i < 50 && !sms; i++) {
      sms = (await smsTo('5551234567')).find((s) => s.at >= since);
      if (!sms) await new Promise((r) => setTimeout(r, 100));
    }
    await typeCode(page, codeIn(sms!.body)!);
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    await context.close();
  });

  test('a wrong code says so and does not sign in', async () => {
    const email = uniqueEmail('wrongcode');
    await makeFirm({ users: [{ email, preferred_sign_in_method: 'email', companies: [{ name: 'Wrong Code LLC' }] }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page.getByRole('heading', { name: 'Sign in via email' }).waitFor();
    await typeCode(page, 'ZZZZZZ');
    await page.getByText('Invalid or expired verification code').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await context.close();
  });

  test('when the text can not be sent, the client is offered a reset of the sign-in method', async () => {
    const email = uniqueEmail('badphone');
    await makeFirm({
      users: [
        { email, preferred_sign_in_method: 'sms', phone_number: '5550100000', companies: [{ name: 'Bad Phone LLC' }] },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page
      .getByText(
        'SMS code failed to send. Your phone number might be invalid. Please use the button below to reset your sign-in method.',
      )
      .waitFor();
    const since = mailClock();
    await page.getByRole('button', { name: 'Reset sign-in method' }).click();
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    await waitForMail(email, (m) => m.at >= since && m.subject.startsWith('Reset how you sign in'));
    await context.close();
  });
});

describe('two-factor sign-in', () => {
  test('twofa@demo.test is asked for the emailed code after the password, then lands on the dashboard', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await signInWithPassword(page, 'twofa@demo.test', demoPassword);
    await page.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    await expectAccessible(page, 'the 2-Factor Auth step');
    // Read the code the way a newcomer does: from the local mail page.
    const mailPage = await context.newPage();
    await mailPage.goto('/_dev/mail');
    await mailPage.getByText('twofa@demo.test').first().waitFor();
    const mail = await waitForMail('twofa@demo.test', (m) => m.at >= since);
    await mailPage.close();
    await typeCode(page, codeIn(mail.subject)!);
    await page.getByRole('heading', { name: 'Welcome, Tove' }).waitFor();
    await context.close();
  });

  test('the secure link in the two-factor mail finishes the sign-in in the same browser', async () => {
    const email = uniqueEmail('twofalink');
    await makeFirm({
      users: [{ email, password: demoPassword, enabled_2fa: true, companies: [{ name: 'Secure Link LLC' }] }],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    const mail = await waitForMail(email, (m) => m.at >= since);
    const link = mail.text.match(/https?:\/\/\S+two_factor_uid=\S+/)![0];
    await page.goto(pathOf(link));
    await page.getByRole('heading', { name: 'Welcome, Test' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('the secure link opened in another browser does not sign in', async () => {
    const email = uniqueEmail('twofaother');
    await makeFirm({
      users: [{ email, password: demoPassword, enabled_2fa: true, companies: [{ name: 'Other Browser LLC' }] }],
    });
    const first = await newContext(browser());
    const page = await first.newPage();
    const since = mailClock();
    await signInWithPassword(page, email, demoPassword);
    await page.getByRole('heading', { name: '2-Factor Auth' }).waitFor();
    const mail = await waitForMail(email, (m) => m.at >= since);
    const link = mail.text.match(/https?:\/\/\S+two_factor_uid=\S+/)![0];

    const other = await newContext(browser());
    const stranger = await other.newPage();
    await stranger.goto(pathOf(link));
    await stranger.getByText('Sorry, there was a problem signing you in').first().waitFor();
    await stranger.getByRole('heading', { name: 'Sign In' }).waitFor();
    await first.close();
    await other.close();
  });
});
