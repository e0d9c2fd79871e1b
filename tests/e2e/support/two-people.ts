import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoPassword } from '../../support/api';
import { newContext, signInWithPassword } from './browser';

export interface TwoPeople {
  staffContext: BrowserContext;
  clientContext: BrowserContext;
  /** The demo partner (partner@demo.test), on Home. */
  staff: Page;
  /** The demo client Casey (client@demo.test), on the dashboard. */
  client: Page;
}

/** The demo partner and the demo client side by side in two browser contexts, each signed in. */
export async function partnerAndCasey(browser: Browser): Promise<TwoPeople> {
  const staffContext = await newContext(browser);
  const clientContext = await newContext(browser);
  const staff = await staffContext.newPage();
  const client = await clientContext.newPage();
  await signInWithPassword(staff, 'partner@demo.test', demoPassword);
  await staff.getByRole('heading', { name: 'Home' }).waitFor();
  await signInWithPassword(client, 'client@demo.test', demoPassword);
  await client.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
  return { staffContext, clientContext, staff, client };
}
