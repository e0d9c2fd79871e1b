import { Annotations, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { AwsAccess } from '@ledgerline/shared/routes';
import type { Platform } from './platform';
import { smsOriginationArn } from './sms-origination';

/**
 * One entry per kind of access a route may list: what the function is granted, and the environment
 * variables (functions/src/platform/env.ts) it needs for it. A function gets the union over its routes and
 * nothing else, so a variable is present exactly when the function may use what it names.
 */
const accessKinds: Record<
  AwsAccess,
  { grant(fn: IFunction, p: Platform): void; env(p: Platform): Record<string, string> }
> = {
  table: {
    grant: (fn, p) => void p.table.grantReadWriteData(fn),
    env: (p) => ({ TABLE_NAME: p.table.tableName }),
  },
  /*
   * The files bucket in three widths; a function gets the widest its routes list (entries.ts accessOf). Reading covers
   * GET, HEAD, ranges, presigned downloads and the source of a copy; ListBucket only on the bucket, so that a missing
   * key answers 404 rather than 403. Writing adds PUT (presigned uploads, copies, multipart zips and exports) and
   * aborting a multipart upload. Deleting adds s3:DeleteObject alone: on the versioned bucket that writes a delete
   * marker, and no function may delete a version (s3:DeleteObjectVersion), so whatever a function deletes can be
   * restored.
   */
  'files-read': {
    grant: (fn, p) => grantFiles(fn, p, filesReadActions),
    env: (p) => ({ BUCKET_NAME: p.files.bucketName }),
  },
  files: {
    grant: (fn, p) => grantFiles(fn, p, [...filesReadActions, ...filesWriteActions]),
    env: (p) => ({ BUCKET_NAME: p.files.bucketName }),
  },
  'files-delete': {
    grant: (fn, p) => grantFiles(fn, p, [...filesReadActions, ...filesWriteActions, ...filesDeleteActions]),
    env: (p) => ({ BUCKET_NAME: p.files.bucketName }),
  },
  mail: {
    // ses:SendEmail (and SendRawEmail) as the one identity the portal sends from, through its one configuration set.
    grant: (fn, p) => {
      p.mail.identity.grantSendEmail(fn);
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [
            Stack.of(fn).formatArn({
              service: 'ses',
              resource: 'configuration-set',
              resourceName: p.mail.configurationSet,
            }),
          ],
        }),
      );
      // A firm's own domain, once SES verified it (Firm Settings' mail domain): the firms' identities are made at
      // run time, so they are named by pattern; an unverified one cannot be sent from whatever IAM allows.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        }),
      );
    },
    env: (p) => ({ MAIL_FROM: p.mail.from, MAIL_CONFIGURATION_SET: p.mail.configurationSet }),
  },
  sms: {
    // End User Messaging SMS: sending from the one configured origination identity (sms-origination.ts), nothing else.
    grant: (fn, p) => {
      const identity = smsOriginationArn(Stack.of(fn), p.sms.originationIdentity);
      if (!identity) {
        Annotations.of(fn).addWarningV2(
          'ledgerline:sms-no-origination-identity',
          'No smsOriginationIdentity is configured, so no function may send texts (SMS sign-in codes and reminders fail): set it in cdk.json to the phone number, pool or sender id to text from.',
        );
        return;
      }
      fn.addToRolePolicy(new PolicyStatement({ actions: ['sms-voice:SendTextMessage'], resources: [identity] }));
    },
    env: (p) => ({ SMS_ORIGINATION_IDENTITY: p.sms.originationIdentity }),
  },
  queue: {
    grant: (fn, p) => void p.jobsQueue.grantSendMessages(fn),
    env: (p) => ({ JOBS_QUEUE_URL: p.jobsQueue.queueUrl }),
  },
  realtime: {
    // execute-api:ManageConnections on this WebSocket API's @connections only.
    grant: (fn, p) => void p.realtime.api.grantManageConnections(fn),
    env: (p) => ({ REALTIME_ENDPOINT: p.realtime.endpoint }),
  },
  secrets: {
    grant: (fn, p) => void p.tokenSecret.grantRead(fn),
    env: (p) => ({ TOKEN_SECRET_ARN: p.tokenSecret.secretArn }),
  },
  payments: {
    grant: (fn, p) => void p.paymentsSecret.grantRead(fn),
    env: (p) => ({ PAYMENTS_SECRET_ARN: p.paymentsSecret.secretArn }),
  },
  mailDomains: {
    // The firms' own sending domains: create (tagged with the firm), read and delete SES identities, nothing else.
    grant: (fn) =>
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:CreateEmailIdentity', 'ses:GetEmailIdentity', 'ses:DeleteEmailIdentity', 'ses:TagResource'],
          resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        }),
      ),
    env: () => ({ MAIL_DKIM_HOST: 'dkim.amazonses.com' }),
  },
  oidc: {
    grant: (fn, p) => void p.oidc.secret?.grantRead(fn),
    env: (p) => p.oidc.env,
  },
  drafter: {
    // Invoking the one configured model, in any region a cross-region inference profile (us.…) routes to, and nothing when the firm chose none.
    grant: (fn, p) => {
      if (!p.drafter.modelId) return;
      const stack = Stack.of(fn);
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['bedrock:InvokeModel'],
          resources: [
            stack.formatArn({
              service: 'bedrock',
              region: '*',
              account: '',
              resource: 'foundation-model',
              resourceName: p.drafter.modelId.replace(/^[a-z]{2}\./, ''),
            }),
            stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: p.drafter.modelId }),
          ],
        }),
      );
    },
    env: (p) => ({ DRAFTER_MODEL_ID: p.drafter.modelId }),
  },
};

export const filesReadActions = ['s3:GetObject'];
export const filesWriteActions = ['s3:PutObject', 's3:AbortMultipartUpload'];
export const filesDeleteActions = ['s3:DeleteObject'];

function grantFiles(fn: IFunction, p: Platform, objectActions: string[]): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: objectActions, resources: [p.files.arnForObjects('*')] }));
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [p.files.bucketArn] }));
}

export function grantAccess(fn: IFunction, access: readonly AwsAccess[], platform: Platform): void {
  for (const kind of access) accessKinds[kind].grant(fn, platform);
}

/** The environment of a function with this access. */
export function environmentFor(access: readonly AwsAccess[], platform: Platform): Record<string, string> {
  const env: Record<string, string> = {
    STAGE: 'aws',
    APP_URL: platform.appUrl,
    CLOUDFRONT_ORIGIN_SECRET: platform.originSecret,
    LOG_LEVEL: platform.logLevel,
    SEED_DEMO: String(platform.seedDemo),
    NODE_OPTIONS: '--enable-source-maps',
  };
  for (const kind of access) Object.assign(env, accessKinds[kind].env(platform));
  return env;
}
