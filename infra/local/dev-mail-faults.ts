import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from './api-server';
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
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    json(res, 400, { error: 'The request body is not valid JSON' });
    return true;
  }
  const parsed = MailFault.safeParse(body);
  if (!parsed.success) {
    json(res, 400, { error: parsed.error.issues[0]?.message ?? 'Invalid fault' });
    return true;
  }
  addMailFault(parsed.data);
  json(res, 201, { message: 'Mail fault set', ...parsed.data });
  return true;
}
