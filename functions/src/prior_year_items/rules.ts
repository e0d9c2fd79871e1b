/** The prior-year items' rules (QD §3, §5, §6), as plain functions of what the handlers read. */
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { Conflict, Invalid, NotFound } from '../platform/errors';

export { requireFields } from '../platform/require-fields';

/**
 * The company variant names the entity as well: it must be the item's. Another entity's id is answered as an
 * item that is not there (404), so a caller learns nothing about which entity an item belongs to.
 */
export function assertItemOfCompany(itemCompanyId: string, namedCompanyId: string | undefined): void {
  if (namedCompanyId !== undefined && namedCompanyId !== itemCompanyId)
    throw new NotFound('prior year item', text.notFound);
}

/** QD §3 'removable': lines an import brought that the firm must keep are not deleted. */
export function assertRemovable(line: { removable?: boolean }): void {
  if (line.removable === false) throw new Conflict(text.notRemovable);
}

/** An entity's items as the page lists them: newest tax year first, then by name. */
export function inListOrder<T extends { year: number; name: string; created_at?: string }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) =>
      b.year - a.year ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.created_at ?? '').localeCompare(b.created_at ?? ''),
  );
}

/** Lines in the order they were added. */
export function linesInOrder<T extends { created_at?: string; lineItemId: string }>(lines: T[]): T[] {
  return [...lines].sort(
    (a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.lineItemId.localeCompare(b.lineItemId),
  );
}

/** What an update changes: the fields given that differ from the item (nothing, when the form is resent as is). */
export function itemChanges(
  item: { name: string; year: number; do_not_rollover?: boolean },
  input: { name: string; year?: number; do_not_rollover?: boolean },
): Partial<{ name: string; year: number; do_not_rollover: boolean }> {
  const changes: Partial<{ name: string; year: number; do_not_rollover: boolean }> = {};
  if (input.name !== item.name) changes.name = input.name;
  if (input.year !== undefined && input.year !== item.year) changes.year = input.year;
  if (input.do_not_rollover !== undefined && input.do_not_rollover !== (item.do_not_rollover ?? false))
    changes.do_not_rollover = input.do_not_rollover;
  return changes;
}

/** The activity log's words for a change of an item (its name and year). */
export function describeItem(item: { name: string; year: number }): string {
  return `${item.name} (${item.year})`;
}
