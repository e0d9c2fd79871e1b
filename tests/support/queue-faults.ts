/**
 * The local stack's dev controls that the queue-fault tests drive: a job kind set to die after its work, and a sweep
 * of the clock at a chosen time. Both are scoped to the test's own firm, so files running beside it keep theirs.
 */
import { expect } from 'vitest';
import { baseUrl } from './api';

const devPost = (path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The firm's next `times` jobs of `kind` die after doing their work, so the queue delivers them again. */
export async function fault(firmId: string, kind: string, times: number) {
  const res = await devPost('/_dev/job-faults', { kind, times, firm_id: firmId });
  expect(res.status).toBe(201);
}

/** Sweeps the firm as the clock would at `at`; answers the ids of the jobs it queued. */
export async function sweep(firmId: string, at: Date): Promise<string[]> {
  const res = await devPost('/_dev/sweep', { firm_id: firmId, at: at.toISOString() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { enqueued: string[] }).enqueued;
}
