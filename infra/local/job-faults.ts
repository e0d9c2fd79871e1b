/**
 * Local only: jobs that die partway, to prove consumers idempotent. A fault on a job kind makes its next `times`
 * deliveries do half their work and then fail: the consumer runs on the first half of the payload's list (a batch
 * of entities, of recipients), as if the process were killed there, and the message is reported failed, so the
 * queue delivers it again whole after its visibility timeout.
 */
import * as z from 'zod';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { jobsByName } from '@ledgerline/events/consumers';

export const JobFault = z.object({ kind: z.string().min(1), times: z.number().int().min(1).max(1000) });
export type JobFault = z.infer<typeof JobFault>;

const faults = new Map<string, number>();

export function addJobFault(f: JobFault): void {
  faults.set(f.kind, (faults.get(f.kind) ?? 0) + f.times);
}

export function clearJobFaults(): void {
  faults.clear();
}

/** The payload cut to the first half of its first list (or unchanged: the job then dies after all its work). */
function firstHalf(payload: Record<string, unknown>): Record<string, unknown> {
  const key = Object.keys(payload).find((k) => Array.isArray(payload[k]) && (payload[k] as unknown[]).length > 1);
  if (!key) return payload;
  const list = payload[key] as unknown[];
  return { ...payload, [key]: list.slice(0, Math.ceil(list.length / 2)) };
}

export function withJobFaults(
  handler: (event: SQSEvent) => Promise<SQSBatchResponse>,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const failed: string[] = [];
    const rest = [];
    for (const record of event.Records) {
      let job: { kind?: string; payload?: unknown };
      try {
        job = JSON.parse(record.body);
      } catch {
        rest.push(record);
        continue;
      }
      const left = job.kind ? (faults.get(job.kind) ?? 0) : 0;
      const registered = job.kind ? jobsByName.get(job.kind) : undefined;
      const parsed = registered?.spec.payload.safeParse(job.payload);
      if (!left || !registered || !parsed?.success) {
        rest.push(record);
        continue;
      }
      faults.set(job.kind!, left - 1);
      try {
        await registered.consume(firstHalf(parsed.data as Record<string, unknown>), {
          name: job.kind!,
          messageId: record.messageId,
          receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? '1'),
        });
      } catch {
        // Dying partway is the point: whatever happened, the message fails.
      }
      failed.push(record.messageId);
    }
    const answer = rest.length ? await handler({ Records: rest }) : { batchItemFailures: [] };
    return {
      batchItemFailures: [...answer.batchItemFailures, ...failed.map((itemIdentifier) => ({ itemIdentifier }))],
    };
  };
}
