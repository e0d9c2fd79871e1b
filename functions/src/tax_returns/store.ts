/** Tax return data access: an entity's returns are one partition; a return's own log sits beside it. */
import {
  TaxReturn,
  TaxReturnEvent,
  type TaxReturnEventItem,
  type TaxReturnItem,
} from '../platform/data/entities/tax-return';
import { Firm } from '../platform/data/entities/firm';
import { db } from '../platform/data/service';
import { mustCommit } from '../platform/data/transact';

export async function listCompanyReturns(firmId: string, companyId: string): Promise<TaxReturnItem[]> {
  const { data } = await TaxReturn.query.byCompany({ firmId, companyId }).go({ pages: 'all' });
  return data as TaxReturnItem[];
}

export async function getReturn(firmId: string, companyId: string, taxReturnId: string): Promise<TaxReturnItem | null> {
  return (
    ((await TaxReturn.get({ firmId, companyId, taxReturnId }).go({ consistent: true })).data as TaxReturnItem | null) ??
    null
  );
}

export async function listReturnEvents(firmId: string, companyId: string, taxReturnId: string) {
  const { data } = await TaxReturnEvent.query
    .byReturn({ firmId, companyId, taxReturnId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** A return by id alone (the index is eventually consistent; the item is read again by its key). */
export async function findReturn(firmId: string, taxReturnId: string): Promise<TaxReturnItem | null> {
  const { data } = await TaxReturn.query.byId({ firmId, taxReturnId }).go({ limit: 1 });
  const hit = (data as TaxReturnItem[])[0];
  return hit ? getReturn(firmId, hit.companyId, taxReturnId) : null;
}

/** The firm's preference flags (whether returns are delivered in the portal, ...). */
export async function getFirmPreferences(firmId: string): Promise<Record<string, unknown>> {
  return ((await Firm.get({ firmId }).go()).data?.preferences ?? {}) as Record<string, unknown>;
}

type ReturnKey = { firmId: string; companyId: string; taxReturnId: string };
type ReviewEvent = Omit<TaxReturnEventItem, 'firmId' | 'companyId' | 'taxReturnId'>;

/**
 * The client's review and its log line in one transaction, conditional on the return still being an unlocked
 * draft: a second review (or a race of two tabs) fails the condition and writes nothing.
 */
export async function commitReview(
  key: ReturnKey,
  review: {
    draft_status: 'approved' | 'change_requested';
    reviewed_at: string;
    reviewed_by: string;
    draft_comment?: string;
  },
  event: ReviewEvent,
): Promise<void> {
  await mustCommit(
    db.transaction
      .write(({ taxReturn, taxReturnEvent }) => [
        taxReturn
          .patch(key)
          .set({ ...review, status: review.draft_status })
          .where((a, op) => `${op.eq(a.draft_status, 'draft')} AND ${op.ne(a.locked, true)}`)
          .commit(),
        taxReturnEvent.create({ ...key, ...event }).commit(),
      ])
      .go(),
    () => new Error('ConditionalCheckFailed: reviewed meanwhile'),
  );
}

export { getUser } from '../platform/read-user';
