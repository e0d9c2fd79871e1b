/**
 * The filing-season bench's figures: percentiles of the ramp's steps and calls, the tables it prints, and which
 * call saturates first with the measured reasons. Prints figures only.
 */
import type { CallRecord } from './season-calls';
import { type CpuMs, processKinds } from './season-cpu';
import type { StepResult } from './season-load';
import type { CallCost, Profile } from './season-profile';
import { table } from './report';

export const pct = (values: number[], p: number): number => {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-');
const isError = (r: CallRecord) => r.status < 200 || r.status >= 300;

export function byCall(calls: CallRecord[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of calls) out.set(r.call, [...(out.get(r.call) ?? []), r.ms]);
  return out;
}

export interface StepSummary {
  vus: number;
  rps: number;
  sessionsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  perCall: Map<string, { count: number; p50: number; p99: number; errors: number }>;
  cpuPercent: CpuMs;
}

export function summarize(step: StepResult): StepSummary {
  const times = step.calls.map((r) => r.ms);
  const perCall = new Map<string, { count: number; p50: number; p99: number; errors: number }>();
  for (const [call, list] of byCall(step.calls))
    perCall.set(call, {
      count: list.length,
      p50: pct(list, 50),
      p99: pct(list, 99),
      errors: step.calls.filter((r) => r.call === call && isError(r)).length,
    });
  // A session stops at its first failure, so failed sessions beyond the failed calls failed some other way.
  const failedCalls = step.calls.filter(isError).length;
  const cpuPercent = { ...step.cpu };
  for (const k of processKinds) cpuPercent[k] = (step.cpu[k] / (step.seconds * 1000)) * 100;
  return {
    vus: step.vus,
    rps: step.calls.length / step.seconds,
    sessionsPerSecond: step.sessions / step.seconds,
    p50: pct(times, 50),
    p99: pct(times, 99),
    errors: failedCalls + Math.max(0, step.failed - failedCalls),
    perCall,
    cpuPercent,
  };
}

/** A call's mean cost per call, from the profile. */
export const mean = (c: CallCost) => ({
  api: c.apiCpuMs / c.count,
  dynamo: c.dynamoCpuMs / c.count,
  twins: c.twinsCpuMs / c.count,
  server: (c.apiCpuMs + c.dynamoCpuMs + c.twinsCpuMs) / c.count,
  reads: c.reads / c.count,
  items: c.items / c.count,
});

export function printProfile(profile: Profile, rounds: { client: number; staff: number }) {
  const rows = [...profile.costs].map(([call, c]) => {
    const m = mean(c);
    return [
      call,
      String(c.count),
      ms(pct(c.times, 50)),
      ms(m.api),
      ms(m.dynamo),
      ms(m.twins),
      m.reads.toFixed(1),
      m.items.toFixed(0),
    ];
  });
  table(
    `One call at a time (${rounds.client} client and ${rounds.staff} staff sessions, no other virtual user): time, and the CPU (less each process's idle burn: API ${profile.idlePercent.API.toFixed(1)}%, DynamoDB Local ${profile.idlePercent['DynamoDB Local'].toFixed(1)}% of a core) and DynamoDB reads each call costs`,
    [
      'call',
      'calls',
      'p50 ms',
      'API CPU ms',
      'DynamoDB Local CPU ms',
      'S3/SES twins CPU ms',
      'DDB reads',
      'items read',
    ],
    rows,
  );
}

/** Server CPU (API, DynamoDB Local, twins) of one session of a kind, from its calls' measured costs. */
export function sessionCpuMs(
  profile: Profile,
  kind: 'client' | 'staff',
): { total: number; byCall: Map<string, number> } {
  const byCall = new Map<string, number>();
  let total = 0;
  for (const [call, n] of profile.perSession[kind]) {
    const c = profile.costs.get(call);
    const each = c ? mean(c).server : 0;
    byCall.set(call, each * n);
    total += each * n;
  }
  return { total, byCall };
}

export function printRamp(steps: StepSummary[], stepSeconds: number, cores: number) {
  table(
    `The ramp: virtual users running sessions back to back (80% client, 20% staff), ${stepSeconds} s per step; CPU as % of one core (${cores * 100}% = all ${cores} cores)`,
    [
      'virtual users',
      'req/s',
      'sessions/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'API CPU %',
      'DynamoDB CPU %',
      'twins CPU %',
      'bench CPU %',
    ],
    steps.map((s) => [
      String(s.vus),
      s.rps.toFixed(0),
      s.sessionsPerSecond.toFixed(1),
      ms(s.p50),
      ms(s.p99),
      String(s.errors),
      s.cpuPercent.API.toFixed(0),
      s.cpuPercent['DynamoDB Local'].toFixed(0),
      s.cpuPercent['S3 and SES twins'].toFixed(0),
      s.cpuPercent['bench (virtual users, SQS twin)'].toFixed(0),
    ]),
  );
}

/** Each call's p99 at every step, so the call whose latency grows first shows. */
export function printP99ByStep(steps: StepSummary[], calls: string[]) {
  table(
    'p99 ms of each call at each step (virtual users across)',
    ['call', ...steps.map((s) => `${s.vus} VU`)],
    calls.map((call) => [call, ...steps.map((s) => ms(s.perCall.get(call)?.p99 ?? Number.NaN))]),
  );
}

export function printSaturation(at: StepSummary, first: StepSummary, calls: string[]) {
  table(
    `Per call at the saturation point (${at.vus} virtual users)`,
    ['call', 'count', 'p50 ms', 'p99 ms', 'errors', `p99 at ${first.vus} VU`, 'p99 growth'],
    calls.map((call) => {
      const c = at.perCall.get(call);
      const base = first.perCall.get(call)?.p99 ?? Number.NaN;
      return [
        call,
        String(c?.count ?? 0),
        ms(c?.p50 ?? Number.NaN),
        ms(c?.p99 ?? Number.NaN),
        String(c?.errors ?? 0),
        ms(base),
        c ? `${(c.p99 / base).toFixed(1)}x` : '-',
      ];
    }),
  );
}

/**
 * The call that saturates first: the first whose p99 passes the limit (the earliest step; at that step the
 * highest p99); when none does (the ramp stopped on errors or ran out of steps), the one whose p99 grew most.
 */
export function firstToSaturate(steps: StepSummary[], limitMs: number): { call: string; step: StepSummary } {
  for (const s of steps) {
    const over = [...s.perCall].filter(([, c]) => c.p99 > limitMs).sort((a, b) => b[1].p99 - a[1].p99);
    if (over.length) return { call: over[0]![0], step: s };
  }
  const last = steps[steps.length - 1]!;
  const first = steps[0]!;
  const growth = [...last.perCall].map(([call, c]) => [call, c.p99 / (first.perCall.get(call)?.p99 ?? c.p99)] as const);
  growth.sort((a, b) => b[1] - a[1]);
  return { call: growth[0]![0], step: last };
}
