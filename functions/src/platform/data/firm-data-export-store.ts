/**
 * The firm-wide data export's items (entities/firm-data-export.ts): one running export per firm (its lock), the
 * export's stages claimed one delivery at a time and done once, the ready or failed end set once. Every change that
 * must happen once is a conditional write whose failing condition means it happened already.
 */
import { firmDataExportKeptDays, type FirmDataExportStatus } from '@ledgerline/shared/firm-data-exports';
import {
  FirmDataExport,
  type FirmDataExportItem,
  FirmDataExportLock,
  type FirmDataExportLockItem,
} from './entities/firm-data-export';
import { isConditionFailure } from './transact';

export type { FirmDataExportItem };

/** A conditional write whose condition failing means someone did it already: false then. */
async function ifStill(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

const finished = (s: FirmDataExportStatus | undefined) => s === 'ready' || s === 'failed';

export async function getFirmDataExport(firmId: string, exportId: string): Promise<FirmDataExportItem | null> {
  return (await FirmDataExport.get({ firmId, exportId }).go({ consistent: true })).data ?? null;
}

/** The firm's exports, newest first (their own key). */
export async function listFirmDataExports(firmId: string, limit: number): Promise<FirmDataExportItem[]> {
  const { data } = await FirmDataExport.query.byFirmNewest({ firmId }).go({ order: 'desc', limit });
  return data as FirmDataExportItem[];
}

async function readLock(firmId: string): Promise<FirmDataExportLockItem | null> {
  return (await FirmDataExportLock.get({ firmId }).go({ consistent: true })).data ?? null;
}

/**
 * Takes the firm's lock for a new export, when no export runs: answers false when one does. A lock whose export has
 * finished (or was never written) is taken over; so is one whose export has not moved for `staleMs` (its work died
 * on the queue's last attempt): that export is marked failed with `stoppedReason` first.
 */
export async function takeExportLock(
  firmId: string,
  exportId: string,
  staleMs: number,
  stoppedReason: string,
  now = new Date(),
): Promise<boolean> {
  if (await ifStill(() => FirmDataExportLock.create({ firmId, exportId, created_at: now.toISOString() }).go()))
    return true;
  const lock = await readLock(firmId);
  if (!lock) return ifStill(() => FirmDataExportLock.create({ firmId, exportId, created_at: now.toISOString() }).go());
  const held = await getFirmDataExport(firmId, lock.exportId);
  if (held && !finished(held.status)) {
    const moved = Date.parse(held.updated_at ?? held.created_at);
    if (now.getTime() - moved < staleMs) return false;
    await finishFirmDataExport(firmId, held.exportId, { status: 'failed', error: stoppedReason });
  }
  return ifStill(() =>
    FirmDataExportLock.patch({ firmId })
      .set({ exportId, created_at: now.toISOString() })
      .where((a, op) => op.eq(a.exportId, lock.exportId))
      .go(),
  );
}

/** Lets the firm start another export (only this export's lock is removed). */
export async function releaseExportLock(firmId: string, exportId: string): Promise<void> {
  await ifStill(() =>
    FirmDataExportLock.delete({ firmId })
      .where((a, op) => op.eq(a.exportId, exportId))
      .go(),
  );
}

export async function createFirmDataExport(item: {
  firmId: string;
  exportId: string;
  created_by: string;
  created_by_name: string;
  file_name: string;
  now: Date;
}): Promise<FirmDataExportItem> {
  const { now, ...rest } = item;
  const { data } = await FirmDataExport.create({
    ...rest,
    status: 'queued',
    done: 0,
    counts: {},
    created_at: now.toISOString(),
    ttl: Math.ceil(now.getTime() / 1000) + firmDataExportKeptDays * 24 * 3600,
  }).go();
  return data as FirmDataExportItem;
}

/**
 * Claims stage `stage` for one delivery until `until` (epoch ms): only while it is the next stage to do, the export
 * has not ended, and no other delivery holds it (or its hold has run out). Answers whether this delivery has it.
 */
export function claimStage(
  firmId: string,
  exportId: string,
  stage: number,
  stageName: string,
  now: number,
  until: number,
): Promise<boolean> {
  return ifStill(() =>
    FirmDataExport.patch({ firmId, exportId })
      .set({ claim_stage: stage, claim_until: until, status: 'running', stage: stageName as never })
      .where(
        (a, op) =>
          `${op.eq(a.done, stage)} AND ${op.ne(a.status, 'ready')} AND ${op.ne(a.status, 'failed')} AND ` +
          `(${op.notExists(a.claim_stage)} OR ${op.ne(a.claim_stage, stage)} OR ${op.lt(a.claim_until, now)})`,
      )
      .go(),
  );
}

/** Marks the claimed stage done (once) with what it wrote; answers whether this call did. */
export function completeStage(
  firmId: string,
  exportId: string,
  stage: number,
  counts: Record<string, number>,
): Promise<boolean> {
  return ifStill(() =>
    FirmDataExport.patch({ firmId, exportId })
      .set({ done: stage + 1, counts })
      .remove(['claim_stage', 'claim_until'])
      .where(
        (a, op) =>
          `${op.eq(a.done, stage)} AND ${op.eq(a.claim_stage, stage)} AND ${op.ne(a.status, 'ready')} AND ${op.ne(a.status, 'failed')}`,
      )
      .go(),
  );
}

/** Ready or failed, once: answers whether this call ended it (so its notification is sent once). */
export function finishFirmDataExport(
  firmId: string,
  exportId: string,
  end:
    | { status: 'ready'; done: number; size: number; counts: Record<string, number> }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  return ifStill(() =>
    FirmDataExport.patch({ firmId, exportId })
      .set({ ...end, finished_at: new Date().toISOString() })
      .remove(['claim_stage', 'claim_until'])
      .where((a, op) => `${op.ne(a.status, 'ready')} AND ${op.ne(a.status, 'failed')}`)
      .go(),
  );
}

/** Lets a retry take the stage at once after this delivery failed (its hold is ended). */
export async function releaseStage(firmId: string, exportId: string, stage: number): Promise<void> {
  await ifStill(() =>
    FirmDataExport.patch({ firmId, exportId })
      .set({ claim_until: 0 })
      .where((a, op) => op.eq(a.claim_stage, stage))
      .go(),
  );
}
