/**
 * One zipObjectsToStorage run alone in a fresh process, on twins the parent started (its environment says where), so
 * its memory is its own: zips BENCH_ZIP_COUNT objects `${BENCH_ZIP_PREFIX}${i}.pdf` to BENCH_ZIP_TARGET and prints
 * `BENCH_ZIP_RESULT {...}` with the time, the zip's size, the RSS before zipping and the peak RSS (the process's
 * maxRSS, and the highest of samples every 20 ms) and peak heap and external memory.
 */
export {};

const count = Number(process.env.BENCH_ZIP_COUNT);
const prefix = process.env.BENCH_ZIP_PREFIX!;
const target = process.env.BENCH_ZIP_TARGET!;

const { zipObjectsToStorage } = await import('@ledgerline/functions/platform/adapters/zip-to-storage');
const sources = Array.from({ length: count }, (_, i) => ({
  key: `${prefix}${i}.pdf`,
  name: `Folder/document ${i}.pdf`,
}));

const mib = (bytes: number) => bytes / 2 ** 20;
const baseline = process.memoryUsage();
const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed, external: baseline.external };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  peak.external = Math.max(peak.external, m.external);
}, 20);
const started = performance.now();
const { size, files } = await zipObjectsToStorage(sources, target);
const ms = performance.now() - started;
clearInterval(sampler);
process.stdout.write(
  `BENCH_ZIP_RESULT ${JSON.stringify({
    files,
    zipMiB: mib(size),
    ms,
    baselineRssMiB: mib(baseline.rss),
    peakRssSampledMiB: mib(peak.rss),
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    peakHeapUsedMiB: mib(peak.heapUsed),
    peakExternalMiB: mib(peak.external),
  })}\n`,
);
