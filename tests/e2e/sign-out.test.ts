import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, demoPassword, makeFirm, uniqueEmail } from '../support/api';
import {
  expectAccessible,
  newContext,
  sessionKey,
  signInWithPassword,
  signOutFromMenu,
  useBrowser,
} from './support/browser';

const { browser } = useBrowser();

const notice =
  'You have been signed out. When you are signed out in one page, we sign you out in all of them to keep your data secure.';

const storedSession = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? 'null') as { firebase_token: string; refresh_token: string } | null,
    sessionKey,
  );

/** Counts the API calls a page makes to a path, by status. */
function watchCalls(page: Page, path: string): { statuses: number[] } {
  const seen = { statuses: [] as number[] };
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === `/api${path}`) seen.statuses.push(r.status());
  });
  return seen;
}

async function staffSignedIn(page: Page) {
  const email = uniqueEmail('signout');
  await makeFirm({ users: [{ email, is_advisor: true, firm_access: 'full', password: demoPassword }] });
  await signInWithPassword(page, email, demoPassword);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  return email;
}

describe('signing out everywhere (FA §4.5 step 7)', () => {
  test('signing out in one tab signs out the other, which goes to / with the notice, cleared after 10 seconds', async () => {
    const context = await newContext(browser());
    // A clock the test can move forward, so the notice's 10 seconds need not be waited out.
    await context.clock.install();
    const first = await context.newPage();
    await staffSignedIn(first);
    const token = (await storedSession(first))!.firebase_token;

    const second = await context.newPage();
    await second.goto('/admin-profile');
    await second.getByRole('heading', { name: 'Profile Settings' }).waitFor();

    const fakeNow = () => second.evaluate(() => Date.now());
    const before = await fakeNow();
    await signOutFromMenu(first);
    await first.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(new URL(first.url()).pathname).toBe('/');

    await second.getByText(notice, { exact: true }).waitFor();
    const shown = await fakeNow();
    await second.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/');
    expect(await storedSession(second)).toBeNull();
    await expectAccessible(second, 'the Sign In screen with the signed-out notice');

    // Nine seconds after the sign-out the notice is still there; ten seconds after it appeared it is gone.
    await context.clock.fastForward(before + 9_000 - (await fakeNow()));
    expect(await second.getByText(notice).isVisible()).toBe(true);
    await context.clock.fastForward(shown + 10_100 - (await fakeNow()));
    await second.getByText(notice).waitFor({ state: 'hidden' });

    // The server session is over too: the old token no longer works.
    await expect
      .poll(async () => (await api('/sessions/current_user', { token })).status, { timeout: 15_000 })
      .toBe(401);
    await context.close();
  });

  test('an invalid identity token is refreshed once and the call retried: the user stays signed in', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await staffSignedIn(page);
    const before = (await storedSession(page))!;
    await page.evaluate(
      ({ key, session }) =>
        localStorage.setItem(
          key,
          JSON.stringify({ ...session, firebase_token: `${session.firebase_token.slice(0, -6)}broken` }),
        ),
      { key: sessionKey, session: before },
    );
    const currentUser = watchCalls(page, '/sessions/current_user');
    const refresh = watchCalls(page, '/sessions/exchange_for_firebase_token');

    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(refresh.statuses).toEqual([200]);
    expect(currentUser.statuses).toEqual([401, 200]);
    const after = (await storedSession(page))!;
    expect(after.refresh_token).toBe(before.refresh_token);
    expect(after.firebase_token).not.toContain('broken');
    expect((await api('/sessions/current_user', { token: after.firebase_token })).status).toBe(200);
    expect(await page.getByText(notice).count()).toBe(0);
    await context.close();
  });

  test('a session ended on the server signs the browser out at its next call, with the notice', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await staffSignedIn(page);
    const { firebase_token } = (await storedSession(page))!;
    expect((await api('/sessions/logout', { method: 'POST', body: {}, token: firebase_token })).status).toBe(200);
    const refresh = watchCalls(page, '/sessions/exchange_for_firebase_token');

    await page.reload();
    await page.getByText(notice, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // One refresh was tried, and refused.
    expect(refresh.statuses).toEqual([401]);
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('ledgerline.signed-out'))).toBeTruthy();
    await context.close();
  });
});
