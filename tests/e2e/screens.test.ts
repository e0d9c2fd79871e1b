import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoPassword } from '../support/api';
import { expectAccessible, newContext, phone, signInWithPassword, useBrowser } from './support/browser';

const { browser } = useBrowser();

/** Every screen that exists so far, on a desktop and on a phone: readable, no sideways scrolling, no axe violation. */
const viewports = { desktop: { width: 1280, height: 800 }, phone };

async function expectFits(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

describe('screens open without signing in', () => {
  const screens: [string, string, string][] = [
    ['/signin', 'Sign In', 'the Sign In screen'],
    ['/create-firm', 'Create your firm', 'the Create firm page'],
    ['/help', 'Get Help', 'the Help page'],
    ['/no-such-page', 'Page not found', 'Not found'],
  ];
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`on a ${name}, each public screen fits and passes axe`, async () => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      for (const [path, heading, what] of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByRole('heading', { level: 1 }).first().textContent(), what).toContain(heading);
        await expectFits(page, `${what} (${name})`);
        await expectAccessible(page, `${what} (${name})`);
      }
      await context.close();
    });
  }
});

describe('signed-in screens', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`on a ${name}, staff Home and Profile Settings fit and pass axe`, async () => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      await signInWithPassword(page, 'full@demo.test', demoPassword);
      await page.getByRole('heading', { name: 'Home' }).waitFor();
      await expectFits(page, `staff Home (${name})`);
      await expectAccessible(page, `staff Home (${name})`);
      await page.getByRole('link', { name: 'Profile Settings' }).click();
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      await expectFits(page, `Profile Settings (${name})`);
      await expectAccessible(page, `Profile Settings (${name})`);
      await context.close();
    });
  }

  test('the skip link takes a keyboard user past the navigation to the page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'advisor@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(skip).toMatch(/skip/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  test('a client on a signed-in path that needs staff is sent to their dashboard, not a staff page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInWithPassword(page, 'client@demo.test', demoPassword);
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    await page.goto('/admin-profile');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff navigation' }).count()).toBe(0);
    await context.close();
  });
});
