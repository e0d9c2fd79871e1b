/**
 * Lambda's SQS event source mapping, locally: receives batches of up to 10 messages, invokes the
 * handler with an SQS event, deletes what succeeded and leaves failures invisible until their
 * visibility timeout ends, so they are retried. If the queue has a RedrivePolicy the emulator moves a
 * message to the DLQ after maxReceiveCount receives (local-aws-sqs does); if it has none, the poller
 * does it itself after `maxReceives`.
 */
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface QueuePollerOptions {
  queueUrl: string;
  dlqUrl?: string;
  handler: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  /** Pause between polls that found nothing. Default 250 ms. */
  intervalMs?: number;
  /** How long a received message stays invisible; a failed one is retried after this. Default 10 s. */
  visibilityTimeoutSeconds?: number;
  /** Long-poll wait per receive. Default 0: local-aws-sqs holds a long poll until the batch is full. */
  waitTimeSeconds?: number;
  batchSize?: number;
  /** Used only when the queue has no RedrivePolicy. Default 3. */
  maxReceives?: number;
  /** An SQS client for the queue's endpoint; by default one from AWS_ENDPOINT_URL_SQS and the environment. */
  sqs?: SQSClient;
  log?: (line: string) => void;
}

export interface QueuePoller {
  /** Stops polling and resolves once the batch in flight (if any) has finished. */
  stop(): Promise<void>;
  /** Resolves after the next complete poll cycle: handy in tests. */
  drained(): Promise<void>;
}

export function startQueuePoller(opts: QueuePollerOptions): QueuePoller {
  const {
    queueUrl,
    dlqUrl,
    handler,
    intervalMs = 250,
    visibilityTimeoutSeconds = 10,
    waitTimeSeconds = 0,
    batchSize = 10,
    maxReceives = 3,
    log = () => {},
  } = opts;
  const sqs = opts.sqs ?? new SQSClient({ region: process.env.AWS_REGION ?? 'us-east-1' });
  let queueArn = '';
  let region = 'us-east-1';
  let emulatorRedrives = false;
  let ready = false;
  async function init(): Promise<void> {
    const attrs = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn', 'RedrivePolicy'] }),
    );
    queueArn = attrs.Attributes?.QueueArn ?? `arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop()}`;
    region = queueArn.split(':')[3] || 'us-east-1';
    emulatorRedrives = Boolean(attrs.Attributes?.RedrivePolicy);
    if (!emulatorRedrives && !dlqUrl)
      log(`queue-poller: ${queueUrl} has no RedrivePolicy and no dlqUrl was given; failed jobs retry forever`);
    ready = true;
  }

  let running = true;
  let wake: (() => void) | null = null;
  let cycleWaiters: (() => void)[] = [];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  async function pollOnce(): Promise<number> {
    const received = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: batchSize,
        VisibilityTimeout: visibilityTimeoutSeconds,
        WaitTimeSeconds: waitTimeSeconds,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    const messages = received.Messages ?? [];
    if (!messages.length) return 0;

    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, queueArn, region)) };
    let failed: Set<string>;
    try {
      const response = await handler(event);
      failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (e) {
      // Like Lambda: a thrown error fails the whole batch.
      log(`queue-poller: handler threw: ${(e as Error).message}`);
      failed = new Set(messages.map((m) => m.MessageId!));
    }

    const done = messages.filter((m) => !failed.has(m.MessageId!));
    const dead = emulatorRedrives
      ? []
      : messages.filter((m) => failed.has(m.MessageId!) && dlqUrl && receiveCount(m) >= maxReceives);
    for (const m of dead) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: dlqUrl!,
          MessageBody: m.Body ?? '',
          ...(m.MessageAttributes ? { MessageAttributes: m.MessageAttributes } : {}),
        }),
      );
      log(`queue-poller: moved ${m.MessageId} to the DLQ after ${receiveCount(m)} receives`);
    }
    const toDelete = [...done, ...dead];
    if (toDelete.length) {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: toDelete.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
    return messages.length;
  }

  const loop = (async () => {
    while (running) {
      let got = 0;
      try {
        if (!ready) await init();
        got = await pollOnce();
      } catch (e) {
        if (running) log(`queue-poller: ${(e as Error).message}`);
      }
      const waiters = cycleWaiters;
      cycleWaiters = [];
      for (const w of waiters) w();
      if (running && got === 0) await sleep(intervalMs);
    }
  })();

  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
      for (const w of cycleWaiters) w();
      cycleWaiters = [];
      if (!opts.sqs) sqs.destroy();
    },
    drained() {
      return new Promise<void>((resolve) => {
        cycleWaiters.push(resolve);
        wake?.();
      });
    },
  };
}

function receiveCount(m: Message): number {
  return Number(m.Attributes?.ApproximateReceiveCount ?? '1');
}

function toRecord(m: Message, queueArn: string, region: string): SQSRecord {
  const a = m.Attributes ?? {};
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? '',
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
      SentTimestamp: a.SentTimestamp ?? String(Date.now()),
      SenderId: a.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [
        k,
        {
          dataType: v.DataType ?? 'String',
          ...(v.StringValue !== undefined ? { stringValue: v.StringValue } : {}),
          ...(v.BinaryValue !== undefined ? { binaryValue: Buffer.from(v.BinaryValue).toString('base64') } : {}),
        },
      ]),
    ),
    md5OfBody: m.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}
