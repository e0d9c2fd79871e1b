import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import { jobsEntry, sweeperEntry } from './entries';
import { jobTimeout } from './jobs-queue';
import type { Platform } from './platform';
import { TokenKeyRotation } from './token-secret';

/** The asynchronous side: the jobs consumer on the queue, and the sweeper the every-minute rule runs. */
export class Background extends Construct {
  readonly jobs: AppFunction;
  readonly sweeper: AppFunction;
  readonly everyMinute: Rule;
  readonly tokenKeyRotation: TokenKeyRotation;

  constructor(scope: Construct, id: string, props: { platform: Platform }) {
    super(scope, id);
    const { platform } = props;

    this.jobs = new AppFunction(this, 'Jobs', {
      lambda: jobsEntry,
      platform,
      description: 'Ledgerline jobs (SQS consumer)',
      timeout: jobTimeout,
    });
    this.jobs.fn.addEventSource(
      new SqsEventSource(platform.jobsQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
    this.jobs.fn.addToRolePolicy(textractTextDetection());

    this.sweeper = new AppFunction(this, 'Sweeper', {
      lambda: sweeperEntry,
      platform,
      description: 'Ledgerline sweeper: enqueues what is due',
      timeout: Duration.seconds(55),
    });
    this.everyMinute = new Rule(this, 'EveryMinute', {
      description: 'Run the Ledgerline sweeper',
      schedule: Schedule.rate(Duration.minutes(1)),
      // A missed minute is caught by the next one; the sweeper is idempotent.
      targets: [new LambdaTarget(this.sweeper.fn, { retryAttempts: 0 })],
    });
    // The signing key's scheduled rotation (token-secret.ts): here because it needs the platform's Lambda settings.
    this.tokenKeyRotation = new TokenKeyRotation(this, 'TokenKeyRotation', { secret: platform.tokenSecret, platform });
  }
}

/**
 * Recognition reads uploaded documents' text with Amazon Textract (functions/src/documents/extraction/
 * textract-reader.ts), in the jobs function alone. Textract's text-detection actions name no resource (IAM has no
 * resource type for them), so this one statement applies to '*': these three actions and no others. For an
 * asynchronous job Textract reads the stored file with the caller's permissions — the jobs role's s3:GetObject on
 * the files bucket, which its 'files' access grants.
 */
export const textractActions = [
  'textract:DetectDocumentText',
  'textract:StartDocumentTextDetection',
  'textract:GetDocumentTextDetection',
];

function textractTextDetection(): PolicyStatement {
  return new PolicyStatement({ actions: textractActions, resources: ['*'] });
}
