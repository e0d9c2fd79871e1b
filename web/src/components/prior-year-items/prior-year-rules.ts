/**
 * The Prior-year items section's rules as plain functions (QD §3, §5, §9): the form checks the server makes too,
 * with its words, so the dialogs say what is wrong before sending; the year a new item starts with; the order the
 * list keeps after a change.
 */
import {
  maxLineItemCategory,
  maxLineItemsPerItem,
  maxLineItemValue,
  maxPriorYearItemName,
  priorYearRange,
} from '@ledgerline/shared/prior-year-items';
import { defaultTaxYear } from '@ledgerline/shared/time/tax-year';
import { priorYearSpec as spec } from '../../texts/prior-year-items';

/** QD §5: 'Please enter a name'; at most 200 characters once trimmed. */
export function itemNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return spec.nameRequired;
  if (trimmed.length > maxPriorYearItemName) return spec.nameTooLong;
  return undefined;
}

/** The Year field's text as a whole tax year from 2000 to 2100 (the server's range), or the reason it is not one. */
export function parseItemYear(text: string): { year: number; error?: undefined } | { year?: undefined; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: spec.yearRequired };
  if (!/^\d{4}$/.test(trimmed)) return { error: spec.yearRange };
  const year = Number(trimmed);
  if (year < priorYearRange.min || year > priorYearRange.max) return { error: spec.yearRange };
  return { year };
}

/**
 * The year a new item starts with: the year before the tax year being prepared (QD §9: the year of the date ten
 * months ago), since an item is last year's figure shown as 'You had this in {year}' on this year's questions.
 */
export function defaultItemYear(now: Date | number, zone?: string): number {
  return Math.min(priorYearRange.max, Math.max(priorYearRange.min, defaultTaxYear(now, zone) - 1));
}

/** A line needs a category ('Please enter a category'); both fields have the server's lengths. */
export function lineItemErrors(fields: { category: string; value: string }): { category?: string; value?: string } {
  const category = fields.category.trim();
  const errors: { category?: string; value?: string } = {};
  if (!category) errors.category = spec.categoryRequired;
  else if (category.length > maxLineItemCategory) errors.category = spec.categoryTooLong;
  if (fields.value.trim().length > maxLineItemValue) errors.value = spec.valueTooLong;
  return errors;
}

/** Another line fits in the item (at most 50, so deleting an item with its lines stays one transaction). */
export const canAddLineItem = (count: number): boolean => count < maxLineItemsPerItem;

/** The list's order, as the server answers it: newest tax year first, then by name, then oldest first. */
export function inItemOrder<T extends { year: number; name: string; created_at?: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      b.year - a.year ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.created_at ?? '').localeCompare(b.created_at ?? ''),
  );
}

/** The list with a saved item put in (new) or in place of its old self (edited), in the list's order. */
export function withItem<T extends { id: string; year: number; name: string; created_at?: string }>(
  items: readonly T[],
  saved: T,
): T[] {
  return inItemOrder([...items.filter((i) => i.id !== saved.id), saved]);
}

/** The list without an item. */
export function withoutItem<T extends { id: string }>(items: readonly T[], id: string): T[] {
  return items.filter((i) => i.id !== id);
}

/** Lines keep the order they were added in: a saved line replaces its old self or goes last. */
export function withLine<T extends { id: string }>(lines: readonly T[], saved: T): T[] {
  return lines.some((l) => l.id === saved.id) ? lines.map((l) => (l.id === saved.id ? saved : l)) : [...lines, saved];
}
