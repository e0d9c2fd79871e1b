/**
 * Issue 12: the staff Home shows what needs attention today, drafts waiting for the client among it, each with a
 * link that opens the draft. A firm of the test's own: a client with a draft sent for review and an approved one.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, demoPassword, makeFirm, uniqueEmail } from '../support/api';
import { newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const client = uniqueEmail('home-drafts-client');
let partnerEmail: string;
let company: { id: string; hash_id: string; name: string };
let draftId: string;
const closers: (() => Promise<void>)[] = [];

async function addReturn(firmId: string, companyId: string, spec: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firm_id: firmId, company_id: companyId, ...spec }),
  });
  if (res.status !== 201) throw new Error(`factory: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  const firm = await makeFirm({
    firm_name: 'Home Drafts Firm',
    preferences: { new_tax_return_delivery_enabled: true },
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
  company = firm.users.find((u) => u.email === client)!.companies[0]!;
  await addReturn(firm.firm_id, company.id, { tax_year: 2024, name: 'Form 1040', draft_status: 'approved' });
  draftId = await addReturn(firm.firm_id, company.id, { tax_year: 2025, name: 'Form 1040' });
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe('staff Home: drafts waiting for the client', () => {
  test('the staff Home lists drafts waiting for the client, each opening the draft', async () => {
    const context = await newContext(browser());
    closers.push(() => context.close());
    const page = await context.newPage();
    await signInWithPassword(page, partnerEmail, demoPassword);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const waiting = page.getByRole('region', { name: 'Drafts waiting for the client' });
    const link = waiting.getByRole('link', { name: '2025 Form 1040' });
    await link.waitFor();
    // Only the draft: the approved return waits for no one.
    expect(await waiting.getByRole('link').count()).toBe(1);
    expect(await waiting.textContent()).toMatch(/Dana Household · Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await link.click();
    await page.waitForURL(
      (u) => u.pathname === `/tax-return-delivery/${draftId}` && u.searchParams.get('companyId') === company.id,
    );
    // The draft opens read-only for staff: no Approve or Request Changes.
    const dialog = page.getByRole('dialog', { name: 'Form 1040' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});
