/**
 * The prior_year_items domain's reads and writes (entities/prior-year-item.ts holds the key design): an entity's
 * items are one Query of its partition, an item's line items one Query of the item's; an item's entity is one
 * point read of its head. Every read is strongly consistent, so a screen reads what it just wrote.
 */
import {
  PriorYearItem,
  PriorYearItemRef,
  PriorYearLineItem,
  type PriorYearItemItem,
  type PriorYearItemRefItem,
  type PriorYearLineItemItem,
} from '../platform/data/entities/prior-year-item';
import { db } from '../platform/data/service';
import { getItem } from '../platform/data/batch-get';
import { isConditionFailure, mustCommit } from '../platform/data/transact';
import { Conflict, NotFound } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { maxLineItemsPerItem, priorYearItemText as text } from '@ledgerline/shared/prior-year-items';

export type { PriorYearItemItem, PriorYearItemRefItem, PriorYearLineItemItem };

const itemGone = () => new NotFound('prior year item', text.notFound);
const lineGone = () => new NotFound('line item', text.lineItemNotFound);

/** The item's head: its entity and line count, or null when the firm has no such item. */
export function findItemRef(firmId: string, itemId: string): Promise<PriorYearItemRefItem | null> {
  return getItem(PriorYearItemRef, { firmId, itemId }, { consistent: true });
}

export function getPriorYearItem(firmId: string, companyId: string, itemId: string) {
  return getItem(PriorYearItem, { firmId, companyId, itemId }, { consistent: true });
}

/** An entity's items: its partition, one Query. */
export async function listPriorYearItems(firmId: string, companyId: string): Promise<PriorYearItemItem[]> {
  const { data } = await PriorYearItem.query.byCompany({ firmId, companyId }).go({ pages: 'all', consistent: true });
  return data;
}

export interface NewPriorYearItem {
  firmId: string;
  companyId: string;
  name: string;
  year: number;
  do_not_rollover: boolean;
  createdBy: string;
}

/** The item and its head, together. */
export async function addPriorYearItem(n: NewPriorYearItem): Promise<PriorYearItemItem> {
  const itemId = newId();
  const now = new Date().toISOString();
  const item = {
    firmId: n.firmId,
    companyId: n.companyId,
    itemId,
    name: n.name,
    year: n.year,
    source: 'manual' as const,
    do_not_rollover: n.do_not_rollover,
    created_by: n.createdBy,
    created_at: now,
    updated_at: now,
  };
  await mustCommit(
    db.transaction
      .write(({ priorYearItem, priorYearItemRef }) => [
        priorYearItem.create(item).commit(),
        priorYearItemRef.create({ firmId: n.firmId, itemId, companyId: n.companyId, line_count: 0 }).commit(),
      ])
      .go(),
    () => new Conflict(text.changedMeanwhile),
  );
  return item;
}

export type PriorYearItemChanges = Partial<Pick<PriorYearItemItem, 'name' | 'year' | 'do_not_rollover'>>;

/** Changes an item's fields; a 404 if it was deleted meanwhile. */
export async function updatePriorYearItem(
  item: PriorYearItemItem,
  set: PriorYearItemChanges,
): Promise<PriorYearItemItem> {
  try {
    const { data } = await PriorYearItem.patch({ firmId: item.firmId, companyId: item.companyId, itemId: item.itemId })
      .set(set)
      .go({ response: 'all_new' });
    return data as PriorYearItemItem;
  } catch (e) {
    if (isConditionFailure(e)) throw itemGone();
    throw e;
  }
}

/**
 * Deletes the item, its head and every line, in one transaction (DynamoDB's atomic all-or-nothing, not a
 * soft-delete flag: a flag would leave deleted items in the entity's partition, for every list to read and drop).
 * The head's line count is the condition, so a line added since the lines were read cancels it: it then runs again
 * with the lines as they are now (a line is added or removed only with the head's count, in its own transaction).
 */
