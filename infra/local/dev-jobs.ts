/**
 * Local only, never mounted in AWS:
 * - `POST /_dev/job-faults {kind, times}`: the next `times` deliveries of a job kind die halfway (job-faults.ts);
 *   `DELETE /_dev/job-faults` clears them.
 * - `POST /_dev/sweep {firm_id, at, times}`: runs `times` sweeps of one firm's due items at once, as of `at` (ISO):
 *   a test moves its own firm's clock forward and makes sweeps race, without touching other firms' items.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { sweepFirmDueItems } from '@ledgerline/events/sweeper';
import { json, readDevJson } from './api-server';
import { addJobFault, clearJobFaults, JobFault } from './job-faults';

const Sweep = z.object({
  firm_id: z.string().min(1),
  at: z.string().datetime(),
  times: z.number().int().min(1).max(10).default(1),
});

export async function handleDevJobs(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname === '/_dev/job-faults') {
    if (req.method === 'DELETE') {
      clearJobFaults();
      json(res, 200, { message: 'Job faults cleared' });
      return true;
    }
    const fault = await readDevJson(req, res, JobFault);
    if (!fault) return true;
    addJobFault(fault);
    json(res, 201, { message: 'Job fault set', ...fault });
    return true;
  }
  if (url.pathname === '/_dev/sweep' && req.method === 'POST') {
    const sweep = await readDevJson(req, res, Sweep);
    if (!sweep) return true;
    const results = await Promise.all(
      Array.from({ length: sweep.times }, () => sweepFirmDueItems(sweep.firm_id, new Date(sweep.at))),
    );
    json(res, 200, {
      enqueued: results.flatMap((r) => r.enqueued),
      skipped: results.reduce((n, r) => n + r.skipped, 0),
    });
    return true;
  }
  return false;
}
