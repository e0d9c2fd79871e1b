/**
 * Issue 19, FA §2.7: staff upload a signature request for one entity; it is read and sent to the owner, who signs it
 * in the browser; staff see it signed, open its review in a frame and download the signed document with the
 * signature on its page; then complete and delete it. The empty state, keyboard, phone and axe. Firms of the test's
 * own.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signatureRequestText as spec } from '@ledgerline/shared/signature-requests';
import { demoPassword, makeFirm, uniqueEmail, waitForMail } from '../support/api';
import { readPdf } from '../support/exports';
import { expectAccessible, mailClock, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const client = uniqueEmail('sigreq-client');
const closers: (() => Promise<void>)[] = [];
let partnerEmail: string;
let emptyPartnerEmail: string;

async function letter(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) {
    pdf.addPage([612, 792]).drawText(`Engagement letter page ${i}`, { x: 72, y: 700, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Signature Firm',
    preferences: { signature_requests_enabled: true },
    users: [
      {
        email: client,
        fname: 'Dana',
        lname: 'Draft',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Dana Household' }],
      },
    ],
  });
  partnerEmail = firm.partnerEmail;
  const empty = await makeFirm({ firm_name: 'Quiet Firm', preferences: { signature_requests_enabled: true } });
  emptyPartnerEmail = empty.partnerEmail;
});

afterAll(async () => {
  for (const close of closers) await close();
});

async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  closers.push(() => context.close());
  const page = await context.newPage();
  await signInWithPassword(page, email, demoPassword);
  // Signed in: the staff home or the client's dashboard.
  await page.getByRole('heading', { level: 1, name: /^(Home|Welcome, Dana)$/ }).waitFor();
  return page;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}` }) });

describe('signature requests (FA §2.7)', () => {
  test('with no requests the page says so and offers Send, on a desktop and a phone, accessibly', async () => {
    for (const viewport of [undefined, phone]) {
      const page = await signedIn(emptyPartnerEmail, viewport);
      await page.goto('/signature-requests');
      await page.getByRole('heading', { name: 'Signature Requests', level: 1 }).waitFor();
      await page.getByText(spec.noneFound).waitFor();
      await expectAccessible(page, `the empty signature requests page (${viewport ? 'phone' : 'desktop'})`);
      const send = page.getByRole('button', { name: spec.send });
      await send.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: spec.uploadTitle });
      await dialog.waitFor();
      await expectAccessible(page, `the Upload Signature Request dialog (${viewport ? 'phone' : 'desktop'})`);
      // Nothing chosen: the spec's words for each missing part.
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText(spec.oneEntity).waitFor();
      await dialog.getByText(spec.fileRequired).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(spec.send);
    }
  });

  test('a signature request is uploaded, signed by the client and downloaded with the signature on its page', async () => {
    const staff = await signedIn(partnerEmail);
    await staff.goto('/signature-requests');
    await staff.getByText(spec.noneFound).waitFor();
    const since = mailClock();

    await staff.getByRole('button', { name: 'Upload Signature Request' }).click();
    const dialog = staff.getByRole('dialog', { name: spec.uploadTitle });
    await dialog.getByRole('searchbox', { name: 'Search entities' }).fill('Dana');
    await dialog.getByRole('radio', { name: 'Dana Household' }).check();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'Engagement letter.pdf', mimeType: 'application/pdf', buffer: await letter() });
    await expect.poll(() => dialog.getByLabel('Document name').inputValue()).toBe('Engagement letter');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = rowOf(staff, 'Engagement letter');
    await row.waitFor();
    expect(await row.textContent()).toContain('Dana Household');
    if ((await row.textContent())?.includes('Processing')) {
      // Still being read: it does not open, and says why.
      await row.getByRole('button', { name: 'Open Engagement letter' }).click();
      await staff.getByText(spec.stillProcessing).waitFor();
      expect(await staff.getByRole('dialog').count()).toBe(0);
    }
    await row.getByText('Sent', { exact: true }).waitFor();

    // The client follows the emailed link and signs, typed.
    const mail = await waitForMail(client, (m) => m.at >= since && m.subject.includes('Engagement letter'));
    const path = mail.text.match(/\/review-signature-request\/[^?\s]+\?companyId=\S+/)?.[0];
    expect(path).toBeTruthy();
    const owner = await signedIn(client);
    await owner.goto(path!);
    await owner.getByRole('heading', { name: 'Engagement letter', level: 1 }).waitFor();
    await owner.getByText('Dana Draft (you)').waitFor();
    await owner.getByText('Not signed').waitFor();
    await owner.getByRole('region', { name: 'Document' }).getByText('Engagement letter page 2').waitFor();
    await expectAccessible(owner, 'the review page, before signing');
    await owner.getByRole('button', { name: 'Sign' }).click();
    const sign = owner.getByRole('dialog', { name: 'Sign document' });
    await sign.waitFor();
    await expectAccessible(owner, 'the signature dialog');
    await sign.getByLabel('Type your full name').fill('Dana D. Signature');
    await sign.getByRole('button', { name: 'Sign' }).click();
    await owner.getByText('Thank you, your signature has been recorded').waitFor();
    await owner.getByText(/^Signed [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    expect(await owner.getByRole('button', { name: 'Sign' }).count()).toBe(0);

    // Staff see it signed, open the review in its frame, and download the signed document.
    await staff.reload();
    await rowOf(staff, 'Engagement letter').getByText('Signed', { exact: true }).waitFor();
    await rowOf(staff, 'Engagement letter').getByRole('button', { name: 'Open Engagement letter' }).click();
    const review = staff.getByRole('dialog', { name: 'Engagement letter' });
    await review.waitFor();
    const frame = staff.frameLocator('iframe[title="Review signature request"]');
    await frame.getByRole('heading', { name: 'Engagement letter', level: 1 }).waitFor();
    await frame.getByText(/^Signed [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    await review.getByRole('button', { name: 'Close' }).click();

    await rowOf(staff, 'Engagement letter').getByRole('button', { name: 'Actions for Engagement letter' }).click();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('menuitem', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Engagement letter (signed).pdf');
    const signed = await readPdf(new Uint8Array(readFileSync((await download.path())!)));
    expect(signed.pages).toHaveLength(2);
    expect(signed.pages[1]).toContain('Dana D. Signature');
    expect(signed.pages[1]).toContain('Electronically signed by Dana Draft');
    expect(signed.pages[0]).not.toContain('Dana D. Signature');

    // Completed, then deleted: the table is empty again.
    await rowOf(staff, 'Engagement letter').getByRole('button', { name: 'Actions for Engagement letter' }).click();
    await staff.getByRole('menuitem', { name: 'Mark as completed' }).click();
    await staff.getByText(spec.markedCompleted).waitFor();
    await rowOf(staff, 'Engagement letter').getByText('Completed', { exact: true }).waitFor();
    await expectAccessible(staff, 'the signature requests table');
    await rowOf(staff, 'Engagement letter').getByRole('button', { name: 'Actions for Engagement letter' }).click();
    await staff.getByRole('menuitem', { name: 'Delete' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await staff.getByText(spec.deleted).waitFor();
    await staff.getByText(spec.noneFound).waitFor();
  });

  test('the review page works on a phone: the signer signs by drawing', async () => {
    const staff = await signedIn(partnerEmail);
    await staff.goto('/signature-requests');
    await staff.getByRole('button', { name: 'Upload Signature Request' }).click();
    const dialog = staff.getByRole('dialog', { name: spec.uploadTitle });
    await dialog.getByRole('searchbox', { name: 'Search entities' }).fill('Dana');
    await dialog.getByRole('radio', { name: 'Dana Household' }).check();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'Consent.pdf', mimeType: 'application/pdf', buffer: await letter() });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await rowOf(staff, 'Consent').getByText('Sent', { exact: true }).waitFor();
    const mail = await waitForMail(client, (m) => m.subject.includes('Consent'));
    const path = mail.text.match(/\/review-signature-request\/[^?\s]+\?companyId=\S+/)![0];

    const owner = await signedIn(client, phone);
    await owner.goto(path);
    await owner.getByRole('heading', { name: 'Consent', level: 1 }).waitFor();
    await owner.getByRole('region', { name: 'Document' }).getByText('Engagement letter page 2').waitFor();
    await expectAccessible(owner, 'the review page on a phone');
    await owner.getByRole('button', { name: 'Sign' }).click();
    const sign = owner.getByRole('dialog', { name: 'Sign document' });
    await sign.getByRole('tab', { name: 'Draw' }).click();
    const pad = sign.getByRole('img', { name: /^Draw your signature/ });
    const box = (await pad.boundingBox())!;
    await owner.mouse.move(box.x + 20, box.y + box.height / 2);
    await owner.mouse.down();
    await owner.mouse.move(box.x + box.width / 2, box.y + 10, { steps: 5 });
    await owner.mouse.move(box.x + box.width - 20, box.y + box.height - 10, { steps: 5 });
    await owner.mouse.up();
    await sign.getByRole('button', { name: 'Sign' }).click();
    await owner.getByText('Thank you, your signature has been recorded').waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });
});
