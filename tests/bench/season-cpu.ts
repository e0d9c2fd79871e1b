/**
 * Where the machine's CPU goes during the filing-season bench: the CPU time of each process this bench started
 * (the API, DynamoDB Local, the S3 and SES twins) and of the bench itself (the virtual users and the in-process
 * SQS twin), read from Linux's /proc. Two readings: per process since start in clock ticks (/proc/<pid>/stat,
 * which keeps the time of threads that have ended), for a step's share of the cores; and in nanoseconds summed
 * over the live threads (/proc/<pid>/task/<tid>/schedstat), precise enough to charge a single call.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (`getconf CLK_TCK`; 100 on every Linux build here). */
const ticksPerSecond = 100;

export type ProcessKind = 'API' | 'DynamoDB Local' | 'S3 and SES twins' | 'bench (virtual users, SQS twin)';
export const processKinds: ProcessKind[] = [
  'API',
  'DynamoDB Local',
  'S3 and SES twins',
  'bench (virtual users, SQS twin)',
];

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), so field 3 (state) is [0]. */
function statFields(pid: number): string[] | null {
  const stat = read(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

function kindOf(pid: number): ProcessKind | null {
  const cmd = (read(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' ');
  if (cmd.includes('read-counting-child') || cmd.includes('api-child')) return 'API';
  if (/\bjava\b/.test(cmd) || cmd.includes('DynamoDBLocal')) return 'DynamoDB Local';
  if (cmd.includes('s3rver') || cmd.includes('aws-ses-v2-local')) return 'S3 and SES twins';
  return null;
}

/** This process's descendants that are one of the kinds measured, by pid. */
export function measuredProcesses(): Map<number, ProcessKind> {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const fields = statFields(pid);
    if (fields) parentOf.set(pid, Number(fields[1]));
  }
  const descends = (pid: number) => {
    for (let p = parentOf.get(pid); p && p > 1; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  const found = new Map<number, ProcessKind>();
  for (const pid of parentOf.keys()) {
    const kind = descends(pid) ? kindOf(pid) : null;
    if (kind) found.set(pid, kind);
  }
  return found;
}

export type CpuMs = Record<ProcessKind, number>;

const zero = (): CpuMs => Object.fromEntries(processKinds.map((k) => [k, 0])) as CpuMs;

/** CPU milliseconds used since each process started (clock-tick resolution), by kind. */
export function cpuSinceStart(processes: Map<number, ProcessKind>): CpuMs {
  const out = zero();
  for (const [pid, kind] of processes) {
    const f = statFields(pid);
    // utime and stime are fields 14 and 15 of stat, [11] and [12] here.
    if (f) out[kind] += ((Number(f[11]) + Number(f[12])) * 1000) / ticksPerSecond;
  }
  const self = process.cpuUsage();
  out['bench (virtual users, SQS twin)'] = (self.user + self.system) / 1000;
  return out;
}

/** CPU milliseconds run by each process's live threads (nanosecond resolution), by kind. */
export function cpuOfThreads(processes: Map<number, ProcessKind>): CpuMs {
  const out = zero();
  for (const [pid, kind] of processes) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      const ns = Number((read(`/proc/${pid}/task/${tid}/schedstat`) ?? '0').split(' ')[0]);
      if (Number.isFinite(ns)) out[kind] += ns / 1e6;
    }
  }
  const self = process.cpuUsage();
  out['bench (virtual users, SQS twin)'] = (self.user + self.system) / 1000;
  return out;
}

export function cpuDelta(after: CpuMs, before: CpuMs): CpuMs {
  const out = zero();
  for (const k of processKinds) out[k] = Math.max(0, after[k] - before[k]);
  return out;
}
