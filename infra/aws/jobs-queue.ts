import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Attempts before a job moves to the dead-letter queue. */
export const maxReceiveCount = 3;
/** The jobs function's timeout; the queue's visibility timeout is six times it, as Lambda's SQS guide asks. */
export const jobTimeout = Duration.minutes(2);

/** The jobs queue and its dead-letter queue, both encrypted with SQS-managed keys. */
export class JobsQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(jobTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount },
    });
  }
}