export async function deletePriorYearItem(ref: PriorYearItemRefItem): Promise<void> {
  const { firmId, itemId, companyId } = ref;
  for (let attempt = 0; ; attempt++) {
    // The caller has just read the head; a retry reads it again (a cancelled delete may mean it is gone).
    if (attempt > 0 && !(await findItemRef(firmId, itemId))) throw itemGone();
    const lines = await listLineItems(firmId, itemId);
    const result = await db.transaction
      .write(({ priorYearItem, priorYearItemRef, priorYearLineItem }) => [
        priorYearItem.delete({ firmId, companyId, itemId }).commit(),
        priorYearItemRef
          .delete({ firmId, itemId })
          .where((a, op) => op.eq(a.line_count, lines.length))
          .commit(),
        ...lines.map((l) => priorYearLineItem.delete({ firmId, itemId, lineItemId: l.lineItemId }).commit()),
      ])
      .go();
    if (!result.canceled) return;
    if (attempt >= 3) throw new Conflict(text.changedMeanwhile);
  }
}

/** An item's line items: its partition after the head, one Query. */
export async function listLineItems(firmId: string, itemId: string): Promise<PriorYearLineItemItem[]> {
  const { data } = await PriorYearLineItem.query.byItem({ firmId, itemId }).go({ pages: 'all', consistent: true });
  return data;
}

export function getLineItem(firmId: string, itemId: string, lineItemId: string) {
  return getItem(PriorYearLineItem, { firmId, itemId, lineItemId }, { consistent: true });
}

/**
 * A new line, with the head's count in the same transaction: refused when the item is gone (404) or full (409).
 * The head is read first only to tell which of the two cancelled it.
 */
export async function addLineItem(
  ref: PriorYearItemRefItem,
  fields: { category: string; value: string },
): Promise<PriorYearLineItemItem> {
  const { firmId, itemId } = ref;
  const now = new Date().toISOString();
  const line = {
    firmId,
    itemId,
    lineItemId: newId(),
    category: fields.category,
    value: fields.value,
    removable: true,
    created_at: now,
    updated_at: now,
  };
  const result = await db.transaction
    .write(({ priorYearItemRef, priorYearLineItem }) => [
      priorYearItemRef
        .patch({ firmId, itemId })
        .add({ line_count: 1 })
        .where((a, op) => op.lt(a.line_count, maxLineItemsPerItem))
        .commit(),
      priorYearLineItem.create(line).commit(),
    ])
    .go();
  if (result.canceled) {
    const head = await findItemRef(firmId, itemId);
    if (!head) throw itemGone();
    if (head.line_count >= maxLineItemsPerItem) throw new Conflict(text.tooManyLineItems);
    throw new Conflict(text.changedMeanwhile);
  }
  return line;
}

export async function updateLineItem(
  line: PriorYearLineItemItem,
  set: { category: string; value?: string },
): Promise<PriorYearLineItemItem> {
  try {
    const { data } = await PriorYearLineItem.patch({
      firmId: line.firmId,
      itemId: line.itemId,
      lineItemId: line.lineItemId,
    })
      .set(set)
      .go({ response: 'all_new' });
    return data as PriorYearLineItemItem;
  } catch (e) {
    if (isConditionFailure(e)) throw lineGone();
    throw e;
  }
}

/** Removes the line and counts it off the head, together; a 404 if either is gone meanwhile. */
export async function deleteLineItem(line: PriorYearLineItemItem): Promise<void> {
  const { firmId, itemId, lineItemId } = line;
  await mustCommit(
    db.transaction
      .write(({ priorYearItemRef, priorYearLineItem }) => [
        priorYearItemRef.patch({ firmId, itemId }).subtract({ line_count: 1 }).commit(),
        priorYearLineItem.remove({ firmId, itemId, lineItemId }).commit(),
      ])
      .go(),
    lineGone,
  );
}
