/** Tax return data access: an entity's returns are one partition; a return's own log sits beside it. */
import {
  TaxReturn,
  TaxReturnEvent,
  type TaxReturnEventItem,
  type TaxReturnItem,
} from '../platform/data/entities/tax-return';
import { Company } from '../platform/data/entities/company';
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
          // Reviewed, the return no longer waits for the client: '' takes it off the waiting index.
          .set({ ...review, status: review.draft_status, waiting_since: '' })
          // A review moves the version too: a staff save computed before it is then refused, not silently merged.
          .add({ version: 1 })
          .where((a, op) => `${op.eq(a.draft_status, 'draft')} AND ${op.ne(a.locked, true)}`)
          .commit(),
        taxReturnEvent.create({ ...key, ...event }).commit(),
      ])
      .go(),
    () => new Error('ConditionalCheckFailed: reviewed meanwhile'),
  );
}

/** A page of drafts waiting for the client, newest sent first, and the cursor of the next ('sent#id'), if any. */
export interface WaitingPage {
  returns: TaxReturnItem[];
  next: string | null;
}

const waitingCursor = (r: TaxReturnItem) => `${r.waiting_since}#${r.taxReturnId}`;

function splitCursor(cursor: string) {
  const i = cursor.lastIndexOf('#');
  return { waiting_since: cursor.slice(0, i), taxReturnId: cursor.slice(i + 1) };
}

function waitingPage(rows: TaxReturnItem[], limit: number): WaitingPage {
  const returns = rows.slice(0, limit);
  const last = returns.at(-1);
  return { returns, next: rows.length > limit && last ? waitingCursor(last) : null };
}

/** The firm's drafts waiting for the client: one query of the waiting index, a page after the cursor. */
export async function firmWaitingDrafts(firmId: string, limit: number, cursor?: string): Promise<WaitingPage> {
  const q = TaxReturn.query.waitingForClient({ firmId });
  const { data } = await (cursor ? q.lt(splitCursor(cursor)) : q).go({ order: 'desc', limit: limit + 1 });
  return waitingPage(data as TaxReturnItem[], limit);
}

/**
 * The drafts waiting for the client among these entities (a firm group's): each entity's partition of returns,
 * small, read whole. What is read grows with the group, not with the firm.
 */
export async function companiesWaitingDrafts(
  firmId: string,
  companyIds: readonly string[],
  limit: number,
  cursor?: string,
): Promise<WaitingPage> {
  const lists = await Promise.all(companyIds.map((companyId) => listCompanyReturns(firmId, companyId)));
  const rows = lists
    .flat()
    .filter((r) => r.waiting_since && (!cursor || waitingCursor(r) < cursor))
    .sort((a, b) => (waitingCursor(a) < waitingCursor(b) ? 1 : -1));
  return waitingPage(rows, limit);
}

/** The names and hashes of the page's entities, by id (deleted ones left out). */
export async function companyLabels(
  firmId: string,
  companyIds: readonly string[],
): Promise<Map<string, { name: string; hash_id: string }>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const { data } = await Company.get(ids.map((companyId) => ({ firmId, companyId }))).go({
    attributes: ['companyId', 'name', 'hash_id', 'deleted_at'],
  });
  return new Map(data.filter((c) => !c.deleted_at).map((c) => [c.companyId, { name: c.name, hash_id: c.hash_id }]));
}

export { getUser } from '../platform/read-user';
export * from './store/delivery';
