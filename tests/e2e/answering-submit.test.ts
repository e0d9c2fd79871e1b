/**
 * Signing, paying the deposit and submitting a questionnaire in the browser (QD §2 Section renderer and Review
 * section, §4 Signatures, Submission, Deposit, §5 Signature and Contact confirmation, §8), and the client dashboard
 * card's link to the answering page. Every test makes a firm of its own (a connected card payment provider) whose
 * client's entity has a questionnaire with an engagement letter and a review section.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { api, demoPassword, type FactoryQuestionnaire, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = 2025;
const small = { width: 375, height: 812 };
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);
const letterText = 'We agree to prepare your 2025 income tax return.';
const agreementLabel =
  'I confirm that the information and documents I have provided are complete and accurate to the best of my knowledge.';

const aboutYou = {
  id: 'about',
  name: 'About You',
  section_type: 3,
  questionnaire_questions: [
    { id: 'job', text: 'What is your occupation?', question_type: 'text', options: [], optional: true, order: 1 },
  ],
};
const letterSection = {
  id: 'letter',
  name: 'Engagement Letter',
  section_type: 2,
  custom_element: `<h2>Engagement</h2><p>${letterText}</p><script>window.__pwned = 1</script>`,
  questionnaire_questions: [],
};
const reviewSection = { id: 'review', name: 'Review and Submit', section_type: 4, questionnaire_questions: [] };

interface Made {
  clientEmail: string;
  partnerEmail: string;
  companyId: string;
  hash: string;
  ids: string[];
}

/** A firm taking card payments, its client Cara (password sign-in) and her entity with the given questionnaires. */
async function made(questionnaires: FactoryQuestionnaire[], company: { readonly?: boolean } = {}): Promise<Made> {
  const clientEmail = uniqueEmail('signer');
  const firm = await makeFirm({
    firm_name: 'Signing Firm',
    integrations: { stripe: { account_id: 'acct_test' } },
    users: [
      {
        email: clientEmail,
        fname: 'Cara',
        lname: 'Client',
        password: demoPassword,
        companies: [{ name: 'Cara Household', entity_type: 'Individual', ...company, questionnaires }],
      },
    ],
  });
  const entity = firm.users.find((u) => u.email === clientEmail)!.companies[0]!;
  return {
    clientEmail,
    partnerEmail: firm.partnerEmail,
    companyId: entity.id,
    hash: entity.hash_id,
    ids: entity.questionnaires.map((q) => q.id),
  };
}

const organizer = (over: Partial<FactoryQuestionnaire> = {}): FactoryQuestionnaire => ({
  name: 'Individual Organizer',
  tax_year: year,
  due_date: inDays(14),
  content: { sections: [aboutYou, letterSection, reviewSection] },
  ...over,
});

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  return page;
}

const answeringUrl = (m: Made, sectionId?: string, id = m.ids[0]!) =>
  `/questionnaire/${m.hash}?questionnaireId=${id}${sectionId ? `&sectionId=${sectionId}` : ''}`;

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

