/**
 * The Guide (FA §2.2 /admin-guide, §2.5 onboarding card), /design (FA §2.1), the platform's global alert (FA §7.5)
 * and the Templates page's 'Copy sign-up link' (FA §2.1 self sign-up) in the browser. Every test makes a firm of
 * its own; the global alert is the platform's, so its test turns it off again at once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await setAlert({ off: true }).catch(() => undefined);
  for (const c of contexts) await c.close();
});

async function page(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser(), viewport ? { viewport } : {});
  contexts.push(context);
  return context.newPage();
}

async function signedIn(email: string, landing: string): Promise<Page> {
  const p = await page();
  await signInWithPassword(p, email, demoPassword);
  await p.getByRole('heading', { name: landing, level: 1 }).waitFor();
  return p;
}

/** What `npm run alert` does against the local stack (scripts/alert.ts). */
async function setAlert(body: { text?: string; off?: boolean }) {
  const res = await fetch(`${baseUrl()}/_dev/global-alert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`alert: ${res.status}`);
}

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications' }).getByText(text).last();
const staffNav = (p: Page) => p.getByRole('navigation', { name: 'Staff navigation' });

describe('the Guide', () => {
  test('advisors see the Guide when the tour is on, and their completed steps are remembered', async () => {
    const advisor = uniqueEmail('guide-adv');
    await makeFirm({
      preferences: { tour_enabled: true, new_tax_return_delivery_enabled: true },
      users: [{ email: advisor, password: demoPassword, is_advisor: true, firm_access: 'full' }],
    });
    const p = await signedIn(advisor, 'Home');
    await p.getByRole('heading', { name: 'Getting started' }).waitFor();
    await p.getByRole('link', { name: 'Open the Guide' }).click();
    await p.waitForURL((u) => u.pathname === '/admin-guide');
    await p.getByRole('heading', { name: 'Guide', level: 1 }).waitFor();
    expect(await staffNav(p).getByRole('link', { name: 'Guide' }).count()).toBe(1);
    // A full-access user is not a partner: no Firm Settings step.
    expect(await p.getByRole('heading', { name: 'Firm Settings' }).count()).toBe(0);
    await p.getByText('0 of 6 steps done').waitFor();
    await expectAccessible(p, 'the Guide');

    await p.getByRole('checkbox', { name: 'Done: Clients' }).check();
    await p.getByText('1 of 6 steps done').waitFor();
    // Saved once the mark can be changed again.
    await expect.poll(() => p.getByRole('checkbox', { name: 'Done: Clients' }).isEnabled()).toBe(true);
    await p.reload();
    await p.getByRole('heading', { name: 'Guide', level: 1 }).waitFor();
    await expect.poll(() => p.getByRole('checkbox', { name: 'Done: Clients' }).isChecked()).toBe(true);
    expect(await p.getByRole('checkbox', { name: 'Done: Messages' }).isChecked()).toBe(false);
    const me = await api('/sessions/current_user', { token: (await signIn(advisor)).firebase_token });
    expect(me.body.user.preferences.guide_completed_steps).toEqual(['clients']);

    await p.getByRole('link', { name: 'Open Clients' }).click();
    await p.waitForURL((u) => u.pathname === '/clients');
  });

  test('without the tour there is no Guide: no link, no card, and /admin-guide is Not found', async () => {
    const firm = await makeFirm();
    const p = await signedIn(firm.partnerEmail, 'Home');
    expect(await staffNav(p).getByRole('link', { name: 'Guide' }).count()).toBe(0);
    expect(await p.getByRole('heading', { name: 'Getting started' }).count()).toBe(0);
    await p.goto('/admin-guide');
    await p.getByRole('heading', { name: /not found/i }).waitFor();
  });
});

describe('/design', () => {
  test('the style guide renders without sign-in and passes axe, on a phone too', async () => {
    for (const viewport of [undefined, phone]) {
      const p = await page(viewport);
      await p.goto('/design');
      await p.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
      for (const name of ['Colours', 'Type ramp', 'Buttons', 'Fields', 'Message bars'])
        await p.getByRole('heading', { name, level: 2 }).waitFor();
      await p.getByText('colorBrandBackground', { exact: true }).waitFor();
      await p.getByRole('button', { name: 'Primary' }).waitFor();
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(p, `/design${viewport ? ' on a phone' : ''}`);
    }
  });
});

describe('the global alert', () => {
  test('appears live on an open screen once set, and on a signed-out screen too', async () => {
    const client = uniqueEmail('alert-client');
    await makeFirm({
      users: [{ email: client, password: demoPassword, fname: 'Ali', companies: [{ name: 'Ali Co' }] }],
    });
    const p = await signedIn(client, 'Welcome, Ali');
    const signedOut = await page();
    await signedOut.goto('/signin');
    await signedOut.getByRole('heading', { name: 'Sign In' }).waitFor();
    const text = `Maintenance tonight ${Date.now()}`;
    const alertOn = (x: Page) => x.getByRole('region', { name: 'Service alert' }).getByRole('alert').getByText(text);
    try {
      await setAlert({ text });
      // No reload: the realtime channel brings it.
      await alertOn(p).waitFor({ timeout: 10_000 });
      await expectAccessible(p, 'the dashboard with the global alert');
      await signedOut.reload();
      await alertOn(signedOut).waitFor();
    } finally {
      await setAlert({ off: true });
    }
    await alertOn(p).waitFor({ state: 'detached', timeout: 10_000 });
  });
});

describe('Copy sign-up link', () => {
  test('copies a template’s sign-up link, which opens the template sign-up', async () => {
    const firm = await makeFirm({ firm_name: 'Link Copy Firm' });
    const p = await signedIn(firm.partnerEmail, 'Home');
    await p.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await staffNav(p).getByRole('link', { name: 'Templates' }).click();
    await p.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    const name = 'Individual Tax Organizer (Form 1040)';
    await p.getByRole('button', { name: `Copy sign-up link of ${name}` }).click();
    await toast(p, 'Link copied').waitFor();
    const link = await p.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^https?:\/\/[^/]+\/template\/[^/?#]+$/);

    const visitor = await page();
    await visitor.goto(new URL(link).pathname);
    await visitor.getByRole('heading', { name: 'Link Copy Firm' }).waitFor();
  });
});
