import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readDevJson } from './api-server';
import { addMailFault, clearMailFaults, MailFault } from './mail-faults';

/**
 * Local only: `POST /_dev/mail-faults {address, times, kind}` makes the next `times` sends to an address fail
 * the way SES would (see mail-faults.ts); `DELETE /_dev/mail-faults` clears them. Never mounted in AWS.
 */
export async function handleMailFaults(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname !== '/_dev/mail-faults') return false;
  if (req.method === 'DELETE') {
    clearMailFaults();
    json(res, 200, { message: 'Mail faults cleared' });
    return true;
  }
  if (req.method !== 'POST') {
    json(res, 405, { error: 'Use POST or DELETE' });
    return true;
  }
  const fault = await readDevJson(req, res, MailFault);
  if (!fault) return true;
  addMailFault(fault);
  json(res, 201, { message: 'Mail fault set', ...fault });
  return true;
}
