/**
 * Local only: jobs that die partway, to prove consumers idempotent. A fault on a job kind makes its next `times`
 * deliveries do half their work and then fail: the consumer runs on the first half of the payload's list (a batch
 * of entities, of recipients), as if the process were killed there, and the message is reported failed, so the
 * queue delivers it again whole after its visibility timeout.
 */
import * as z from 'zod';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { jobsByName } from '@ledgerline/events/consumers';

export const JobFault = z.object({
  kind: z.string().min(1),
  times: z.number().int().min(1).max(1000),
  /** Only that firm's jobs (payload.firmId): test files running side by side then never take each other's faults. */
  firm_id: z.string().min(1).optional(),
});
export type JobFault = z.infer<typeof JobFault>;

/** Faults left, keyed by kind, or by kind and firm. */
const faults = new Map<string, number>();
const faultKey = (kind: string, firmId?: string) => (firmId ? `${kind}\u0000${firmId}` : kind);

export function addJobFault(f: JobFault): void {
  const key = faultKey(f.kind, f.firm_id);
  faults.set(key, (faults.get(key) ?? 0) + f.times);
}

/** The fault that takes this job: its firm's first, then its kind's. */
function faultFor(kind: string, payload: unknown): string | null {
  const firmId = (payload as { firmId?: unknown } | null)?.firmId;
  const ofFirm = typeof firmId === 'string' ? faultKey(kind, firmId) : null;
  if (ofFirm && (faults.get(ofFirm) ?? 0) > 0) return ofFirm;
  return (faults.get(kind) ?? 0) > 0 ? kind : null;
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
      let job: { kind?: string; payload?: unknown; dedupeId?: unknown };
      try {
        job = JSON.parse(record.body);
      } catch {
        rest.push(record);
        continue;
      }
      const fault = job.kind ? faultFor(job.kind, job.payload) : null;
      const registered = job.kind ? jobsByName.get(job.kind) : undefined;
      const parsed = registered?.spec.payload.safeParse(job.payload);
      if (!fault || !registered || !parsed?.success) {
        rest.push(record);
        continue;
      }
      faults.set(fault, (faults.get(fault) ?? 1) - 1);
      try {
        await registered.consume(firstHalf(parsed.data as Record<string, unknown>), {
          name: job.kind!,
          ...(typeof job.dedupeId === 'string' ? { dedupeId: job.dedupeId } : {}),
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
