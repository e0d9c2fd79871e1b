/**
 * A restore, start to end (scripts/restore-table.ts is its command line): check the time is restorable, restore the
 * table as of that time into a new table (AWS's RestoreTableToPointInTime, or the local twin on the local stack),
 * then count the new table's items per kind (one firm's, or all) beside the source's as they are now.
 *
 * The counts come from a Scan of the restored copy (functions/src/platform/data/firm-items.ts): nobody else reads
 * that table, and only a Scan sees every partition of a firm. Counting the source reads the live table once too
 * (skip it with skipSourceCount on a very large table); the difference per kind is what changed after the time.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { countItemsByKind } from '../../functions/src/platform/data/firm-items';
import { localRestoreWindow, restoreLocally } from '../../infra/local/point-in-time-restore';
import { awsRestoreWindow, restoreInAws } from './restore-aws';

export interface RestoreRequest {
  ddb: DynamoDBClient;
  /** Set when restoring on the local stack: DynamoDB Local's address. */
  localEndpoint: string | null;
  source: string;
  target: string;
  to: Date;
  firmId?: string;
  skipSourceCount?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  source: string;
  target: string;
  to: string;
  firmId: string | null;
  mode: 'aws' | 'local twin';
  /** Seconds from the restore call until the new table was ACTIVE and filled, and until its counts were read. */
  restoreSeconds: number;
  verifySeconds: number;
  restored: { total: number; byKind: Record<string, number> };
  sourceNow: { total: number; byKind: Record<string, number> } | null;
}

export async function runRestore(r: RestoreRequest): Promise<RestoreResult> {
  const log = r.log ?? (() => {});
  const window = r.localEndpoint ? await localRestoreWindow(r.ddb, r.source) : await awsRestoreWindow(r.ddb, r.source);
  if (r.to < window.earliest || r.to > window.latest)
    throw new Error(
      `${r.to.toISOString()} is outside what ${r.source} can be restored to: ${window.earliest.toISOString()} – ` +
        `${window.latest.toISOString()}.`,
    );
  const started = Date.now();
  if (r.localEndpoint)
    await restoreLocally({ ddb: r.ddb, endpoint: r.localEndpoint, source: r.source, target: r.target, to: r.to, log });
  else await restoreInAws({ ddb: r.ddb, source: r.source, target: r.target, to: r.to, log });
  const restoredAt = Date.now();
  log(`restored in ${((restoredAt - started) / 1000).toFixed(1)} s; counting items`);
  const scope = r.firmId ? { firmId: r.firmId } : {};
  const [restored, sourceNow] = await Promise.all([
    countItemsByKind(r.ddb, r.target, scope),
    r.skipSourceCount ? null : countItemsByKind(r.ddb, r.source, scope),
  ]);
  return {
    source: r.source,
    target: r.target,
    to: r.to.toISOString(),
    firmId: r.firmId ?? null,
    mode: r.localEndpoint ? 'local twin' : 'aws',
    restoreSeconds: (restoredAt - started) / 1000,
    verifySeconds: (Date.now() - restoredAt) / 1000,
    restored,
    sourceNow,
  };
}

/** The counts side by side, one line per kind. */
export function countsTable(result: RestoreResult): string {
  const kinds = [...new Set([...Object.keys(result.restored.byKind), ...Object.keys(result.sourceNow?.byKind ?? {})])];
  const rows = kinds.sort().map((kind) => {
    const then = result.restored.byKind[kind] ?? 0;
    if (!result.sourceNow) return `  ${kind.padEnd(28)} ${String(then).padStart(9)}`;
    const now = result.sourceNow.byKind[kind] ?? 0;
    const change = now - then;
    return `  ${kind.padEnd(28)} ${String(then).padStart(9)} ${String(now).padStart(9)} ${change ? (change > 0 ? `+${change}` : String(change)).padStart(9) : ''}`;
  });
  const head = result.sourceNow
    ? `  ${'kind'.padEnd(28)} ${'restored'.padStart(9)} ${'now'.padStart(9)} ${'since'.padStart(9)}`
    : `  ${'kind'.padEnd(28)} ${'restored'.padStart(9)}`;
  const total = result.sourceNow
    ? `  ${'all'.padEnd(28)} ${String(result.restored.total).padStart(9)} ${String(result.sourceNow.total).padStart(9)}`
    : `  ${'all'.padEnd(28)} ${String(result.restored.total).padStart(9)}`;
  return [head, ...rows, total].join('\n');
}
