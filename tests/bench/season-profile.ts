/**
 * What one call of each kind costs, measured with nothing else running: the same sessions as the load, one call at
 * a time, each charged with the CPU the API, DynamoDB Local and the S3/SES twins spent while it ran (nanoseconds
 * of their threads, /proc) and the DynamoDB reads the API made for it (the read-counting API's tally). Also the CPU
 * of one password check alone, hashed here with the product's own function, to compare with sign-in's.
 */
import { type CallRecord, SeasonApi } from './season-calls';
import { type CpuMs, cpuDelta, cpuOfThreads, type ProcessKind } from './season-cpu';
import type { SeasonFirm } from './season-firm';
import type { Reads } from './read-counting-child';
import type { ClientPool } from './season-load';
import { clientSession, staffSession } from './season-sessions';

export interface CallCost {
  count: number;
  /** Each call's time, one at a time. */
  times: number[];
  apiCpuMs: number;
  dynamoCpuMs: number;
  twinsCpuMs: number;
  reads: number;
  items: number;
}

export interface Profile {
  costs: Map<string, CallCost>;
  /** What each process burns with no request in flight (timers, GC, Java's own threads), in % of one core. */
  idlePercent: CpuMs;
  /** Calls of each kind in one client session and in one staff session. */
  perSession: { client: Map<string, number>; staff: Map<string, number> };
}

interface ReadTally {
  reads(): Promise<Reads>;
}

export async function profileCalls(
  url: string,
  tally: ReadTally,
  firm: SeasonFirm,
  pool: ClientPool,
  processes: Map<number, ProcessKind>,
  rounds: { client: number; staff: number },
): Promise<Profile> {
  const costs = new Map<string, CallCost>();
  // The times come from the recorder, not the hooks' window, which includes reading /proc and the tally.
  const times: CallRecord[] = [];
  let cpuBefore: CpuMs | null = null;
  let windowStart = 0;
  let readsBefore: Reads | null = null;
  // Charged to a call: what each process used while it ran, less what that process burns idle in as long.
  const idle = await idleBurn(processes);
  const charge = (used: CpuMs, kind: ProcessKind, windowMs: number) => Math.max(0, used[kind] - idle[kind] * windowMs);
  const api = new SeasonApi(url, (r) => times.push(r), {
    before: async () => {
      readsBefore = await tally.reads();
      cpuBefore = cpuOfThreads(processes);
      windowStart = performance.now();
    },
    after: async (call) => {
      const cpu = cpuDelta(cpuOfThreads(processes), cpuBefore!);
      const windowMs = performance.now() - windowStart;
      const reads = await tally.reads();
      const c = costs.get(call) ?? {
        count: 0,
        times: [],
        apiCpuMs: 0,
        dynamoCpuMs: 0,
        twinsCpuMs: 0,
        reads: 0,
        items: 0,
      };
      c.count++;
      c.apiCpuMs += charge(cpu, 'API', windowMs);
      c.dynamoCpuMs += charge(cpu, 'DynamoDB Local', windowMs);
      c.twinsCpuMs += charge(cpu, 'S3 and SES twins', windowMs);
      c.reads += reads.requests - readsBefore!.requests;
      c.items += reads.items - readsBefore!.items;
      costs.set(call, c);
    },
  });

  // The first session of each kind counts its calls and warms the API up (module loading, JIT); not charged.
  const perSession = { client: new Map<string, number>(), staff: new Map<string, number>() };
  const count = (into: Map<string, number>) => (r: CallRecord) => into.set(r.call, (into.get(r.call) ?? 0) + 1);
  const first = pool.take();
  await clientSession(new SeasonApi(url, count(perSession.client)), firm, first);
  pool.give(first);
  await staffSession(new SeasonApi(url, count(perSession.staff)), firm.staffEmails[0]!, () => pool.any());

  for (let i = 0; i < rounds.client; i++) {
    const client = pool.take();
    await clientSession(api, firm, client);
    pool.give(client);
  }
  for (let i = 0; i < rounds.staff; i++)
    await staffSession(api, firm.staffEmails[i % firm.staffEmails.length]!, () => pool.any());
  for (const r of times) costs.get(r.call)?.times.push(r.ms);
  const idlePercent = { ...idle };
  for (const k of Object.keys(idle) as ProcessKind[]) idlePercent[k] = idle[k] * 100;
  return { costs, idlePercent, perSession };
}

/** CPU ms per ms each process uses with no request in flight, over 3 s. */
async function idleBurn(processes: Map<number, ProcessKind>): Promise<CpuMs> {
  const before = cpuOfThreads(processes);
  const started = performance.now();
  await new Promise((ok) => setTimeout(ok, 3000));
  const used = cpuDelta(cpuOfThreads(processes), before);
  const elapsed = performance.now() - started;
  for (const k of Object.keys(used) as ProcessKind[]) used[k] /= elapsed;
  return used;
}

/** CPU milliseconds of one password check (scrypt, the product's verifyPassword), averaged over `n`, in this process. */
export async function passwordCheckCpuMs(n = 10): Promise<{ cpuMs: number; wallMs: number }> {
  const { hashPassword, verifyPassword } = await import('@ledgerline/functions/platform/auth/secrets');
  const stored = await hashPassword('Bench-Password-2026!');
  await verifyPassword('Bench-Password-2026!', stored);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < n; i++) await verifyPassword('Bench-Password-2026!', stored);
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000 / n, wallMs: (performance.now() - wall) / n };
}
