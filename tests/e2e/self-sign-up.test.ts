import { beforeAll, describe, expect, test } from 'vitest';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { call, demoPassword, makeFirm, signIn, uniqueEmail, type MadeFirm } from '../support/api';
import {
  expectAccessible,
  mailClock,
  mailedLink,
  newContext,
  phone,
  signInWithPassword,
  useBrowser,
} from './support/browser';

const { browser } = useBrowser();
let firm: MadeFirm & { partnerEmail: string };
let hash: string;
const knownEmail = uniqueEmail('known-client');

beforeAll(async () => {
  firm = await makeFirm({
    firm_name: 'Template Link CPA',
    users: [
      { email: knownEmail, fname: 'Kim', lname: 'Known', password: demoPassword, companies: [{ name: 'Kim Known' }] },
    ],
  });
  const token = (await signIn(firm.partnerEmail)).firebase_token;
  hash = (await call(sessionRoutes.templateSignUpLink, { id: 'builtin-individual-1040' }, { token })).body
    .templateHashId;
});

describe('self sign-up and staff invitations (FA §2.1, §2.4, §4.5, §7.5)', () => {
  test('a new client signs up through a template link and lands in the questionnaire', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`/template/${hash}?year=2025`);
    await page.getByRole('heading', { level: 1, name: 'Template Link CPA' }).waitFor();
    await page.getByText('Please enter your email', { exact: true }).waitFor();
    await expectAccessible(page, 'the template-start state');

    await page.getByLabel('Email').fill(uniqueEmail('self-signer'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your first and last name', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the template-sign-up state');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Signer');
    await page.getByRole('button', { name: 'Sign up' }).click();

    const heading = page.getByRole('heading', { level: 1, name: '2025 Individual Tax Organizer (Form 1040)' });
    await heading.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/questionnaire\//);
    expect(new URL(page.url()).searchParams.get('questionnaireId')).toBeTruthy();
    await expectAccessible(page, 'the questionnaire made from the template');

    // The link again, signed in: the same questionnaire opens, no second one is made.
    const first = page.url();
    await page.goto(`/template/${hash}?year=2025`);
    await heading.waitFor();
    expect(page.url()).toBe(first);
    await context.close();
  });

  test('on a phone, a known email signs in as usual and lands in the questionnaire from the template', async () => {
    const context = await newContext(browser(), { viewport: phone });
    const page = await context.newPage();
    await page.goto(`/template/${hash}?year=2025`);
    await page.getByRole('heading', { level: 1, name: 'Template Link CPA' }).waitFor();
    await expectAccessible(page, 'the template-start state on a phone');
    await page.getByLabel('Email').fill(knownEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The sign-in page goes on with the email by the person's own method (a password here).
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: '2025 Individual Tax Organizer (Form 1040)' }).waitFor();
    await context.close();
  });

  test('on a phone, a partner invites a staff member, who follows the email, sets a password and signs in', async () => {
    const email = uniqueEmail('invitee');
    const context = await newContext(browser(), { viewport: phone });
    const page = await context.newPage();
    await signInWithPassword(page, firm.partnerEmail, demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Invite firm user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite firm user' });
    await dialog.waitFor();
    await expectAccessible(page, 'the Invite firm user dialog');
    await dialog.getByLabel('Access level').selectOption('admin');
    await dialog.getByLabel('First name').fill('Ines');
    await dialog.getByLabel('Last name').fill('Invitee');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('5551234567');
    const since = mailClock();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    await context.close();

    const invited = await newContext(browser(), { viewport: phone });
    const tab = await invited.newPage();
    await tab.goto(
      await mailedLink(email, since, 'Pat Partner invited you to join Template Link CPA on Ledgerline', '/signin'),
    );
    await tab.getByRole('heading', { name: 'How do you want to sign in next time?' }).waitFor();
    await tab.getByRole('radio', { name: 'Password' }).check();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.getByLabel('Password', { exact: true }).fill('Invitee-Pass-2026');
    await tab.getByLabel('Repeat password').fill('Invitee-Pass-2026');
    await tab.getByRole('button', { name: 'Save' }).click();
    await tab.getByRole('heading', { name: 'Home' }).waitFor();
    await invited.close();

    const again = await newContext(browser(), { viewport: phone });
    const later = await again.newPage();
    await signInWithPassword(later, email, 'Invitee-Pass-2026');
    await later.getByRole('heading', { name: 'Home' }).waitFor();
    await again.close();
  });
});
