import { describe, expect, it } from 'vitest';
import { priorYearItemText } from '@ledgerline/shared/prior-year-items';
import {
  canAddLineItem,
  defaultItemYear,
  inItemOrder,
  itemNameError,
  lineItemErrors,
  parseItemYear,
  withItem,
  withLine,
  withoutItem,
} from './prior-year-rules';

describe('prior-year items in the browser', () => {
  it("needs a name: 'Please enter a name' (QD §5), at most 200 characters once trimmed", () => {
    expect(itemNameError('')).toBe('Please enter a name');
    expect(itemNameError('   ')).toBe('Please enter a name');
    expect(itemNameError(' Form 1099-INT ')).toBeUndefined();
    expect(itemNameError(`  ${'x'.repeat(200)}  `)).toBeUndefined();
    expect(itemNameError('x'.repeat(201))).toBe(priorYearItemText.nameTooLong);
  });

  it('reads the year as a whole tax year from 2000 to 2100, with the server’s words', () => {
    expect(parseItemYear('2024')).toEqual({ year: 2024 });
    expect(parseItemYear(' 2000 ')).toEqual({ year: 2000 });
    expect(parseItemYear('2100')).toEqual({ year: 2100 });
    expect(parseItemYear('')).toEqual({ error: priorYearItemText.yearRequired });
    for (const bad of ['1999', '2101', '24', '2024.5', 'last year', '20245', '-2024'])
      expect(parseItemYear(bad), bad).toEqual({ error: priorYearItemText.yearRange });
  });

  it('starts a new item at the year before the tax year being prepared (QD §9: the year ten months ago)', () => {
    // 4 April 2026: the date ten months ago is in 2025, the tax year being prepared; last year's figures are 2024.
    expect(defaultItemYear(Date.UTC(2026, 3, 4, 12), 'America/New_York')).toBe(2024);
    // 15 November 2026: ten months ago is January 2026.
    expect(defaultItemYear(Date.UTC(2026, 10, 15, 12), 'America/New_York')).toBe(2025);
  });

  it('needs a category for a line; the value may be empty; both have the server’s lengths', () => {
    expect(lineItemErrors({ category: 'Box 1', value: '' })).toEqual({});
    expect(lineItemErrors({ category: '  ', value: '12' })).toEqual({ category: priorYearItemText.categoryRequired });
    expect(lineItemErrors({ category: 'x'.repeat(201), value: '' })).toEqual({
      category: priorYearItemText.categoryTooLong,
    });
    expect(lineItemErrors({ category: 'Box 1', value: 'v'.repeat(1001) })).toEqual({
      value: priorYearItemText.valueTooLong,
    });
    expect(lineItemErrors({ category: 'Box 1', value: ` ${'v'.repeat(1000)} ` })).toEqual({});
  });

  it('lets an item hold at most 50 lines', () => {
    expect(canAddLineItem(0)).toBe(true);
    expect(canAddLineItem(49)).toBe(true);
    expect(canAddLineItem(50)).toBe(false);
  });

  it('keeps the list newest year first, then by name, after an add, an edit and a delete', () => {
    const a = { id: 'a', name: 'W-2', year: 2023, created_at: '2026-01-01' };
    const b = { id: 'b', name: 'k-1', year: 2024, created_at: '2026-01-02' };
    const c = { id: 'c', name: 'Form 1099', year: 2024, created_at: '2026-01-03' };
    expect(inItemOrder([a, b, c]).map((i) => i.id)).toEqual(['c', 'b', 'a']);
    const added = withItem([c, b], a);
    expect(added.map((i) => i.id)).toEqual(['c', 'b', 'a']);
    const edited = withItem(added, { ...a, year: 2025, name: 'W-2 (corrected)' });
    expect(edited.map((i) => `${i.id} ${i.year}`)).toEqual(['a 2025', 'c 2024', 'b 2024']);
    expect(edited).toHaveLength(3);
    expect(withoutItem(edited, 'c').map((i) => i.id)).toEqual(['a', 'b']);
    expect(withoutItem(edited, 'nope')).toHaveLength(3);
  });

  it('keeps lines in the order they were added: an edit stays in place, a new line goes last', () => {
    const lines = [
      { id: '1', category: 'Box 1' },
      { id: '2', category: 'Box 2' },
    ];
    expect(withLine(lines, { id: '1', category: 'Box 1a' })).toEqual([
      { id: '1', category: 'Box 1a' },
      { id: '2', category: 'Box 2' },
    ]);
    expect(withLine(lines, { id: '3', category: 'Box 3' }).map((l) => l.id)).toEqual(['1', '2', '3']);
  });
});
