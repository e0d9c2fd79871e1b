/**
 * One firm-wide data export of the demo firm alone in a fresh process, on twins the parent started and seeded (its
 * environment says where), so its memory is its own: every stage run in turn as the queue would run them, then the
 * zip. Prints `BENCH_FIRM_EXPORT_RESULT {...}`: time, zip size, what it holds, RSS before and at its peak.
 */
import { EmailClaim } from '@ledgerline/functions/platform/data/entities/email-claim';

const mib = (bytes: number) => bytes / 2 ** 20;
const { demoPartner } = await import('@ledgerline/infra/local/demo-data');
const claim = (await EmailClaim.get({ email: demoPartner.email }).go()).data;
if (!claim) throw new Error('the demo firm is not seeded');
const firmId = claim.firmId;
const store = await import('@ledgerline/functions/platform/data/firm-data-export-store');
const job = await import('@ledgerline/functions/exports/firm-data-export-job');
const { firmDataExportZipKey } = await import('@ledgerline/functions/exports/firm-data-export-writer');
const files = await import('@ledgerline/functions/platform/adapters/files');

const baseline = process.memoryUsage();
let peakRss = baseline.rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const exportId = `bench-${Date.now()}`;
await store.takeExportLock(firmId, exportId, 3_600_000, 'stopped');
await store.createFirmDataExport({
  firmId,
  exportId,
  created_by: claim.userId,
  created_by_name: 'Bench',
  file_name: 'bench.zip',
  now: new Date(),
});
const delivery = { name: 'bench', messageId: 'bench', receiveCount: 1 };
for (let stage = 0; stage < job.zipStage; stage++)
  await job.runFirmDataExportStage({ firmId, exportId, stage }, delivery);
await job.runFirmDataExportZip({ firmId, exportId }, delivery);
const ms = performance.now() - started;
clearInterval(sampler);
const done = await store.getFirmDataExport(firmId, exportId);
const info = await files.objectInfo(firmDataExportZipKey(firmId, exportId));
process.stdout.write(
  `BENCH_FIRM_EXPORT_RESULT ${JSON.stringify({
    status: done?.status,
    error: done?.error ?? null,
    ms,
    zipMiB: mib(info?.size ?? 0),
    counts: done?.counts ?? {},
    baselineRssMiB: mib(baseline.rss),
    peakRssSampledMiB: mib(peakRss),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
process.exit(0);
