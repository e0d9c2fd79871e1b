/**
 * The filing-season bench's load: `vus` virtual users running sessions back to back for a fixed time, each a
 * client session or a staff session by weight. A client is worked on by one virtual user at a time (two people
 * typing in one organizer at once would measure conflicts, not load); staff accounts are shared. A session under
 * way when the time is up stops before its next call. Answers every call made, the sessions finished and the CPU
 * each process used.
 */
import { type CallRecord, SeasonApi } from './season-calls';
import { type CpuMs, cpuDelta, cpuSinceStart, type ProcessKind } from './season-cpu';
import type { SeasonClient, SeasonFirm } from './season-firm';
import { clientSession, clientSessionWeight, staffSession } from './season-sessions';

export interface StepResult {
  vus: number;
  seconds: number;
  calls: CallRecord[];
  sessions: number;
  /** Sessions that stopped at a failure (a call's non-2xx, or anything else that went wrong). */
  failed: number;
  /** The first failures, as `call: status message`. */
  failures: string[];
  cpu: CpuMs;
}

class TimeUp extends Error {}

/** Clients free to start a session, longest idle first. */
export class ClientPool {
  private readonly free: SeasonClient[];
  constructor(clients: SeasonClient[]) {
    this.free = [...clients];
  }
  take(): SeasonClient {
    const c = this.free.shift();
    if (!c) throw new Error('more virtual users than clients: raise BENCH_SEASON_CLIENTS');
    return c;
  }
  give(c: SeasonClient) {
    this.free.push(c);
  }
  any(): SeasonClient {
    return this.free[Math.floor(Math.random() * this.free.length)]!;
  }
}

/** One session by weight; answers whether it finished. */
export async function oneSession(api: SeasonApi, firm: SeasonFirm, pool: ClientPool, staffTurn: number) {
  if (Math.random() < clientSessionWeight) {
    const client = pool.take();
    try {
      await clientSession(api, firm, client);
    } finally {
      pool.give(client);
    }
  } else {
    await staffSession(api, firm.staffEmails[staffTurn % firm.staffEmails.length]!, () => pool.any());
  }
}

export async function runStep(
  url: string,
  firm: SeasonFirm,
  pool: ClientPool,
  vus: number,
  seconds: number,
  processes: Map<number, ProcessKind>,
): Promise<StepResult> {
  const calls: CallRecord[] = [];
  const failures: string[] = [];
  let sessions = 0;
  let failed = 0;
  let staffTurn = 0;
  const cpuBefore = cpuSinceStart(processes);
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: vus }, async () => {
      const api = new SeasonApi(url, (r) => calls.push(r), {
        before: () => {
          if (performance.now() > end) throw new TimeUp();
        },
      });
      while (performance.now() < end) {
        try {
          await oneSession(api, firm, pool, staffTurn++);
          sessions++;
        } catch (e) {
          if (e instanceof TimeUp) break;
          failed++;
          if (failures.length < 10) failures.push(String((e as Error).message ?? e));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    vus,
    seconds: elapsed,
    calls,
    sessions,
    failed,
    failures,
    cpu: cpuDelta(cpuSinceStart(processes), cpuBefore),
  };
}
