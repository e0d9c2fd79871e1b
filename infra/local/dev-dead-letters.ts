/**
 * Local only, never mounted in AWS: `GET /_dev/dead-letters` answers what the jobs queue gave up on, the jobs that
 * failed maxReceiveCount times and were moved to the dead-letter queue: `{count, kinds, letters}`, kinds counted by
 * job kind, each letter with its kind, payload and firm (`?firm_id=` keeps one firm's, so test files running side by
 * side read only their own). In AWS the DLQ's alarm and the console answer this.
 *
 * Reading a queue takes its messages out of sight, so each letter read is kept here by its message id and left in
 * the DLQ, invisible for as long as SQS allows (12 h; if it shows again it is recognised by its id): the count only
 * grows, as a DLQ's does until someone redrives or purges it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { json } from './api-server';

export interface DeadLetter {
  messageId: string;
  kind: string | null;
  firmId: string | null;
  payload: unknown;
  /** Receives before it was dead-lettered, as the jobs queue counted them. */
  receiveCount: number;
}

/** SQS's longest visibility timeout: a letter read here stays out of the next reads' way. */
const keepOutOfSightSeconds = 43_200;

const letters = new Map<string, DeadLetter>();
let sqs: SQSClient | null = null;

function letterOf(messageId: string, body: string, receiveCount: number): DeadLetter {
  let job: { kind?: unknown; payload?: unknown } = {};
  try {
    job = JSON.parse(body) as typeof job;
  } catch {
    // An unreadable body is dead-lettered too (jobs-lambda.ts): kept with no kind.
  }
  const firmId = (job.payload as { firmId?: unknown } | null | undefined)?.firmId;
  return {
    messageId,
    kind: typeof job.kind === 'string' ? job.kind : null,
    firmId: typeof firmId === 'string' ? firmId : null,
    payload: job.payload ?? null,
    receiveCount,
  };
}

/** Reads what has reached the DLQ since the last read, ten messages at a time, until it answers none. */
async function readNewLetters(queueUrl: string): Promise<void> {
  sqs ??= new SQSClient({ region: process.env.AWS_REGION ?? 'us-east-1' });
  for (;;) {
    const got = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        VisibilityTimeout: keepOutOfSightSeconds,
        MessageSystemAttributeNames: ['All'],
      }),
    );
    const messages = got.Messages ?? [];
    if (!messages.length) return;
    for (const m of messages) {
      if (!m.MessageId || letters.has(m.MessageId)) continue;
      letters.set(m.MessageId, letterOf(m.MessageId, m.Body ?? '', Number(m.Attributes?.ApproximateReceiveCount ?? 0)));
    }
  }
}

export async function handleDevDeadLetters(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname !== '/_dev/dead-letters') return false;
  if (req.method !== 'GET') {
    json(res, 405, { error: 'GET /_dev/dead-letters reads the dead-letter queue; nothing else is offered' });
    return true;
  }
  const queueUrl = process.env.JOBS_DLQ_URL;
  if (!queueUrl) {
    json(res, 503, { error: 'The local stack has no dead-letter queue (JOBS_DLQ_URL is not set)' });
    return true;
  }
  await readNewLetters(queueUrl);
  const firmId = url.searchParams.get('firm_id');
  const chosen = [...letters.values()].filter((l) => !firmId || l.firmId === firmId);
  const kinds: Record<string, number> = {};
  for (const l of chosen) kinds[l.kind ?? '(unreadable)'] = (kinds[l.kind ?? '(unreadable)'] ?? 0) + 1;
  json(res, 200, { count: chosen.length, kinds, letters: chosen });
  return true;
}
