/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { JobSpec } from '@ledgerline/functions/platform/jobs';

// Every domain's jobs.ts, found on disk: a domain that declares jobs must list them in functions/src/jobs.ts.
const domainJobs = import.meta.glob<Record<string, Record<string, JobSpec>>>('../../functions/src/*/jobs.ts', {
  eager: true,
});

describe('the jobs queue’s consumers', () => {
  it('every job a domain declares is listed, under a name no other job has, with a consumer', async () => {
    const { jobs } = await import('@ledgerline/functions/jobs');
    const { jobsByName, consumers } = await import('./consumers');
    const declared = Object.values(domainJobs).flatMap((mod) =>
      Object.values(mod).flatMap((group) => Object.values(group)),
    );
    expect(declared.length).toBeGreaterThan(0);
    const listed = new Set<JobSpec>(Object.values(jobs));
    for (const job of declared) expect(listed.has(job), job.name).toBe(true);
    const names = Object.values(jobs).map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(typeof jobsByName.get(name)?.consume, name).toBe('function');
    expect(Object.keys(consumers).sort()).toEqual(Object.keys(jobs).sort());
  });

  it('a message of an unknown kind, or whose payload does not match its declaration, fails and goes to the DLQ', async () => {
    const { handler } = await import('./jobs-lambda');
    const record = (id: string, body: string) =>
      ({
        messageId: id,
        body,
        attributes: { ApproximateReceiveCount: '1' },
      }) as unknown as import('aws-lambda').SQSRecord;
    const result = await handler({
      Records: [
        record('unknown', JSON.stringify({ kind: 'no-such-job', payload: {} })),
        record('bad-payload', JSON.stringify({ kind: 'mass-email', payload: { firmId: 'f1' } })),
        record('not-json', '{'),
      ],
    });
    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual([
      'bad-payload',
      'not-json',
      'unknown',
    ]);
  });
});
