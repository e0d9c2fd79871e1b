/**
 * Issue 21, the filing-season load test (`npm run bench -- season`): realistic sessions against the local stack
 * (in-memory twins, the API in a child process that counts its DynamoDB reads) — clients signing in, opening the
 * dashboard and their organizer, answering, uploading a W-2 through the presigned flow and signing the engagement
 * letter; staff listing tax returns, Collect and the directory, messaging and sending an organizer — ramped in
 * steps of virtual users until p99 over all calls passes 1 s or errors appear. Prints each step's requests per
 * second, p50/p99 and errors, per-call p50/p99 at the saturation point, and which call saturates first with the
 * reason measured: what each call costs in CPU and DynamoDB reads one at a time, and a password check alone.
 * Asserts nothing. BENCH_SEASON_SECONDS (20), BENCH_SEASON_STEPS (2,4,8,16,32,64), BENCH_SEASON_CLIENTS (200),
 * BENCH_SEASON_BULK (500) change its size.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { startReadCountingApi } from './read-counting-child';
import { measuredProcesses } from './season-cpu';
import { loadSeasonFirm } from './season-firm';
import { ClientPool, runStep } from './season-load';
import { passwordCheckCpuMs, profileCalls } from './season-profile';
import {
  firstToSaturate,
  mean,
  printP99ByStep,
  printProfile,
  printRamp,
  printSaturation,
  sessionCpuMs,
  type StepSummary,
  summarize,
} from './season-report';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { clientSessionWeight } from './season-sessions';

const stepSeconds = Number(process.env.BENCH_SEASON_SECONDS ?? 20);
const steps = (process.env.BENCH_SEASON_STEPS ?? '2,4,8,16,32,64').split(',').map(Number);
const clientCount = Number(process.env.BENCH_SEASON_CLIENTS ?? 200);
const bulkCount = Number(process.env.BENCH_SEASON_BULK ?? 500);
const p99LimitMs = 1000;
const profileRounds = { client: 8, staff: 4 };

const say = (line: string) => process.stdout.write(`${line}\n`);
const progress = (line: string) =>
  process.stderr.write(`season (${(performance.now() / 1000).toFixed(0)} s): ${line}\n`);

export async function benchSeason(): Promise<void> {
  const stack = await startBenchServices('season');
  let api: Awaited<ReturnType<typeof startReadCountingApi>> | undefined;
  try {
    const loading = performance.now();
    const firm = await loadSeasonFirm({ clients: clientCount, bulk: bulkCount, progress });
    api = await startReadCountingApi(stack.env);
    const processes = measuredProcesses();
    const pool = new ClientPool(firm.clients);
    say(
      `\nFiling season on the local stack (Node ${process.versions.node}, ${cpus().length} cores): a firm of ${firm.staffEmails.length} staff and ${firm.clients.length} clients (an entity, a sent organizer, a draft return and a conversation each) beside ${bulkCount} more entities, loaded in ${((performance.now() - loading) / 1000).toFixed(0)} s`,
    );

    progress('profiling one call at a time');
    const profile = await profileCalls(api.url, api, firm, pool, processes, profileRounds);
    printProfile(profile, profileRounds);
    const hash = await passwordCheckCpuMs();
    const client = sessionCpuMs(profile, 'client');
    const staff = sessionCpuMs(profile, 'staff');
    const mix = clientSessionWeight * client.total + (1 - clientSessionWeight) * staff.total;
    const callsPerSession =
      clientSessionWeight * [...profile.perSession.client.values()].reduce((a, b) => a + b, 0) +
      (1 - clientSessionWeight) * [...profile.perSession.staff.values()].reduce((a, b) => a + b, 0);
    say(
      `\nOne password check alone (the product's verifyPassword, scrypt N=2^15 r=8): ${hash.cpuMs.toFixed(0)} ms CPU, ${hash.wallMs.toFixed(0)} ms`,
    );
    say(
      `Server CPU per session (API + DynamoDB Local + twins, from the table): client ${client.total.toFixed(0)} ms, staff ${staff.total.toFixed(0)} ms; the 80/20 mix ${mix.toFixed(0)} ms for ${callsPerSession.toFixed(1)} calls`,
    );
    say(
      `So ${cpus().length} cores can serve at most ${((cpus().length * 1000) / mix).toFixed(1)} sessions/s (${(((cpus().length * 1000) / mix) * callsPerSession).toFixed(0)} req/s) before anything queues, with the load generator's own CPU not counted`,
    );

    const loadBefore = loadavg()[0]!;
    const ramp: StepSummary[] = [];
    for (const vus of steps) {
      progress(`${vus} virtual users for ${stepSeconds} s`);
      const s = summarize(await runStep(api.url, firm, pool, vus, stepSeconds, processes));
      ramp.push(s);
      progress(
        `${vus} VU: ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, ${s.errors} errors`,
      );
      if (s.p99 > p99LimitMs || s.errors > 0) break;
    }
    printRamp(ramp, stepSeconds, cpus().length);
    // Other work on the machine takes cores from every process measured here: its load is part of the figures.
    say(`Machine load average (1 min) before the load: ${loadBefore.toFixed(1)}, after: ${loadavg()[0]!.toFixed(1)}`);
    const calls = [...new Set(ramp.flatMap((s) => [...s.perCall.keys()]))];
    printP99ByStep(ramp, calls);

    const last = ramp[ramp.length - 1]!;
    const saturated = last.p99 > p99LimitMs || last.errors > 0;
    printSaturation(last, ramp[0]!, calls);
    const below = ramp.slice(0, -1);
    say(
      saturated
        ? `\nSaturation point: ${last.vus} virtual users, ${last.rps.toFixed(0)} req/s (${last.sessionsPerSecond.toFixed(1)} sessions/s), p99 ${last.p99.toFixed(0)} ms over all calls, ${last.errors} errors`
        : `\nNo saturation within ${last.vus} virtual users: p99 ${last.p99.toFixed(0)} ms at ${last.rps.toFixed(0)} req/s (add steps with BENCH_SEASON_STEPS)`,
    );
    if (below.length) {
      const best = below.reduce((a, b) => (b.rps > a.rps ? b : a));
      say(
        `Below it: the most served was ${best.rps.toFixed(0)} req/s (${best.sessionsPerSecond.toFixed(1)} sessions/s) at ${best.vus} virtual users, p99 ${best.p99.toFixed(0)} ms; errors below the saturation point: ${below.reduce((n, s) => n + s.errors, 0)}`,
      );
    }
    if (last.errors > 0) {
      const failed = [...last.perCall].filter(([, c]) => c.errors > 0);
      say(`Errors at the saturation point: ${failed.map(([call, c]) => `${call} ${c.errors}`).join(', ')}`);
    }

    const first = firstToSaturate(ramp, p99LimitMs);
    const cost = profile.costs.get(first.call);
    const at = first.step.perCall.get(first.call)!;
    const base = ramp[0]!.perCall.get(first.call)!;
    say(
      `\nFirst to saturate: ${first.call}, p99 ${base.p99.toFixed(0)} ms at ${ramp[0]!.vus} VU -> ${at.p99.toFixed(0)} ms at ${first.step.vus} VU (${(at.p99 / base.p99).toFixed(1)}x; all calls together ${(first.step.p99 / ramp[0]!.p99).toFixed(1)}x)`,
    );
    if (cost) {
      const m = mean(cost);
      const w = clientSessionWeight;
      const share = (w * (client.byCall.get(first.call) ?? 0) + (1 - w) * (staff.byCall.get(first.call) ?? 0)) / mix;
      const perMix =
        w * (profile.perSession.client.get(first.call) ?? 0) +
        (1 - w) * (profile.perSession.staff.get(first.call) ?? 0);
      const ofCalls = perMix / callsPerSession;
      say(
        `Why, measured: one ${first.call} costs ${m.api.toFixed(1)} ms of API CPU, ${m.dynamo.toFixed(1)} ms of DynamoDB Local CPU, ${m.reads.toFixed(1)} DynamoDB reads (${m.items.toFixed(0)} items); it is ${(ofCalls * 100).toFixed(0)}% of a session's calls but ${(share * 100).toFixed(0)}% of their server CPU (the 80/20 mix)`,
      );
      if (first.call === sessionRoutes.verifyPassword.operation)
        say(
          `A password check alone costs ${hash.cpuMs.toFixed(0)} ms of CPU, ${((hash.cpuMs / m.api) * 100).toFixed(0)}% of the call's API CPU: the call is CPU-bound on the memory-hard hash (run on libuv's thread pool of ${process.env.UV_THREADPOOL_SIZE ?? 4}), so ${cpus().length} cores allow about ${((cpus().length * 1000) / hash.cpuMs).toFixed(0)} password checks/s in all; when sign-ins arrive faster they queue for the pool and their time grows first`,
        );
      else if (m.dynamo > m.api)
        say(
          `DynamoDB Local spends more CPU on it than the API (${m.dynamo.toFixed(1)} vs ${m.api.toFixed(1)} ms): its reads are the cost, and they queue first in the one Java process`,
        );
      else
        say(
          `Its cost is the API's own CPU (${m.api.toFixed(1)} ms a call against ${m.dynamo.toFixed(1)} ms in DynamoDB Local): validation, the handler's work and the answer's JSON`,
        );
      const cpu = first.step.cpuPercent;
      say(
        `At ${first.step.vus} VU the processes used ${(cpu.API + cpu['DynamoDB Local'] + cpu['S3 and SES twins'] + cpu['bench (virtual users, SQS twin)']).toFixed(0)}% of one core of ${cpus().length * 100}% (API ${cpu.API.toFixed(0)}%, DynamoDB Local ${cpu['DynamoDB Local'].toFixed(0)}%, twins ${cpu['S3 and SES twins'].toFixed(0)}%, the load generator ${cpu['bench (virtual users, SQS twin)'].toFixed(0)}%)`,
      );
    }
  } finally {
    api?.stop();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchSeason();
