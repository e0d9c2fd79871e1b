import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../env';

/** Made once; the endpoint comes from AWS_ENDPOINT_URL_SESV2 when set (aws-ses-v2-local locally). */
const ses = new SESv2Client({ region: env.AWS_REGION });

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Come back with the message's bounce or complaint (SES message tags: letters, digits, _ and - only). */
  tags?: Record<string, string>;
}

/** Sends one email from env.MAIL_FROM. Throws when SES refuses it; callers decide whether to retry. */
export async function sendMail(m: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.MAIL_FROM,
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
