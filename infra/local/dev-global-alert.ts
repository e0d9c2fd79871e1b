/**
 * Local only, never mounted in AWS: `POST /_dev/global-alert {text}` sets the platform's global alert (FA §7.5),
 * `{text: null}` (or `{off: true}`) turns it off. `npm run alert` calls it when the local stack runs; against AWS
 * the script runs the same setGlobalAlert itself (scripts/alert.ts). Either way the item is written and every
 * open realtime connection is told.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { setGlobalAlert } from '@ledgerline/functions/platform/global-alert';
import { json, readDevJson } from './api-server';

const SetAlert = z.object({
  text: z.string().max(500).nullable().optional(),
  off: z.boolean().optional(),
});

export async function handleDevGlobalAlert(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname !== '/_dev/global-alert') return false;
  if (req.method !== 'POST') {
    json(res, 405, { error: 'POST {text} or {off: true}' });
    return true;
  }
  const body = await readDevJson(req, res, SetAlert);
  if (!body) return true;
  const { alert, delivered } = await setGlobalAlert(body.off ? null : (body.text ?? null));
  json(res, 200, { ...alert, delivered });
  return true;
}
