/**
 * FA §2.5 'Should we also update the Entity's Entity Email': a partner changes a client's email in Edit user; the
 * entities whose email was the old one are named, and 'Update entity email' gives them the new one (FA §7.4
 * 'Update entity email'). An entity with another email is left alone.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

test("changing a client's email offers to update the entities that carried the old one", async () => {
  const eli = uniqueEmail('eli');
  const firm = await makeFirm({
    users: [
      {
        email: eli,
        fname: 'Eli',
        lname: 'Emailer',
        companies: [{ name: 'Eli Household' }, { name: 'Eli Works LLC', entity_type: 'Partnership' }],
      },
    ],
  });
  const token = (await signIn(firm.partnerEmail)).firebase_token;
  const client = firm.users.find((u) => u.email === eli)!;
  const [household, works] = client.companies;
  const setEmail = (id: string, business_email: string) =>
    api(`/companies/${id}`, { token, method: 'PATCH', body: { business_email } });
  expect((await setEmail(household!.id, eli)).status).toBe(200);
  expect((await setEmail(works!.id, 'office@eli-works.test')).status).toBe(200);

  const context = await newContext(browser(), { viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInWithPassword(page, firm.partnerEmail, demoPassword);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('heading', { name: 'Eli Emailer', level: 1 }).waitFor();

  await page.getByRole('button', { name: 'Edit user', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.waitFor();
  const changed = uniqueEmail('eli-new');
  await edit.getByLabel('Email', { exact: true }).fill(changed);
  // The email check answers after its pause before Save is pressed.
  await page.waitForTimeout(600);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();

  const ask = page.getByRole('alertdialog', { name: "Should we also update the Entity's Entity Email" });
  await ask.waitFor();
  await page.waitForTimeout(400);
  await expect.poll(() => ask.textContent()).toContain(`Eli Household uses ${eli} as the entity email`);
  expect(await ask.textContent()).not.toContain('Eli Works LLC');
  await expectAccessible(page, "the 'Should we also update the Entity's Entity Email' dialog");
  await ask.getByRole('button', { name: 'Update entity email' }).click();
  await ask.waitFor({ state: 'detached' });

  await expect
    .poll(async () => (await api(`/companies/${household!.id}`, { token })).body.company?.business_email)
    .toBe(changed);
  expect((await api(`/companies/${works!.id}`, { token })).body.company?.business_email).toBe('office@eli-works.test');
});
