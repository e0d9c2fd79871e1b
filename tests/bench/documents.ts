/**
 * A folder downloaded as files.zip (zipObjectsToStorage): 300 objects of about 1.7 MB (500 MB in all, written as
 * streams, never held whole) go into the local files twin; then a fresh Node process zips the first 60 (~100 MB)
 * and another all 300 (~500 MB), storage to storage. Prints each run's time, throughput and the child's RSS before
 * zipping and at its peak: the peak should not grow with the folder. Deletes everything afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { resultOfChild } from './child-result';
import { table } from './report';

const objects = Number(process.env.BENCH_DOCUMENTS ?? 300);
const totalBytes = Number(process.env.BENCH_DOCUMENTS_MB ?? 500) * 1_000_000;
const runs = [Math.round(objects / 5), objects];
const prefix = 'bench-documents/folder/';

/** Sizes from half to one and a half times the mean, in a fixed scattered order; they add up to about totalBytes. */
function sizeOf(i: number): number {
  const mean = totalBytes / objects;
  return Math.round(mean * (0.5 + ((i * 37) % 100) / 99));
}

/** `size` bytes in 64 KiB chunks cut from one random block (stored, not deflated: the names end in .pdf). */
const block = randomBytes(1 << 20);
function bytesStream(size: number, seed: number): Readable {
  const chunk = 1 << 16;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(chunk, size - sent);
      const at = (seed * 4099 + sent) % (block.length - chunk);
      this.push(block.subarray(at, at + n));
      sent += n;
    },
  });
}

async function mapLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

interface ChildResult {
  files: number;
  zipMiB: number;
  ms: number;
  baselineRssMiB: number;
  peakRssSampledMiB: number;
  maxRssMiB: number;
  peakHeapUsedMiB: number;
  peakExternalMiB: number;
}

function zipInChild(env: NodeJS.ProcessEnv, count: number, target: string): Promise<ChildResult> {
  return resultOfChild(
    'tests/bench/documents-child.ts',
    { ...env, BENCH_ZIP_COUNT: String(count), BENCH_ZIP_PREFIX: prefix, BENCH_ZIP_TARGET: target },
    'BENCH_ZIP_RESULT',
  );
}

export async function benchDocuments(): Promise<void> {
  const stack = await startBenchServices('documents');
  const keys: string[] = [];
  try {
    const { filesClient, filesBucket, objectInfo, deleteObject } = await import(
      '@ledgerline/functions/platform/adapters/files'
    );
    const { PutObjectCommand } = await import('@ledgerline/functions/platform/adapters/s3-sdk');
    const client = await filesClient();
    const loadStarted = performance.now();
    const indexes = Array.from({ length: objects }, (_, i) => i);
    await mapLimited(indexes, 4, async (i) => {
      const key = `${prefix}${i}.pdf`;
      await client.send(
        new PutObjectCommand({
          Bucket: filesBucket,
          Key: key,
          Body: bytesStream(sizeOf(i), i),
          ContentLength: sizeOf(i),
          ContentType: 'application/pdf',
        }),
      );
      keys.push(key);
    });
    const loadS = (performance.now() - loadStarted) / 1000;
    const stored = indexes.reduce((sum, i) => sum + sizeOf(i), 0);

    const rows: string[][] = [];
    for (const count of runs) {
      const target = `bench-documents/zips/${count}.zip`;
      keys.push(target);
      const r = await zipInChild(stack.env, count, target);
      const inMb = indexes.slice(0, count).reduce((sum, i) => sum + sizeOf(i), 0) / 1e6;
      const info = await objectInfo(target);
      rows.push([
        `${count} files`,
        inMb.toFixed(0),
        ((info?.size ?? 0) / 1e6).toFixed(0),
        (r.ms / 1000).toFixed(1),
        (inMb / (r.ms / 1000)).toFixed(0),
        r.baselineRssMiB.toFixed(0),
        r.peakRssSampledMiB.toFixed(0),
        r.maxRssMiB.toFixed(0),
        r.peakHeapUsedMiB.toFixed(0),
        r.peakExternalMiB.toFixed(0),
      ]);
    }
    table(
      `Folder as files.zip, storage to storage (zipObjectsToStorage in a fresh Node process, 8 MiB parts, 2 at a time; ${objects} objects, ${(stored / 1e6).toFixed(0)} MB loaded into s3rver in ${loadS.toFixed(0)} s; Node ${process.versions.node})`,
      [
        'zip of',
        'in MB',
        'zip MB',
        'time s',
        'MB/s',
        'RSS before MiB',
        'peak RSS MiB',
        'maxRSS MiB',
        'peak heap MiB',
        'peak external MiB',
      ],
      rows,
    );
    await mapLimited([...keys], 4, deleteObject);
    keys.length = 0;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchDocuments();
