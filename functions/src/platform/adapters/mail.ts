import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { isTemporaryEmail } from '@ledgerline/shared/users';
import { env } from '../env';
import { log } from '../log';

/** Made once; the endpoint comes from AWS_ENDPOINT_URL_SESV2 when set (aws-ses-v2-local locally). */
const ses = new SESv2Client({ region: env.AWS_REGION });

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Come back with the message's bounce or complaint (SES message tags: letters, digits, _ and - only). */
  tags?: Record<string, string>;
  /** The From address; env.MAIL_FROM when absent (platform/firm-mail.ts picks the firm's own once verified). */
  from?: string;
}

/**
 * Sends one email from m.from or env.MAIL_FROM. Throws when SES refuses it; callers decide whether to retry. A temporary
 * email (FA §5.1: the stand-in of a client without one, on a `.invalid` domain) is never sent to: SES would bounce
 * it and count the bounce against the firm's sending reputation.
 */
export async function sendMail(m: Mail): Promise<void> {
  if (isTemporaryEmail(m.to)) return log('warn', 'not emailing a temporary address', { subject: m.subject });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: m.from ?? env.MAIL_FROM,
      ...(env.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: env.MAIL_CONFIGURATION_SET } : {}),
      ...(m.tags ? { EmailTags: Object.entries(m.tags).map(([Name, Value]) => ({ Name, Value })) } : {}),
      Destination: { ToAddresses: [m.to] },
      Content: {
        Simple: {
          Subject: { Data: m.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: m.text, Charset: 'UTF-8' },
            ...(m.html ? { Html: { Data: m.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
}
