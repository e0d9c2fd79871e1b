/**
 * Issue 20, the firm-wide data export: the demo firm (npm start's seed) exported in a fresh Node process, every
 * stage in turn and then the zip, storage to storage. Prints the time, the zip's size, what it holds and the peak
 * memory (RSS), which should stay near the process's own size: files are streamed, never held whole.
 */
import { pathToFileURL } from 'node:url';
import { startBenchServices } from './bench-services';
import { resultOfChild } from './child-result';
import { table } from './report';

interface ChildResult {
  status: string;
  error: string | null;
  ms: number;
  zipMiB: number;
  counts: Record<string, number>;
  baselineRssMiB: number;
  peakRssSampledMiB: number;
  maxRssMiB: number;
}

function exportInChild(env: NodeJS.ProcessEnv): Promise<ChildResult> {
  return resultOfChild('tests/bench/firm-export-child.ts', env, 'BENCH_FIRM_EXPORT_RESULT');
}

export async function benchFirmExport(): Promise<void> {
  const stack = await startBenchServices('firm-export');
  try {
    const { seedDemoData } = await import('@ledgerline/infra/local/seed');
    await seedDemoData();
    const r = await exportInChild(stack.env);
    if (r.status !== 'ready') throw new Error(`the export ended ${r.status}: ${r.error}`);
    const c = r.counts;
    table(
      `The demo firm's data export, every stage and the zip (a fresh Node ${process.versions.node} process, storage to storage)`,
      [
        'export',
        'users',
        'entities',
        'messages',
        'documents',
        'zip files',
        'time s',
        'zip MiB',
        'RSS before MiB',
        'peak RSS MiB',
        'maxRSS MiB',
      ],
      [
        [
          'demo firm',
          String(c.users ?? 0),
          String(c.entities ?? 0),
          String(c.messages ?? 0),
          String(c.documents ?? 0),
          String(c.files ?? 0),
          (r.ms / 1000).toFixed(1),
          r.zipMiB.toFixed(1),
          r.baselineRssMiB.toFixed(0),
          r.peakRssSampledMiB.toFixed(0),
          r.maxRssMiB.toFixed(0),
        ],
      ],
    );
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchFirmExport();
