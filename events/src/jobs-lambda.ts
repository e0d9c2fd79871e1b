import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { log } from '@ledgerline/functions/platform/log';
import { jobsByName } from './consumers';

/**
 * The jobs queue's consumer (SQS event source with ReportBatchItemFailures; locally the queue poller
 * calls it the same way). Each record is a Job {kind, payload, dedupeId}; a failed record is reported
 * back so only it is retried, and after the third receive SQS moves it to the DLQ. An unknown kind or
 * an unreadable body fails too, so it ends in the DLQ where someone can look at it.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.all(
    event.Records.map(async (record) => ((await runRecord(record)) ? null : record.messageId)),
  );
  const batchItemFailures: SQSBatchItemFailure[] = results
    .filter((id): id is string => id !== null)
    .map((itemIdentifier) => ({ itemIdentifier }));
  return { batchItemFailures };
}

async function runRecord(record: SQSRecord): Promise<boolean> {
  const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  let job: { kind?: unknown; payload?: unknown; dedupeId?: unknown };
  try {
    job = JSON.parse(record.body) as typeof job;
  } catch {
    log('error', 'job body is not JSON', { messageId: record.messageId });
    return false;
  }
  const kind = typeof job.kind === 'string' ? job.kind : '';
  const registered = jobsByName.get(kind);
  if (!registered) {
    log('error', 'no consumer for job kind', { kind, messageId: record.messageId });
    return false;
  }
  const payload = registered.spec.payload.safeParse(job.payload);
  if (!payload.success) {
    log('error', 'job payload does not match its declaration', {
      kind,
      messageId: record.messageId,
      error: payload.error.message,
    });
    return false;
  }
  try {
    await registered.consume(payload.data, {
      name: kind,
      ...(typeof job.dedupeId === 'string' ? { dedupeId: job.dedupeId } : {}),
      messageId: record.messageId,
      receiveCount,
    });
    return true;
  } catch (e) {
    log('error', 'job failed', { kind, messageId: record.messageId, receiveCount, error: (e as Error).message });
    return false;
  }
}
