/**
 * The client dashboard and the draft review in the browser (MD §2 Client dashboard, §4 draft_status, §5, §8;
 * FA §2.3, §9; QD §2, §4). A firm of the test's own: a client with two entities, questionnaires in two years,
 * one with a custom status, and delivered returns with a multi-page PDF whose bookmarks name the forms.
 * The client switches entity and year, reviews a draft (index, bookmark, download), approves one return and
 * requests changes on another with a reason; the status sentences change and only View remains.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { draftStatusSentence } from '@ledgerline/shared/tax-returns';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail, type MadeFirm } from '../support/api';
import { inDays } from '../support/questionnaire-sends';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

const clientEmail = uniqueEmail('mia');
/** Three days from today, as the due badge counts it (the browser and this process share the zone). */
const inThreeDays = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 3);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
})();

let firm: MadeFirm & { partnerEmail: string };
let personal: { id: string; hash_id: string };
let ventures: { id: string; hash_id: string };
const returns: Record<'personal' | 'ventures' | 'locked', string> = { personal: '', ventures: '', locked: '' };
let context: BrowserContext;
let page: Page;

/** A delivered return with the demo PDF (Form 1040, Schedule 1, Schedule C, Form 8879: five pages). */
async function deliverReturn(companyId: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firm_id: firm.firm_id, company_id: companyId, ...body }),
  });
  if (res.status !== 201) throw new Error(`tax return factory: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const card = (name: string) => page.getByRole('article', { name });
const cardsHeading = () => page.getByRole('main').getByRole('heading', { level: 2 }).nth(1);
const toast = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const taxYear = () => page.getByRole('combobox', { name: 'Tax Year' });
const reviewDialog = () => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Download' }) });

async function chooseYear(year: number) {
  await taxYear().selectOption(String(year));
}

beforeAll(async () => {
  firm = await makeFirm({
    firm_name: 'Harbor Tax Co',
    preferences: {
      new_tax_return_delivery_enabled: true,
      custom_element_enabled: true,
      customElements: [
        '<p>Office hours: Monday to Friday, 9 to 5.</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
      ],
    },
    custom_statuses: [
      { client_display_status: 'Waiting on your documents', client_instruction: 'Please upload your W-2 forms.' },
    ],
    users: [
      {
        email: clientEmail,
        fname: 'Mia',
        lname: 'Multi',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [
          {
            name: 'Mia Multi',
            questionnaires: [
              {
                name: '2025 Individual Organizer',
                tax_year: 2025,
                due_date: inThreeDays,
                custom_status: 'Waiting on your documents',
                sections: ['Personal Information', 'Income'],
              },
              { name: '2024 Individual Organizer', tax_year: 2024, completed: true },
            ],
          },
          {
            name: 'Mia Ventures LLC',
            entity_type: 'Partnership',
            questionnaires: [{ name: 'Business Organizer', tax_year: 2025, opened: true }],
          },
        ],
      },
    ],
  });
  [personal, ventures] = firm.users.find((u) => u.email === clientEmail)!.companies;
  returns.personal = await deliverReturn(personal.id, { tax_year: 2025, name: 'Form 1040' });
  returns.locked = await deliverReturn(personal.id, { tax_year: 2024, name: 'Form 1040-X', locked: true });
  returns.ventures = await deliverReturn(ventures.id, { tax_year: 2025, name: 'Form 1065' });

  context = await newContext(browser());
  page = await context.newPage();
  await signInWithPassword(page, clientEmail, demoPassword);
  await page.getByRole('heading', { name: 'Welcome, Mia' }).waitFor();
});

afterAll(async () => {
  await context?.close();
});

describe('the client dashboard', () => {
  test('shows the year’s cards for the chosen entity, the custom status, the due badge and the firm card', async () => {
    // FA §9: options from 2018 to the default year, the year of the date ten months ago, which is chosen at first.
    const tenMonthsAgo = new Date();
    tenMonthsAgo.setMonth(tenMonthsAgo.getMonth() - 10);
    const options = await taxYear().locator('option').allTextContents();
    expect([options[0], options.at(-1)]).toEqual(['2018', String(tenMonthsAgo.getFullYear())]);
    expect(await taxYear().inputValue()).toBe(String(tenMonthsAgo.getFullYear()));
    await page.getByRole('radio', { name: 'Mia Multi' }).check();
    await chooseYear(2025);
    await expect.poll(() => cardsHeading().textContent()).toBe('Questionnaires & Tax Returns');

    const organizer = card('2025 Individual Organizer');
    await organizer.waitFor();
    await organizer.getByText('Waiting on your documents').waitFor();
    await organizer.getByText('Please upload your W-2 forms.').waitFor();
    await organizer.getByText('Due in 3 days').waitFor();
    await organizer.getByText('Personal Information').waitFor();
    // Start opens the answering page (QD §2 /questionnaire/{companyHash}?questionnaireId={id}).
    expect(await organizer.getByRole('link', { name: 'Start' }).getAttribute('href')).toMatch(
      /^\/questionnaire\/[^/?]+\?questionnaireId=[^&]+$/,
    );

    const form1040 = card('Form 1040');
    await form1040.getByText(draftStatusSentence.draft).waitFor();
    await form1040.getByText('1 signature to sign').waitFor();
    await form1040.getByText('2 payments remaining').waitFor();
    expect(await form1040.getByRole('button', { name: 'Review Draft' }).isEnabled()).toBe(true);

    const aside = page.getByRole('region', { name: 'Harbor Tax Co' });
    await aside.getByText('Your advisor: Pat Partner').waitFor();
    await aside.getByRole('button', { name: 'Send a Message' }).waitFor();
    // The firm's HTML shows, sanitised: its text stays, its handlers and scripts do not run.
    await aside.getByText('Office hours: Monday to Friday, 9 to 5.').waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await aside.locator('script, [onerror]').count()).toBe(0);

    await expectAccessible(page, 'the client dashboard');
  });

  test('switching year and entity shows that year’s and that entity’s cards; the year is remembered', async () => {
    await page.getByRole('radio', { name: 'Mia Multi' }).check();
    await chooseYear(2024);
    const done = card('2024 Individual Organizer');
    await done.getByText('Completed').first().waitFor();
    // Completed: View instead of Start (QD §2, §4). The 2024 return is locked: the client can't open it (MD §4).
    await done.getByRole('link', { name: 'View' }).waitFor();
    const locked = card('Form 1040-X');
    await locked.getByText('This tax return is locked').waitFor();
    expect(await locked.getByRole('button').isDisabled()).toBe(true);
    expect(await card('2025 Individual Organizer').count()).toBe(0);

    await chooseYear(2023);
    await page.getByText('No questionnaires found').waitFor();
    expect(await cardsHeading().textContent()).toBe('Questionnaires');

    await page.getByRole('radio', { name: 'Mia Ventures LLC' }).check();
    await chooseYear(2025);
    await card('Business Organizer').getByText('Opened').first().waitFor();
    await card('Form 1065').waitFor();
    expect(await card('Form 1040').count()).toBe(0);

    await chooseYear(2024);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Mia' }).waitFor();
    expect(await taxYear().inputValue()).toBe('2024');
    await chooseYear(2025);
  });

  test('a questionnaire the firm sends while the dashboard is open shows on it, without a reload', async () => {
    await page.getByRole('radio', { name: 'Mia Ventures LLC' }).check();
    await chooseYear(2025);
    await card('Business Organizer').waitFor();
    expect(await card('Rental Property (Schedule E)').count()).toBe(0);
    const { firebase_token: token } = await signIn(firm.partnerEmail);
    const sent = await api('/questionnaires/send_questionnaires', {
      token,
      body: {
        questionnaire_template_id: 'builtin-schedule-e',
        tax_year: 2025,
        company_ids: [ventures.id],
        due_date: inDays(14),
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // The send goes through the queue; its notification reaches the open dashboard through the realtime channel.
    await card('Rental Property (Schedule E)').waitFor({ timeout: 20_000 });
    await card('Business Organizer').waitFor();
  });
});

describe('the draft review', () => {
  test('the client opens the index, jumps to a bookmark, downloads the PDF and approves the return', async () => {
    await page.getByRole('radio', { name: 'Mia Multi' }).check();
    await chooseYear(2025);
    await card('Form 1040').getByRole('button', { name: 'Review Draft' }).click();
    const dialog = reviewDialog();
    await dialog.getByText('Page 1 of 5').waitFor();

    const index = dialog.getByRole('tabpanel', { name: 'Index' });
    for (const form of ['Form 1040 (2025)', 'Schedule 1', 'Schedule C', 'Form 8879'])
      await index.getByRole('button', { name: form }).waitFor();
    await index.getByRole('button', { name: 'Schedule C' }).click();
    await dialog.getByText('Page 4 of 5').waitFor();
    expect(await index.getByRole('button', { name: 'Schedule C' }).getAttribute('aria-current')).toBe('location');
    await dialog.getByRole('button', { name: 'Next page' }).click();
    await dialog.getByText('Page 5 of 5').waitFor();
    await expectAccessible(page, 'the draft review');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await dialog.getByRole('button', { name: 'Approve' }).click();
    // Approving cannot be undone: it asks first.
    await page
      .getByRole('alertdialog', { name: 'Approve this tax return?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await toast('Tax return approved successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const form1040 = card('Form 1040');
    await form1040.getByText(draftStatusSentence.approved).waitFor();
    await form1040.getByRole('button', { name: 'View' }).waitFor();
    expect(await form1040.getByRole('button', { name: 'Review Draft' }).count()).toBe(0);

    // Viewing: no Approve or Request Changes any more; the activity log records the approval.
    await form1040.getByRole('button', { name: 'View' }).click();
    await reviewDialog().getByText('Page 1 of 5').waitFor();
    expect(await reviewDialog().getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await reviewDialog().getByRole('button', { name: 'Request Changes' }).count()).toBe(0);
    await reviewDialog().getByRole('tab', { name: 'Activity' }).click();
    await expect
      .poll(() => reviewDialog().getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    await reviewDialog().getByRole('button', { name: 'Close' }).click();
    await reviewDialog().waitFor({ state: 'detached' });
  });

  test('Request Changes needs a reason; with one, the return is sent back and only View remains', async () => {
    await page.getByRole('radio', { name: 'Mia Ventures LLC' }).check();
    await chooseYear(2025);
    await card('Form 1065').getByRole('button', { name: 'Review Draft' }).click();
    await reviewDialog().getByRole('button', { name: 'Request Changes' }).click();

    const ask = page.getByRole('dialog', { name: 'Reason for changes' });
    const send = ask.getByRole('button', { name: 'Request Changes' });
    expect(await send.isDisabled()).toBe(true);
    await ask.getByRole('textbox', { name: 'Reason' }).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await ask.getByRole('textbox', { name: 'Reason' }).fill('The partnership’s address is out of date.');
    await send.click();

    await toast('Tax return changes requested successfully').waitFor();
    await ask.waitFor({ state: 'detached' });
    const form1065 = card('Form 1065');
    await form1065.getByText(draftStatusSentence.change_requested).waitFor();
    await form1065.getByRole('button', { name: 'View' }).waitFor();
  });

  test('/tax-return-delivery/{id}?companyId= opens the review of that return; closing it goes to the dashboard', async () => {
    await page.goto(`/tax-return-delivery/${returns.ventures}?companyId=${ventures.id}`);
    await reviewDialog().getByText('Page 1 of 5').waitFor();
    await reviewDialog().getByText(draftStatusSentence.change_requested).waitFor();
    await reviewDialog().getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Welcome, Mia' }).waitFor();
  });
});

describe('the advisor preview', () => {
  test('staff see the client’s dashboard at /preview/user/{id} as the client does, every action disabled but View, which opens the staff preview of the questionnaire', async () => {
    const staffContext = await newContext(browser());
    const staff = await staffContext.newPage();
    await signInWithPassword(staff, firm.partnerEmail, demoPassword);
    await staff.getByRole('heading', { name: 'Home' }).waitFor();
    const mia = firm.users.find((u) => u.email === clientEmail)!;

    await staff.goto(`/preview/user/${mia.id}?previewCompanyHash=${personal.hash_id}`);
    await staff.getByRole('heading', { name: 'Welcome, Mia' }).waitFor();
    expect(await staff.getByRole('radio', { name: 'Mia Multi' }).isChecked()).toBe(true);
    await staff.getByRole('region', { name: 'Harbor Tax Co' }).getByText('Your advisor: Pat Partner').waitFor();
    await staff.getByRole('combobox', { name: 'Tax Year' }).selectOption('2025');
    const organizer = staff.getByRole('article', { name: '2025 Individual Organizer' });
    await organizer.getByText('Waiting on your documents').waitFor();
    const form1040 = staff.getByRole('article', { name: 'Form 1040' });
    await form1040.getByText(draftStatusSentence.approved).waitFor();

    const main = staff.getByRole('main');
    // Messaging is not usable in a preview; a questionnaire's View opens the staff preview of it (QD §2).
    const messageButtons = await main.getByRole('button', { name: 'Send a Message', exact: true }).all();
    expect(messageButtons.length).toBeGreaterThan(0);
    for (const button of messageButtons) expect(await button.isDisabled()).toBe(true);
    const views = await organizer.getByRole('link', { name: 'View', exact: true }).all();
    expect(views.length).toBe(1);
    expect(await views[0]!.getAttribute('href')).toMatch(/^\/preview\/[^/]+\/questionnaire\/[^/]+$/);
    // The client's navigation, as the client has it: the dashboard; Messages there but not usable in a preview.
    const nav = staff.getByRole('navigation', { name: 'Client navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Exit preview' }).count()).toBe(1);
    expect(await staff.getByRole('navigation', { name: 'Staff navigation' }).count()).toBe(0);
    await expectAccessible(staff, 'the advisor preview');

    // Another entity: the preview follows it, still read-only.
    // The choice goes into the address first and the radio follows it, so click and wait rather than check().
    await staff.getByRole('radio', { name: 'Mia Ventures LLC' }).click();
    await staff.waitForURL((url) => url.searchParams.get('previewCompanyHash') === ventures.hash_id);
    await staff.getByRole('article', { name: 'Form 1065' }).getByText(draftStatusSentence.change_requested).waitFor();
    expect(await staff.getByRole('radio', { name: 'Mia Ventures LLC' }).isChecked()).toBe(true);
    await staffContext.close();
  });
});
