import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { env } from '../env';
import type { JobSpec, PayloadOf } from '../jobs';

/** Made once; the endpoint comes from AWS_ENDPOINT_URL_SQS when set (local-aws-sqs locally). */
const sqs = new SQSClient({ region: env.AWS_REGION });

/** What travels on the jobs queue; events/ consumers handle it by kind (the job's declared name). */
export interface QueuedJob {
  kind: string;
  payload: unknown;
  /**
   * A stable id for the work (e.g. the due item's id). The queue is a standard queue, which may
   * deliver a message more than once; consumers that must not repeat themselves key on this.
   */
  dedupeId?: string;
}

/** Queues a declared job; its payload is typed by the declaration and checked against its schema before it goes. */
export async function enqueue<J extends JobSpec>(
  job: J,
  payload: PayloadOf<J>,
  opts: { dedupeId?: string; delaySeconds?: number } = {},
): Promise<void> {
  const { delaySeconds, ...rest } = opts;
  await sendJob({ kind: job.name, payload: job.payload.parse(payload), ...rest }, delaySeconds);
}

/** Sends a job as it is: for the sweeper, whose due items were checked when they were scheduled. */
export async function sendJob(job: QueuedJob, delaySeconds?: number): Promise<void> {
  if (!env.JOBS_QUEUE_URL) throw new Error('JOBS_QUEUE_URL is not set');
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: env.JOBS_QUEUE_URL,
      MessageBody: JSON.stringify(job),
      // Work that waits on something outside (an asynchronous text reading) comes back later, not at once.
      ...(delaySeconds ? { DelaySeconds: Math.min(900, Math.max(0, Math.round(delaySeconds))) } : {}),
      MessageAttributes: {
        kind: { DataType: 'String', StringValue: job.kind },
        ...(job.dedupeId ? { dedupeId: { DataType: 'String', StringValue: job.dedupeId } } : {}),
      },
    }),
  );
}
