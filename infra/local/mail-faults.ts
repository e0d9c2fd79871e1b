/**
 * A fault switch in front of the local SES twin, for tests and for trying failure handling by hand: the app's
 * SES endpoint is this proxy, which passes everything to aws-ses-v2-local except sends to an address with a
 * fault set, which it answers with the error SES would give. POST /_dev/mail-faults {address, times, kind}.
 * - paused: SendingPausedException (400, a temporary account state: the job is retried later)
 * - rejected: MessageRejected (400, the address is refused: reported, not retried)
 * - throttled: TooManyRequestsException (429, the SDK retries it itself)
 * - bounced: accepted, then a permanent bounce comes back a moment later as a `mail-event` job, the way SES
 *   publishes it through EventBridge to the jobs queue in AWS
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as z from 'zod';
import type { SesIdentityTwin } from './ses-identities';

export const MailFault = z.object({
  address: z.string().trim().toLowerCase().email(),
  times: z.number().int().min(1).max(1000).default(1),
  kind: z.enum(['paused', 'rejected', 'throttled', 'bounced']).default('paused'),
});
export type MailFault = z.infer<typeof MailFault>;

const errors: Record<Exclude<MailFault['kind'], 'bounced'>, { status: number; type: string; message: string }> = {
  paused: {
    status: 400,
    type: 'SendingPausedException',
    message: 'Email sending is paused for this account (local fault)',
  },
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

/** The fault to play for a send to these addresses, consuming one. */
function takeFault(addresses: string[]): { kind: MailFault['kind']; address: string } | null {
  for (const a of addresses) {
    const f = faults.get(a.toLowerCase());
    if (!f) continue;
    if (--f.left <= 0) faults.delete(a.toLowerCase());
    return { kind: f.kind, address: a };
  }
  return null;
}

type SendBody = {
  Destination?: { ToAddresses?: string[] };
  EmailTags?: { Name: string; Value: string }[];
  FromEmailAddress?: string;
};

function parseSend(body: Buffer): SendBody {
  try {
    return JSON.parse(body.toString('utf8')) as SendBody;
  } catch {
    return {};
  }
}

/** What SES would publish for a permanent bounce of this message (the EventBridge event's detail). */
function bounceEvent(address: string, send: SendBody) {
  const tags = Object.fromEntries((send.EmailTags ?? []).map((t) => [t.Name, [t.Value]]));
  return {
    eventType: 'Bounce',
    bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: address }] },
    mail: { destination: send.Destination?.ToAddresses ?? [address], tags },
  };
}

export interface BounceSink {
  /** Puts a `mail-event` job on the jobs queue, as EventBridge does in AWS. */
  (detail: unknown): Promise<void>;
}

/**
 * Starts the proxy on a free loopback port; answers its URL, where bounces go, and a stop function. With an identity
 * twin (ses-identities.ts), identity calls go to it, and a send From a domain SES would not send from is refused.
 */
export async function startMailFaultProxy(
  target: string,
  identities?: SesIdentityTwin,
): Promise<{ url: string; onBounce: (sink: BounceSink) => void; stop: () => Promise<void> }> {
  let sink: BounceSink | null = null;
  const to = new URL(target);
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (identities?.handle(req.method ?? 'GET', req.url ?? '/', body, res)) return;
      const send =
        req.method === 'POST' && (req.url ?? '').startsWith('/v2/email/outbound-emails') ? parseSend(body) : null;
      if (identities && send?.FromEmailAddress && !identities.maySendFrom(send.FromEmailAddress)) {
        res
          .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' })
          .end(JSON.stringify({ message: `Email address is not verified: ${send.FromEmailAddress} (local twin)` }));
        return;
      }
      const fault = send ? takeFault(send.Destination?.ToAddresses ?? []) : null;
      if (fault && fault.kind !== 'bounced') {
        const e = errors[fault.kind];
        res
          .writeHead(e.status, { 'content-type': 'application/json', 'x-amzn-errortype': e.type })
          .end(JSON.stringify({ message: e.message }));
        return;
      }
      if (fault && send) {
        const detail = bounceEvent(fault.address, send);
        setTimeout(() => void sink?.(detail).catch(() => {}), 500);
      }
      const upstream = request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', (e) =>
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`SES twin unreachable: ${e.message}`),
      );
      upstream.end(body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    onBounce: (s: BounceSink) => {
      sink = s;
    },
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
