import * as z from 'zod';

/**
 * Configuration, validated once at module load. Handlers import `env`, never process.env.
 * Service endpoints are not here: the AWS SDK reads the standard AWS_ENDPOINT_URL_<SERVICE> variables.
 */
const Env = z.object({
  STAGE: z.enum(['local', 'aws']).default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().default('ledgerline'),
  BUCKET_NAME: z.string().default('ledgerline-files'),
  /** The portal's public origin, for links in mail: http://localhost:3000 */
  APP_URL: z.string().url().default('http://localhost:3000'),
  MAIL_FROM: z.string().default('Ledgerline <no-reply@ledgerline.local>'),
  /** SES configuration set whose bounces return as `mail-event` jobs; '' sends without one. */
  MAIL_CONFIGURATION_SET: z.string().default(''),
  /** The local part of a firm's own sender once its domain is verified: '{Firm} <no-reply@firm.com>'. */
  MAIL_DOMAIN_LOCAL_PART: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/)
    .default('no-reply'),
  /** Where Easy DKIM's CNAME records point (SES's, for the region the portal sends from). */
  MAIL_DKIM_HOST: z.string().default('dkim.amazonses.com'),
  /** The jobs queue (SQS); consumers in events/ handle each message by its kind. */
  JOBS_QUEUE_URL: z.string().default(''),
  /** The jobs queue's dead-letter queue; the local poller moves a message there itself if the queue has no redrive policy. */
  JOBS_DLQ_URL: z.string().default(''),
  /** Set only against an emulator (s3rver, LocalStack); then the files adapter uses path-style addressing. */
  AWS_ENDPOINT_URL_S3: z.string().optional(),
  /** API Gateway Management API endpoint of the WebSocket API (locally, the local server's /_ws). */
  REALTIME_ENDPOINT: z.string().default(''),
  /** Signing secret for identity tokens: given directly (local) or read from Secrets Manager (AWS). */
  TOKEN_SECRET: z.string().min(32).optional(),
  TOKEN_SECRET_ARN: z.string().optional(),
  /** The Stripe secret key's secret in Secrets Manager (AWS); locally the payments twin needs none. */
  PAYMENTS_SECRET_ARN: z.string().optional(),
  /** Local SMS outbox (JSON lines); in AWS, texts go through End User Messaging. */
  SMS_OUTBOX_FILE: z.string().default('.data/sms-outbox.jsonl'),
  SMS_ORIGINATION_IDENTITY: z.string().default(''),
  /** Amazon Bedrock model (or inference profile) that drafts replies; '' = the deterministic drafter. */
  DRAFTER_MODEL_ID: z.string().default(''),
  /** The stack's origin secret that CloudFront adds to API requests (infra/aws/api-origin.ts); '' locally. */
  CLOUDFRONT_ORIGIN_SECRET: z.string().default(''),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Environment = z.infer<typeof Env>;

function load(): Environment {
  const parsed = Env.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

export const env: Environment = load();
