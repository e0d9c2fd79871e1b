/**
 * The Templates screens (FA §2.2 /templates, §3.9; QD §2 admin-template mode, §3 Section and Question) in the
 * browser: the firm's list with the shipped templates, the editor, the template preview, and who may open them.
 * Every test makes a firm of its own.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const shipped1040 = 'Individual Tax Organizer (Form 1040)';

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

/** A toast; an earlier one with the same words may still be showing (a second save within its few seconds). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).last();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const templatesTable = (page: Page) => page.getByRole('region', { name: 'Templates' }).getByRole('table');
const row = (page: Page, name: string) => templatesTable(page).getByRole('row').filter({ hasText: name });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const question = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** Opens /templates from the staff navigation, as a person does. */
async function openTemplates(page: Page) {
  await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
}

describe('the Templates screens', () => {
  test('a partner sees the shipped templates, marked Shipped, and previews one as a client would see it', async () => {
    const firm = await makeFirm({ firm_name: 'Templates List Firm' });
    const page = await signedIn(firm.partnerEmail);
    await openTemplates(page);
    const organizer = row(page, shipped1040);
    await organizer.waitFor();
    await expect.poll(() => organizer.textContent()).toContain('Shipped');
    expect(await organizer.textContent()).toContain('Individual');
    expect(await row(page, 'Business Income (Schedule C)').count()).toBe(1);
    await expectAccessible(page, 'the Templates page');

    await organizer.getByRole('link', { name: `Preview ${shipped1040}` }).click();
    await page.waitForURL(/\/preview\/template\/builtin-individual-1040$/);
    // QD §2: the header year is the tax year minus 1.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toContain(shipped1040);
    expect(await heading.textContent()).toContain(String(defaultTaxYear(Date.now()) - 1));
    const sections = page.getByRole('navigation', { name: 'Sections' });
    expect(await sections.getByRole('link', { name: /^General/ }).getAttribute('aria-current')).toBe('page');
    expect(await sections.getByRole('link', { name: /^General/ }).textContent()).toMatch(/0\/\d+/);
    // Client entries are mocked with a fixed mock answer; notes and uploads are disabled; no Back.
    expect(await page.getByRole('cell', { name: 'Mock answer' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Notes' }).first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await expectAccessible(page, 'the template preview');

    await sections.getByRole('link', { name: /^Engagement Letter/ }).click();
    await page.waitForURL(/sectionId=/);
    // The signature shows as a sample; Submit is never offered in a template preview (QD §2, §4 Submission).
    await page.getByRole('region', { name: 'Engagement Letter' }).getByText('Jane Client').waitFor();
    await sections.getByRole('link', { name: /^Review and Submit/ }).click();
    await page.getByRole('region', { name: 'Review and Submit' }).waitFor();
    expect(await button(page, 'Submit').count()).toBe(0);
    await expectAccessible(page, 'the template preview of a review section');
  });

  test('the list reads as cards on a phone', async () => {
    const firm = await makeFirm({ firm_name: 'Templates Phone Firm' });
    const page = await signedIn(firm.partnerEmail, phone);
    await page.goto('/templates');
    const list = page.getByRole('list', { name: 'Templates' });
    await list.getByRole('heading', { name: shipped1040 }).waitFor();
    const card = list.getByRole('listitem').filter({ hasText: shipped1040 });
    expect(await card.textContent()).toContain('Shipped');
    await card.getByRole('link', { name: `Edit ${shipped1040}` }).waitFor();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the Templates page on a phone');
  });

  test('a template is created with a section, a Yes follow-up and a select question, edited, previewed and deleted', async () => {
    const firm = await makeFirm({ firm_name: 'Template Editor Firm' });
    const page = await signedIn(firm.partnerEmail);
    await openTemplates(page);
    await button(page, 'Create Template').click();
    await page.getByRole('heading', { name: 'Create Template', level: 1 }).waitFor();

    // Saving without a name says so at the field, which takes focus.
    await button(page, 'Save').click();
    await page.getByText('Please enter a name').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('template-name');

    await page.getByLabel(/^Name/).fill('Year-End Organizer');
    await page.getByLabel('Description').fill('What changed this year');
    await page.getByLabel('Entity kind').selectOption('Individual');
    const general = section(page, 'Section 1: New section');
    await general.getByLabel('Section name').fill('General');
    const generalSection = section(page, 'Section 1: General');

    // A select question first, with two options.
    await button(generalSection, 'Add question').click();
    const first = question(generalSection, 'Question 1');
    await first.getByLabel('Question text').fill('How did you file last year?');
    await first.getByLabel('Question type').selectOption({ label: 'Select one' });
    await first.getByRole('textbox', { name: 'Option 1' }).fill('Myself');
    await button(first, 'Add option').click();
    await first.getByRole('textbox', { name: 'Option 2' }).fill('With a preparer');

    // A yes/no question with a follow-up shown by Yes.
    await button(generalSection, 'Add question').click();
    const second = question(generalSection, 'Question 2');
    await second.getByLabel('Question text').fill('Did you move this year?');
    await second.getByRole('button', { name: 'Add follow-up to Question 2' }).click();
    const followUp = question(second, 'Question 2.1');
    expect(await followUp.getByLabel('Shown when the answer is').inputValue()).toBe('Yes');
    await followUp.getByLabel('Question text').fill('What is your new address?');
    await followUp.getByLabel('Question type').selectOption({ label: 'Long text' });
    // Follow-ups nest three levels: the third level cannot take another.
    await followUp.getByLabel('Question type').selectOption({ label: 'Yes / No' });
    await followUp.getByRole('button', { name: 'Add follow-up to Question 2.1' }).click();
    const third = question(followUp, 'Question 2.1.1');
    await third.getByLabel('Question text').fill('Did you move more than once?');
    expect(
      await third.getByRole('button', { name: 'Add follow-up to Question 2.1.1' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await button(third, 'Delete Question 2.1.1').click();
    await followUp.getByLabel('Question type').selectOption({ label: 'Long text' });
    await expectAccessible(page, 'the template editor');

    await button(page, 'Save').click();
    await toast(page, 'Saved').waitFor();
    await page.waitForURL(/\/templates$/);
    const created = row(page, 'Year-End Organizer');
    await created.waitFor();
    const cells = created.getByRole('cell');
    expect(await cells.nth(1).textContent()).toBe('What changed this year');
    expect(await cells.nth(3).textContent()).toBe('1');
    expect(await cells.nth(4).textContent()).toBe('3');
    expect(await created.textContent()).not.toContain('Shipped');

    // Reopen it: the yes/no question moves to the top, and the template is renamed.
    await created.getByRole('link', { name: 'Edit Year-End Organizer' }).click();
    await page.getByRole('heading', { name: 'Edit Template', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Year-End Organizer');
    const reopened = section(page, 'Section 1: General');
    expect(await question(reopened, 'Question 1').getByRole('textbox', { name: 'Option 2' }).inputValue()).toBe(
      'With a preparer',
    );
    await button(reopened, 'Move Question 2 up').click();
    // Focus stays on the moved question's button, now Question 1's.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Question 1 up');
    expect(await question(reopened, 'Question 1').getByLabel('Question text').first().inputValue()).toBe(
      'Did you move this year?',
    );
    await page.getByLabel(/^Name/).fill('Year-End Questions');
    await button(page, 'Save').click();
    await toast(page, 'Saved').waitFor();
    const edited = row(page, 'Year-End Questions');
    await edited.waitFor();

    // The preview numbers 1., 1.1, 2. and shows the year before the default tax year.
    await edited.getByRole('link', { name: 'Preview Year-End Questions' }).click();
    await page.waitForURL(/\/preview\/template\//);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(`${defaultTaxYear(Date.now()) - 1} Year-End Questions`);
    await expect
      .poll(() => page.getByRole('region', { name: 'General' }).getByRole('listitem').allTextContents())
      .toHaveLength(3);
    const numbered = await page
      .getByRole('region', { name: 'General' })
      .locator('[id^="question-text-"]')
      .allTextContents();
    expect(numbered).toEqual([
      '1. Did you move this year?',
      '1.1 What is your new address?',
      '2. How did you file last year?',
    ]);
    expect(await page.getByText('Shown when the answer is Yes').count()).toBe(1);
    await expectAccessible(page, 'the preview of a new template');

    // Delete it, after confirming.
    await openTemplates(page);
    await row(page, 'Year-End Questions').getByRole('button', { name: 'Delete Year-End Questions' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Template' });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    await expectAccessible(page, 'the Delete Template dialog');
    await button(dialog, 'Delete').click();
    await toast(page, 'Template deleted').waitFor();
    // The list is read again: the deleted one leaves it once the new answer is on screen, the others stay.
    await expect
      .poll(async () => [await row(page, 'Year-End Questions').count(), await row(page, shipped1040).count()])
      .toEqual([0, 1]);
  });

  test('a save over someone else’s newer save shows the server’s message, and Reload starts again from theirs', async () => {
    const firm = await makeFirm({ firm_name: 'Template Conflict Firm' });
    const { firebase_token: token } = await signIn(firm.partnerEmail);
    const content = {
      sections: [
        {
          id: 'intake',
          name: 'Intake',
          section_type: 3 as const,
          questionnaire_questions: [
            {
              id: 'q1',
              text: 'Anything new?',
              question_type: 'boolean' as const,
              options: [],
              optional: false,
              order: 0,
              questions: [],
            },
          ],
        },
      ],
    };
    const made = await call(questionnaireRoutes.saveTemplate, { name: 'Intake', ...content }, { token });
    expect(made.status).toBe(200);
    const id = made.body.template.id;
    const page = await signedIn(firm.partnerEmail);
    await page.goto(`/templates/${id}`);
    await page.getByRole('heading', { name: 'Edit Template', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Intake');

    const theirs = await call(
      questionnaireRoutes.saveTemplate,
      { template_id: id, version: made.body.template.version, name: 'Intake (theirs)', ...content },
      { token },
    );
    expect(theirs.status).toBe(200);
    await page.getByLabel(/^Name/).fill('Intake (mine)');
    await button(page, 'Save').click();
    const message = 'This template was changed by someone else. Please reload it.';
    await toast(page, message).waitFor();
    await page.getByRole('main').getByText(message).waitFor();
    await button(page, 'Reload').click();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe('Intake (theirs)');
  });

  test('a full-access user cannot open /templates when templates are disabled for non-admins', async () => {
    const full = uniqueEmail('full');
    const firm = await makeFirm({
      firm_name: 'Templates Disabled Firm',
      preferences: { template_disabled_for_nonadmin: true },
      users: [
        { email: full, fname: 'Fay', lname: 'Full', is_advisor: true, firm_access: 'full', password: demoPassword },
      ],
    });
    const page = await signedIn(full);
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    await nav.getByRole('link', { name: 'Collect' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Templates' }).count()).toBe(0);
    await page.goto('/templates');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.goto('/templates/new');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(firm.firm_id).toBeTruthy();
  });
});