/** Waits out a dialog's fade-in (axe reads mid-fade colours as low contrast). */
async function dialogNamed(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<Locator> {
  const dialog = page.getByRole(role, { name });
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

/** Opens a section of the answering page and waits for its content. */
async function openSection(page: Page, m: Made, sectionId: string, shows: string) {
  await page.goto(answeringUrl(m, sectionId));
  await page.getByText(shows).first().waitFor();
}

/** Reads the questionnaire as its client. */
async function clientView(m: Made) {
  const token = (await signIn(m.clientEmail)).firebase_token;
  const read = await api('/questionnaires/get_questionnaire', {
    token,
    query: { company_id: m.companyId, id: m.ids[0] },
  });
  expect(read.status).toBe(200);
  return { token, questionnaire: read.body.questionnaire };
}

describe('signing, the deposit and submitting (QD §4)', () => {
  test('a client opens the questionnaire from the dashboard card, signs the engagement letter (Sign disabled while empty), pays the deposit through the hosted checkout, agrees and submits; the completion dialog leads back to the dashboard', async () => {
    const m = await made([organizer({ deposit_amount: 150 })]);
    const page = await signedIn(m.clientEmail);
    await page.getByRole('heading', { name: 'Welcome, Cara', level: 1 }).waitFor();

    // The card's Start is a link to the answering page (QD §2 route).
    await page.getByRole('combobox', { name: 'Tax Year' }).selectOption(String(year));
    const start = page
      .getByRole('article', { name: 'Individual Organizer', exact: true })
      .getByRole('link', { name: 'Start' });
    expect(await start.getAttribute('href')).toBe(answeringUrl(m));
    await start.click();
    await page.waitForURL(
      (u) => u.pathname === `/questionnaire/${m.hash}` && u.searchParams.get('questionnaireId') === m.ids[0],
    );

    // The letter, sanitised (its script never runs), and the signature block.
    await openSection(page, m, 'letter', letterText);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const sign = button(page, 'Sign');
    expect(await sign.isDisabled()).toBe(true);
    const field = page.getByRole('textbox', { name: 'Your signature' });
    await field.fill('   ');
    expect(await sign.isDisabled()).toBe(true);
    await expectAccessible(page, 'the engagement letter');
    // By the keyboard: type the signature, Enter signs.
    await field.fill('Cara J. Client');
    expect(await sign.isEnabled()).toBe(true);
    await field.press('Enter');
    await toast(page, 'Signed successfully').waitFor();
    const signatures = page.getByRole('region', { name: 'Signatures' });
    await signatures.getByText('Cara J. Client', { exact: true }).waitFor();
    await signatures.getByText(/^Signed [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your signature' }).count()).toBe(0);
    const signed = (await clientView(m)).questionnaire.sections.find((s: { id: string }) => s.id === 'letter');
    expect(signed.engagement_signatures[0].state).toBe('signed');
    expect(signed.engagement_signatures[0].user_agent).toContain('Mozilla');
    expect(signed.engagement_signatures[0].client_time).toBeTruthy();

    // The review: every other section with its pill, the deposit outstanding, agreeing and Submit blocked.
    await openSection(page, m, 'review', 'Deposit Unpaid');
    await page.getByRole('link', { name: 'Go to Engagement Letter' }).waitFor();
    await page.getByRole('link', { name: 'Go to About You' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Review and Submit' }).count()).toBe(0);
    await page
      .getByText(/Deposit of \$150\.00/)
      .first()
      .waitFor();
    const agree = page.getByRole('checkbox', { name: agreementLabel });
    expect(await agree.isDisabled()).toBe(true);
    expect(await button(page, 'Submit').isDisabled()).toBe(true);
    await expectAccessible(page, 'the review section with a deposit due');

    // Pay deposit opens the hosted checkout; cancelling there comes back with the deposit still due.
    await button(page, 'Pay deposit').click();
    await page.waitForURL((u) => u.pathname.startsWith('/_dev/checkout/'));
    await page.getByRole('link', { name: 'Cancel' }).click();
    await toast(page, 'The deposit was not paid.').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('checkout')).toBe(false);
    await openSection(page, m, 'review', 'Deposit Unpaid');
    // Paying returns here; the deposit reads paid once verified.
    await button(page, 'Pay deposit').click();
    await page.waitForURL((u) => u.pathname.startsWith('/_dev/checkout/'));
    await button(page, /^Pay \$150(\.00)?$/).click();
    await page.waitForURL((u) => u.pathname === `/questionnaire/${m.hash}`);
    await toast(page, 'Deposit paid successfully').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('checkout_session_id')).toBe(false);
    expect((await clientView(m)).questionnaire.deposit_status).toBe('paid');
    await openSection(page, m, 'review', 'Deposit Paid');

    // Agreeing (Space on the checkbox) enables Submit; the confirmation's 'I understand' submits.
    await page.getByRole('checkbox', { name: agreementLabel }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => button(page, 'Submit').isEnabled()).toBe(true);
    await button(page, 'Submit').click();
    const confirm = await dialogNamed(page, 'Submit Questionnaire', 'alertdialog');
    await expectAccessible(page, 'the submit confirmation');
    await button(confirm, 'I understand').click();
    const done = await dialogNamed(page, 'Questionnaire submitted');
    await expectAccessible(page, 'the completion dialog');
    expect((await clientView(m)).questionnaire.completed).toBe(true);
    await button(done, 'Back to Dashboard').click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome, Cara', level: 1 }).waitFor();
  });

  test('before submitting, a questionnaire that asks for it has the client confirm their contact information (email required and valid, SMS needs a phone, the phone masked); the completion dialog offers the next questionnaire — on a phone', async () => {
    const m = await made([
      organizer({ content: { sections: [aboutYou] }, update_profile_section: true }),
      organizer({ name: 'Business Organizer', content: { sections: [aboutYou] } }),
    ]);
    const page = await signedIn(m.clientEmail, small);
    await page.getByRole('heading', { name: 'Welcome, Cara', level: 1 }).waitFor();
    await openSection(page, m, 'about', 'What is your occupation?');
    // A single section: Submit is under it, with no agreement to check.
    const submit = button(page, 'Submit');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    const contact = await dialogNamed(page, 'Confirm this information');
    await contact.getByText(/SMS notifications from your firm/).waitFor();
    await expectAccessible(page, 'the contact confirmation on a phone');
    const email = contact.getByRole('textbox', { name: 'Email' });
    expect(await email.inputValue()).toBe(m.clientEmail);
    await email.fill('');
    expect(await button(contact, 'Confirm').isDisabled()).toBe(true);
    await email.fill('cara@example');
    await button(contact, 'Confirm').click();
    await contact.getByText('Invalid email address').waitFor();
    // Her own address again: confirming saves it as her email (the test signs in with it below).
    await email.fill(m.clientEmail);
    await contact.getByRole('radio', { name: 'Text message (SMS)' }).check();
    await button(contact, 'Confirm').click();
    await contact.getByText('You must have a phone number to receive SMS notifications.').waitFor();
    const phoneField = contact.getByRole('textbox', { name: 'Phone number' });
    await phoneField.pressSequentially('5551234567');
    expect(await phoneField.inputValue()).toBe('(555) 123-4567');
    await contact.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await button(contact, 'Confirm').click();
    await toast(page, 'Contact information confirmed successfully').waitFor();
    expect((await clientView(m)).questionnaire.answering.contact_confirmed_at).toBeTruthy();

    const confirm = await dialogNamed(page, 'Submit Questionnaire', 'alertdialog');
    await button(confirm, 'I understand').click();
    const done = await dialogNamed(page, 'Questionnaire submitted');
    await done.getByText(/Business Organizer/).waitFor();
    const box = await done.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= small.width).toBe(true);
    await button(done, 'Start next questionnaire').click();
    await page.waitForURL((u) => u.searchParams.get('questionnaireId') === m.ids[1]);
    expect(await page.getByRole('dialog', { name: 'Questionnaire submitted' }).count()).toBe(0);
  });

  test('a locked questionnaire’s card reads View and its signing area says ‘Questionnaire is locked’; a read-only entity cannot sign', async () => {
    const m = await made([organizer({ locked: true }), organizer({ name: 'Second Organizer' })], { readonly: true });
    const page = await signedIn(m.clientEmail);
    await page.getByRole('heading', { name: 'Welcome, Cara', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Tax Year' }).selectOption(String(year));
    const view = page
      .getByRole('article', { name: 'Individual Organizer', exact: true })
      .getByRole('link', { name: 'View' });
    expect(await view.getAttribute('href')).toBe(answeringUrl(m));

    await openSection(page, m, 'letter', letterText);
    await page.getByText('Questionnaire is locked', { exact: true }).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Your signature' }).count()).toBe(0);
    await page.getByText('Cara Client has not signed yet').waitFor();

    await page.goto(answeringUrl(m, 'letter', m.ids[1]));
    await page.getByText(letterText).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your signature' }).isDisabled()).toBe(true);
    expect(await button(page, 'Sign').isDisabled()).toBe(true);
    await expectAccessible(page, 'a read-only entity’s engagement letter');
  });
});

describe('staff on an agreement section (QD §4 Signatures)', () => {
  test('staff edit the letter until it is signed, mark a signature not needed and undo it, and remove a signed one', async () => {
    const m = await made([organizer()]);
    const page = await signedIn(m.partnerEmail);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.goto(`/preview/${m.companyId}/questionnaire/${m.ids[0]}?sectionId=letter`);
    await page.getByText(letterText).waitFor();
    await page.getByText('Cara Client has not signed yet').waitFor();
    expect(await page.getByRole('textbox', { name: 'Your signature' }).count()).toBe(0);

    // The letter, edited while nobody signed.
    await button(page, 'Edit letter').click();
    const editor = page.getByRole('textbox', { name: 'Engagement letter (HTML)' });
    await editor.fill('<p>Our fee is $400.</p>');
    await button(page, 'Save letter').click();
    await toast(page, 'Engagement letter updated').waitFor();
    await page.getByText('Our fee is $400.').waitFor();

    // Not needed, and undone.
    await button(page, 'Mark as not needed: Cara Client').click();
    await toast(page, 'Signature marked as not needed').waitFor();
    await page.getByText('Not needed', { exact: true }).waitFor();
    await button(page, 'Undo not needed: Cara Client').click();
    await toast(page, 'Undo was successful').waitFor();
    await page.getByText('Cara Client has not signed yet').waitFor();
    await expectAccessible(page, 'the staff view of an agreement section');

    // The client signs: the letter can no longer change; staff remove the signature after confirming.
    const { token, questionnaire } = await clientView(m);
    const signature = questionnaire.sections.find((s: { id: string }) => s.id === 'letter').engagement_signatures[0];
    const signedRes = await api('/questionnaires/sign_agreement', {
      token,
      body: {
        signature_id: signature.id,
        signature: 'Cara J. Client',
        client_time: new Date().toString(),
        user_agent: 'test',
      },
    });
    expect(signedRes.status, JSON.stringify(signedRes.body)).toBe(200);
    await page.reload();
    await page.getByText('Our fee is $400.').waitFor();
    await page.getByRole('region', { name: 'Signatures' }).getByText('Cara J. Client', { exact: true }).waitFor();
    expect(await button(page, 'Edit letter').count()).toBe(0);
    await button(page, 'Remove signature: Cara Client').click();
    const ask = await dialogNamed(page, 'Remove Signature', 'alertdialog');
    await button(ask, 'Remove').click();
    await toast(page, 'Signature removed').waitFor();
    await page.getByText('Cara Client has not signed yet').waitFor();
  });
});
