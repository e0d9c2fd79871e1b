/**
 * A fault switch in front of the local SES twin, for tests and for trying failure handling by hand: the app's
 * SES endpoint is this proxy, which passes everything to aws-ses-v2-local except sends to an address with a
 * fault set, which it answers with the error SES would give. POST /_dev/mail-faults {address, times, kind}.
 * - paused: SendingPausedException (400, a temporary account state: the job is retried later)
 * - rejected: MessageRejected (400, the address is refused: reported, not retried)
 * - throttled: TooManyRequestsException (429, the SDK retries it itself)
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';

export const MailFault = z.object({
  address: z.string().trim().toLowerCase().email(),
  times: z.number().int().min(1).max(1000).default(1),
  kind: z.enum(['paused', 'rejected', 'throttled']).default('paused'),
});
export type MailFault = z.infer<typeof MailFault>;

const errors: Record<MailFault['kind'], { status: number; type: string; message: string }> = {
  paused: { status: 400, type: 'SendingPausedException', message: 'Email sending is paused for this account (local fault)' },
  rejected: { status: 400, type: 'MessageRejected', message: 'Email address is not deliverable (local fault)' },
  throttled: { status: 429, type: 'TooManyRequestsException', message: 'Too many requests (local fault)' },
};

const faults = new Map<string, { kind: MailFault['kind']; left: number }>();

export function addMailFault(f: MailFault): void {
  faults.set(f.address, { kind: f.kind, left: f.times });
}

export function clearMailFaults(): void {
  faults.clear();
}

/** The fault to answer for a send to these addresses, consuming one. */
function takeFault(addresses: string[]) {
  for (const a of addresses) {
    const f = faults.get(a.toLowerCase());
    if (!f) continue;
    if (--f.left <= 0) faults.delete(a.toLowerCase());
    return errors[f.kind];
  }
  return null;
}

function recipientsOf(body: Buffer): string[] {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { Destination?: { ToAddresses?: string[] } };
    return parsed.Destination?.ToAddresses ?? [];
  } catch {
    return [];
  }
}

/** Starts the proxy on a free loopback port; answers its URL and a stop function. */
export async function startMailFaultProxy(target: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const to = new URL(target);
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const fault = req.method === 'POST' && (req.url ?? '').startsWith('/v2/email/outbound-emails') ? takeFault(recipientsOf(body)) : null;
      if (fault) {
        res.writeHead(fault.status, { 'content-type': 'application/json', 'x-amzn-errortype': fault.type }).end(JSON.stringify({ message: fault.message }));
        return;
      }
      const upstream = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', (e) => res.writeHead(502, { 'content-type': 'text/plain' }).end(`SES twin unreachable: ${e.message}`));
      upstream.end(body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}
