/**
 * The Bulk Upload Processor Review in the browser (issue 18; QD §2 the advisor questionnaire preview's bulk upload
 * processor and its full-screen review, §3 Annotation, §5, §9): a client's multi-form scan, split by the portal, is
 * reviewed by staff (one page range fixed, one type changed, an annotation added) and reads the same after a reload.
 * Every test makes a firm of its own.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { settledExtraction, uploadWith } from '../support/extracted';
import { makeMultiFormPdf } from '../support/form-corpus';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

const year = defaultTaxYear(Date.now(), 'UTC');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const folder = `/${year}/Organizer`;
const scanName = 'Forms scan.pdf';

/** A firm with the processor and annotations on, and a client's four-form scan split by the portal. */
async function reviewFirm() {
  const client = uniqueEmail('review-client');
  const content = {
    sections: [
      {
        id: 'income',
        name: 'Income',
        section_type: 3,
        questionnaire_questions: [{ id: 'w2', text: 'Please upload your W-2s', question_type: 'upload', order: 1 }],
      },
    ],
  };
  const firm = await makeFirm({
    firm_name: 'Review Firm',
    preferences: { bulk_upload_processor: true, annotation_enabled: true },
    users: [
      {
        email: client,
        password: demoPassword,
        fname: 'Riley',
        companies: [
          {
            name: 'Riley Household',
            questionnaires: [{ name: 'Riley Organizer', tax_year: year, due_date: inDays(10), content }],
          },
        ],
      },
    ],
  });
  const company = firm.users.find((u) => u.email === client)!.companies[0]!;
  const made = await makeMultiFormPdf(1818, { types: ['W-2', '1099-INT', '1098', '1099-DIV'] });
  const clientToken = (await signIn(client)).firebase_token;
  await uploadWith(clientToken, company.id, folder, scanName, made.bytes, {
    questionnaire_id: company.questionnaires[0]!.id,
    requires_splitting: true,
  });
  const partnerToken = (await signIn(firm.partnerEmail)).firebase_token;
  const { pieces } = await settledExtraction(partnerToken, company.id, folder, scanName);
  expect(pieces.map((p) => p.document_type)).toEqual(['W-2', '1099-INT', '1098', '1099-DIV']);
  return { firm, pieces };
}

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : undefined);
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  return page;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Collect, the questionnaire's preview, its bulk upload processor's Review. */
async function openReview(page: Page): Promise<Locator> {
  await page.goto('/overview');
  await page.getByRole('heading', { name: 'Collect', level: 1 }).waitFor();
  // A table on a desktop, cards on a phone: the questionnaire's name opens its preview either way.
  await button(page.getByRole('main'), 'Riley Organizer').first().click();
  const preview = page.getByRole('dialog', { name: /Riley Organizer/ });
  await preview.getByRole('heading', { name: 'Bulk Upload Processor' }).waitFor();
  await button(preview, 'Review').click();
  const review = page.getByRole('dialog', { name: 'Bulk Upload Processor Review' });
  await review.getByRole('heading', { name: 'Documents in this upload' }).waitFor();
  await page.waitForTimeout(400);
  return review;
}

const row = (review: Locator, n: number) => review.getByRole('group', { name: `Document ${n}` });

describe('the Bulk Upload Processor Review', () => {
  test('staff fix a page range, change a type and add an annotation, and see it all after a reload', async () => {
    const { firm, pieces } = await reviewFirm();
    const [, , mortgage, dividends] = pieces;
    const page = await signedIn(firm.partnerEmail);
    let review = await openReview(page);
    await expectAccessible(page, 'the Bulk Upload Processor Review');

    // The 1098 and the 1099-DIV after it become one document: one range fixed, the row after it removed.
    const merged = `${mortgage!.parent_pages!.split('-')[0]}-${dividends!.parent_pages!.split('-').at(-1)}`;
    await row(review, 3).getByLabel('Pages').fill(merged);
    await button(review, 'Remove document 4').click();
    // And the first document's type is changed.
    await row(review, 1).getByLabel('Document type').selectOption('1099-MISC');
    await button(review, 'Save split').click();
    await toast(page, 'Saved').waitFor();
    await expect.poll(() => review.getByRole('group', { name: /^Document \d$/ }).count()).toBe(3);

    // An annotation on the first document (its range unchanged, so it keeps its document).
    await review.getByRole('radio', { name: 'Textbox', exact: true }).click();
    await button(review, 'Add a textbox on page 1').click();
    await review.getByLabel('Annotation text').fill('Checked 2025');
    await button(review, 'Save annotations').click();
    await toast(page, 'Annotation updated successfully').waitFor();

    await page.reload();
    review = await openReview(page);
    expect(await row(review, 3).getByLabel('Pages').inputValue()).toBe(merged);
    expect(await review.getByRole('group', { name: 'Document 4' }).count()).toBe(0);
    expect(await row(review, 1).getByLabel('Document type').inputValue()).toBe('1099-MISC');
    await review.getByText('Checked 2025').waitFor();
  });

  test('on a phone the review opens full screen, its forms usable and accessible', async () => {
    const { firm } = await reviewFirm();
    const page = await signedIn(firm.partnerEmail, phone);
    const review = await openReview(page);
    await row(review, 1).getByLabel('Pages').waitFor();
    const box = await review.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the review on a phone');
  });
});
