/**
 * Tax return delivery's writes (FA §4.1): every change of a return is one transaction with its activity line,
 * conditional on the version the change was computed from, so two saves (two tabs, a client signing while staff mark)
 * never overwrite each other: the second fails the condition and is refused or recomputed.
 */
import type { TaxReturnEventItem, TaxReturnItem } from '../../platform/data/entities/tax-return';
import { TaxReturn } from '../../platform/data/entities/tax-return';
import { Company, type CompanyItem } from '../../platform/data/entities/company';
import { Firm } from '../../platform/data/entities/firm';
import { getItems } from '../../platform/data/batch-get';
import { db } from '../../platform/data/service';
import { isConditionFailure, mustCommit } from '../../platform/data/transact';

export type ReturnKey = { firmId: string; companyId: string; taxReturnId: string };
export type DeliveryEvent = Omit<TaxReturnEventItem, 'firmId' | 'companyId' | 'taxReturnId'>;
/** What a change writes: any of the return's own fields (never its key, created_at or version). */
export type DeliveryChange = Partial<
  Omit<TaxReturnItem, 'firmId' | 'companyId' | 'taxReturnId' | 'created_at' | 'updated_at' | 'version'>
>;

/** The change was computed from an older version (someone else wrote the return meanwhile). */
export class StaleReturn extends Error {
  constructor() {
    super('tax return changed meanwhile');
    this.name = 'StaleReturn';
  }
}

/** A new return (an upload) and its first log line. */
export async function createReturn(item: TaxReturnItem, event: DeliveryEvent): Promise<void> {
  const key = { firmId: item.firmId, companyId: item.companyId, taxReturnId: item.taxReturnId };
  await mustCommit(
    db.transaction
      .write(({ taxReturn, taxReturnEvent }) => [
        taxReturn.create({ ...item, version: 1 } as never).commit(),
        taxReturnEvent.create({ ...key, ...event }).commit(),
      ])
      .go(),
    () => new Error('tax return exists'),
  );
}

/**
 * Writes the change and its log line if the return is still at `version` and not deleted. Throws StaleReturn when
 * it is not (the caller re-reads and decides). Attributes set to undefined are removed.
 */
export async function commitChange(
  key: ReturnKey,
  version: number,
  change: DeliveryChange,
  event: DeliveryEvent | null,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  const remove = Object.entries(change)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  try {
    await mustCommit(
      db.transaction
        .write(({ taxReturn, taxReturnEvent }) => [
          taxReturn
            .patch(key)
            .set({ ...set, version: version + 1 } as never)
            .remove(remove as never)
            .where((a, op) => `${op.eq(a.version, version)} AND ${op.notExists(a.deleted_at)}`)
            .commit(),
          ...(event ? [taxReturnEvent.create({ ...key, ...event }).commit()] : []),
        ])
        .go(),
      () => new StaleReturn(),
    );
  } catch (e) {
    if (e instanceof StaleReturn || isConditionFailure(e)) throw new StaleReturn();
    throw e;
  }
}

/** The page's returns by their keys, one batch read (missing ones left out). */
export async function getReturns(firmId: string, keys: { companyId: string; taxReturnId: string }[]) {
  return (await getItems(
    TaxReturn,
    keys.map((k) => ({ firmId, ...k })),
  )) as TaxReturnItem[];
}

export async function getCompanies(firmId: string, companyIds: string[]): Promise<CompanyItem[]> {
  return getItems(
    Company,
    [...new Set(companyIds)].map((companyId) => ({ firmId, companyId })),
  );
}

export async function getFirm(firmId: string) {
  return (await Firm.get({ firmId }).go()).data ?? null;
}

/** The firm's saved send-to-documents defaults (FA §3.4): only the keys given change. */
export async function saveFirmPreferences(firmId: string, changes: Record<string, string>): Promise<void> {
  const firm = await getFirm(firmId);
  if (!firm) return;
  const preferences = { ...((firm.preferences ?? {}) as Record<string, unknown>), ...changes };
  await Firm.patch({ firmId }).set({ preferences }).go();
}
