import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { env } from '../env';

/** Made once; used only in AWS (End User Messaging SMS). Locally texts go to the outbox file. */
const endUserMessaging = new PinpointSMSVoiceV2Client({ region: env.AWS_REGION });

/** A text could not be sent: the number is invalid or the provider refused it. */
export class SmsFailed extends Error {
  constructor(
    readonly to: string,
    readonly reason: string,
  ) {
    super(`SMS to ${to} failed: ${reason}`);
    this.name = 'SmsFailed';
  }
}

export interface Sms {
  to: string;
  body: string;
}

export interface OutboxSms {
  /** The 10 US digits. */
  to: string;
  body: string;
  at: string;
}

/** The 10 US digits of a phone number ("(212) 555-0100", "+1 212 555 0100", "2125550100"), or null. */
export function normalizeUsPhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/**
 * Local mode only: the fictional 555-01xx numbers fail, so the spec's "SMS code failed to send" path
 * can be exercised: any area code followed by 555-01xx ("(212) 555-0123"), or digits that simply start
 * with 555-01 ("555-012-3456").
 */
export function isLocalFailingNumber(digits: string): boolean {
  return digits.startsWith('55501') || digits.slice(3, 8) === '55501';
}

export async function sendSms(m: Sms): Promise<void> {
  const digits = normalizeUsPhone(m.to);
  if (!digits) throw new SmsFailed(m.to, 'not a 10-digit US phone number');
  if (env.STAGE === 'aws') {
    try {
      await endUserMessaging.send(
        new SendTextMessageCommand({
          DestinationPhoneNumber: `+1${digits}`,
          MessageBody: m.body,
          MessageType: 'TRANSACTIONAL',
          ...(env.SMS_ORIGINATION_IDENTITY ? { OriginationIdentity: env.SMS_ORIGINATION_IDENTITY } : {}),
        }),
      );
    } catch (e) {
      throw new SmsFailed(digits, (e as Error).name || 'provider error');
    }
    return;
  }
  if (isLocalFailingNumber(digits))
    throw new SmsFailed(digits, 'the carrier rejected the number (local 555-01xx test number)');
  const line: OutboxSms = { to: digits, body: m.body, at: new Date().toISOString() };
  await mkdir(dirname(env.SMS_OUTBOX_FILE), { recursive: true });
  await appendFile(env.SMS_OUTBOX_FILE, JSON.stringify(line) + '\n');
}

/** The local outbox, oldest first; empty when nothing was sent yet. */
export async function readSmsOutbox(file: string): Promise<OutboxSms[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as OutboxSms);
}
