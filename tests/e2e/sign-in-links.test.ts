import { describe, expect, test } from 'vitest';
import { api, codeIn, demoPassword, makeFirm, uniqueEmail, waitForMail } from '../support/api';
import {
  enterEmail,
  expectAccessible,
  mailClock,
  mailedLink,
  newContext,
  signInWithPassword,
  signOutFromMenu,
  useBrowser,
  waitForSms,
} from './support/browser';

const { browser } = useBrowser();

const resetSent = 'If an account exists for that email address, we sent a link to reset how you sign in.';

describe('sign-in by emailed link (FA §4.5 step 2)', () => {
  test('a client who signs in by link gets “One more step to go…”, and the mailed link signs them in', async () => {
    const email = uniqueEmail('link');
    await makeFirm({
      users: [{ email, fname: 'Lane', preferred_sign_in_method: 'link', companies: [{ name: 'Link LLC' }] }],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    await page.getByRole('status').getByText('We emailed you a sign-in link.').waitFor();
    await expectAccessible(page, 'the sent-link step');

    await page.goto(await mailedLink(email, since, 'Sign in to', '/signin'));
    await page.getByRole('heading', { name: 'Welcome, Lane' }).waitFor();
    // The single-use token does not stay in the address bar.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await context.close();
  });

  test('staff with no password get a link, and the redirect parameter is honoured after it', async () => {
    const email = uniqueEmail('linkstaff');
    await makeFirm({ users: [{ email, fname: 'Noel', is_advisor: true, firm_access: 'full' }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await page.goto('/signin?redirect=/admin-profile');
    await enterEmail(page, email);
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();

    const link = await mailedLink(email, since, 'Sign in to', '/signin');
    expect(new URL(link, 'http://x').searchParams.get('redirect')).toBe('/admin-profile');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-profile');
    await page.getByRole('navigation', { name: 'Staff navigation' }).waitFor();
    await expectAccessible(page, 'Profile Settings after a sign-in link');
    await context.close();
  });

  test('a link opened a second time shows the expired-link page, which offers an email link or a text code', async () => {
    const email = uniqueEmail('replay');
    await makeFirm({
      users: [
        {
          email,
          fname: 'Remy',
          preferred_sign_in_method: 'link',
          phone_number: '5552223333',
          companies: [{ name: 'Replay LLC' }],
        },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    let since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, email);
    const link = await mailedLink(email, since, 'Sign in to', '/signin');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Welcome, Remy' }).waitFor();
    await signOutFromMenu(page);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();

    // The same link again, in the same browser.
    await page.goto(link);
    await page
      .getByText('This sign-in link has expired or was already used. We can send you a new link or a code.')
      .waitFor();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).searchParams.has('auth_token')).toBe(false);
    const emailLink = page.getByRole('button', { name: 'Email me a sign-in link' });
    await emailLink.waitFor();
    await page.getByRole('button', { name: 'Text me a code' }).waitFor();
    await expectAccessible(page, 'the expired-link page');

    since = mailClock();
    await emailLink.click();
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    const fresh = await mailedLink(email, since, 'Sign in to', '/signin', link);
    await page.goto(fresh);
    await page.getByRole('heading', { name: 'Welcome, Remy' }).waitFor();
    await context.close();
  });

  test('the expired-link page can text a code instead', async () => {
    const email = uniqueEmail('replaysms');
    await makeFirm({
      users: [
        {
          email,
          fname: 'Tess',
          preferred_sign_in_method: 'link',
          phone_number: '5554445555',
          companies: [{ name: 'Text LLC' }],
        },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, email);
    const link = await mailedLink(email, since, 'Sign in to', '/signin');
    // Use the link once through the API, so the browser only ever sees it spent.
    expect(
      (
        await api('/sessions/exchange_for_firebase_token', {
          body: { auth_token: new URL(link, 'http://x').searchParams.get('auth_token') },
        })
      ).status,
    ).toBe(200);

    await page.goto(link);
    // The masked phone tells the person where the code goes.
    await page.getByText('Sent to (•••) •••-5555').waitFor();
    const texted = mailClock();
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByRole('heading', { name: 'Sign in via SMS' }).waitFor();
    await expectAccessible(page, 'the texted-code step');
    const sms = await waitForSms('5554445555', texted);
    await page.getByLabel('Verification code').fill(codeIn(sms.body)!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tess' }).waitFor();
    await context.close();
  });
});

describe('sign-in accepts questionnaireId, firmGroupId and taxYear (FA §2.1)', () => {
  test('login also reads questionnaireId, firmGroupId and taxYear: a sign-in link lands where that questionnaire is shown', async () => {
    const email = uniqueEmail('landing');
    const firm = await makeFirm({
      groups: ['North'],
      users: [
        {
          email,
          fname: 'Quinn',
          preferred_sign_in_method: 'link',
          companies: [
            { name: 'Quinn Personal', questionnaires: [{ name: '2025 Organizer', tax_year: 2025 }] },
            { name: 'Quinn Ventures LLC', questionnaires: [{ name: 'Ventures 2023 Organizer', tax_year: 2023 }] },
          ],
        },
      ],
    });
    const ventures = firm.users.find((u) => u.email === email)!.companies[1];
    const questionnaireId = ventures.questionnaires[0].id;
    const groupId = firm.groups.North;
    const context = await newContext(browser());
    const page = await context.newPage();
    const since = mailClock();
    await page.goto(
      `/signin?questionnaireId=${questionnaireId}&companyId=${ventures.id}&taxYear=2023&firmGroupId=${groupId}`,
    );
    await enterEmail(page, email);
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    const link = await mailedLink(email, since, 'Sign in to', '/signin');
    await context.close();

    // The link opens in another browser, as a link from a mail does: everything rides in the link itself.
    const other = await newContext(browser());
    const landing = await other.newPage();
    await landing.goto(link);
    await landing.getByRole('heading', { name: 'Welcome, Quinn' }).waitFor();
    // The entity and the year of the questionnaire are selected, and its card is shown.
    await landing.getByText('Ventures 2023 Organizer').waitFor();
    expect(await landing.getByLabel('Tax Year').inputValue()).toBe('2023');
    expect(await landing.getByRole('radio', { name: 'Quinn Ventures LLC' }).isChecked()).toBe(true);
    // The questionnaire and firm group stay in the address for the screens that use them.
    const url = new URL(landing.url());
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('questionnaireId')).toBe(questionnaireId);
    expect(url.searchParams.get('firmGroupId')).toBe(groupId);
    expect(url.searchParams.has('auth_token')).toBe(false);
    await other.close();
  });

  test('with a password, a client with questionnaireId lands on the dashboard with its entity and tax year', async () => {
    const email = uniqueEmail('landingpw');
    const firm = await makeFirm({
      users: [
        {
          email,
          fname: 'Pia',
          password: demoPassword,
          companies: [
            { name: 'Pia Personal', questionnaires: [{ name: 'Pia 2025 Organizer', tax_year: 2025 }] },
            { name: 'Pia Holdings LLC', questionnaires: [{ name: 'Holdings 2022 Organizer', tax_year: 2022 }] },
          ],
        },
      ],
    });
    const holdings = firm.users.find((u) => u.email === email)!.companies[1];
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`/signin?questionnaireId=${holdings.questionnaires[0].id}&companyId=${holdings.id}&taxYear=2022`);
    await enterEmail(page, email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Pia' }).waitFor();
    await page.getByText('Holdings 2022 Organizer').waitFor();
    expect(await page.getByLabel('Tax Year').inputValue()).toBe('2022');
    expect(new URL(page.url()).searchParams.get('questionnaireId')).toBe(holdings.questionnaires[0].id);
    await context.close();
  });
});

describe('the expired-link page offers an email link or a text code (FA §2.4)', () => {
  test('a password-reset link opened a second time shows the expired-link page, not a sign-in problem', async () => {
    const email = uniqueEmail('resetagain');
    await makeFirm({
      users: [
        {
          email,
          fname: 'Rae',
          password: demoPassword,
          phone_number: '5556667777',
          companies: [{ name: 'Again LLC' }],
        },
      ],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    let since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    const link = await mailedLink(email, since, 'Reset how you sign in', '/set-sign-in-method');
    // Used once (elsewhere), then opened here.
    expect(
      (
        await api('/sessions/exchange_for_firebase_token', {
          body: { auth_token: new URL(link, 'http://x').searchParams.get('auth_token') },
        })
      ).status,
    ).toBe(200);

    await page.goto(link);
    await page
      .getByText('This sign-in link has expired or was already used. We can send you a new link or a code.')
      .waitFor();
    expect(await page.getByText('Sorry, there was a problem signing you in').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByText('Sent to (•••) •••-7777').waitFor();
    await expectAccessible(page, 'the expired-link page after a reset link');

    since = mailClock();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    await page.goto(await mailedLink(email, since, 'Sign in to', '/signin'));
    await page.getByRole('heading', { name: 'Welcome, Rae' }).waitFor();
    await context.close();
  });

  test('for a person with no phone, the expired-link page offers a new link or a code by email', async () => {
    const email = uniqueEmail('nophone');
    await makeFirm({
      users: [{ email, fname: 'Nia', preferred_sign_in_method: 'link', companies: [{ name: 'No Phone LLC' }] }],
    });
    const context = await newContext(browser());
    const page = await context.newPage();
    let since = mailClock();
    await page.goto('/signin');
    await enterEmail(page, email);
    const link = await mailedLink(email, since, 'Sign in to', '/signin');
    expect(
      (
        await api('/sessions/exchange_for_firebase_token', {
          body: { auth_token: new URL(link, 'http://x').searchParams.get('auth_token') },
        })
      ).status,
    ).toBe(200);

    await page.goto(link);
    await page
      .getByText('This sign-in link has expired or was already used. We can send you a new link or a code.')
      .waitFor();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    since = mailClock();
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByRole('heading', { name: 'Sign in via email' }).waitFor();
    const mail = await waitForMail(email, (m) => m.at >= since && /sign-in code/.test(m.subject));
    await page.getByLabel('Verification code').fill(codeIn(mail.text)!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nia' }).waitFor();
    await context.close();
  });
});

describe('alternate sign-in and forgot password (FA §4.5 step 3)', () => {
  test('from the password step, another way in emails a link to reset the sign-in method', async () => {
    const email = uniqueEmail('alternate');
    await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Alternate LLC' }] }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Try another way' }).click();
    await page.getByText('Choose another way to sign in.').waitFor();
    await expectAccessible(page, 'the alternate sign-in step');

    const since = mailClock();
    await page.getByRole('button', { name: 'Email me a link to reset my sign-in method' }).click();
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    await page.getByRole('status').getByText(resetSent).waitFor();
    const link = await mailedLink(email, since, 'Reset how you sign in', '/set-sign-in-method');
    expect(link.startsWith('/set-sign-in-method?')).toBe(true);
    await context.close();
  });

  test('forgot password: the reset mail leads to a new password, and the old one stops working', async () => {
    const email = uniqueEmail('forgot');
    await makeFirm({ users: [{ email, fname: 'Flo', password: demoPassword, companies: [{ name: 'Forgot LLC' }] }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    // The email typed on the first step is kept.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectAccessible(page, 'the Reset password step');

    const since = mailClock();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'One more step to go…' }).waitFor();
    await page.goto(await mailedLink(email, since, 'Reset how you sign in', '/set-sign-in-method'));
    await page.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/set-sign-in-method');
    await page.getByRole('radio', { name: 'Password' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Set up password' }).waitFor();
    const newPassword = 'Fresh-Start-2026!';
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat password').fill(newPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Welcome, Flo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const old = await api('/sessions/verify_password_for_firebase_token', {
      body: { username: email, password: demoPassword },
    });
    expect(old.status).toBe(401);
    const other = await newContext(browser());
    const again = await other.newPage();
    await signInWithPassword(again, email, newPassword);
    await again.getByRole('heading', { name: 'Welcome, Flo' }).waitFor();
    await context.close();
    await other.close();
  });

  test('forgot password needs an email (FA §5.9)', async () => {
    const email = uniqueEmail('forgotempty');
    await makeFirm({ users: [{ email, password: demoPassword, companies: [{ name: 'Empty LLC' }] }] });
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await enterEmail(page, email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    const resets: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/users/change_login_method')) resets.push(r.postData() ?? '');
    });
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please fill out email first.').waitFor();
    expect(await page.getByRole('heading', { name: 'Reset password' }).isVisible()).toBe(true);
    // No reset is asked for, not even for the address typed on the first step.
    expect(resets).toEqual([]);
    await context.close();
  });
});
