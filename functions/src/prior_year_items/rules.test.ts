import { describe, expect, it } from 'vitest';
import { priorYearItemText as text } from '@ledgerline/shared/prior-year-items';
import { Conflict, Invalid, NotFound } from '../platform/errors';
import { assertItemOfCompany, assertRemovable, inListOrder, itemChanges, linesInOrder, requireFields } from './rules';

describe('prior-year item rules', () => {
  it('a required body field that is missing is named with its message, the first one being the error', () => {
    const check = () =>
      requireFields({
        companyId: { missing: true, message: text.entityRequired },
        name: { missing: true, message: text.nameRequired },
      });
    expect(check).toThrow(Invalid);
    expect(check).toThrow(text.entityRequired);
    try {
      check();
    } catch (e) {
      expect((e as Invalid).fields).toEqual({ companyId: text.entityRequired, name: text.nameRequired });
    }
    expect(() => requireFields({ name: { missing: false, message: text.nameRequired } })).not.toThrow();
  });

  it('the company variant must name the item’s own entity, or the item is not found', () => {
    expect(() => assertItemOfCompany('c1', 'c1')).not.toThrow();
    expect(() => assertItemOfCompany('c1', undefined)).not.toThrow();
    expect(() => assertItemOfCompany('c1', 'c2')).toThrow(NotFound);
    expect(() => assertItemOfCompany('c1', 'c2')).toThrow(text.notFound);
  });

  it('only removable line items may be deleted', () => {
    expect(() => assertRemovable({ removable: true })).not.toThrow();
    expect(() => assertRemovable({})).not.toThrow();
    expect(() => assertRemovable({ removable: false })).toThrow(Conflict);
  });

  it('an entity’s items list newest tax year first, then by name', () => {
    const items = [
      { year: 2022, name: 'b' },
      { year: 2023, name: 'Zeta' },
      { year: 2022, name: 'A' },
      { year: 2023, name: 'alpha' },
    ];
    expect(inListOrder(items).map((i) => `${i.year} ${i.name}`)).toEqual([
      '2023 alpha',
      '2023 Zeta',
      '2022 A',
      '2022 b',
    ]);
  });

  it('line items list in the order they were added', () => {
    const lines = [
      { lineItemId: 'b', created_at: '2025-01-02' },
      { lineItemId: 'a', created_at: '2025-01-01' },
      { lineItemId: 'c', created_at: '2025-01-02' },
    ];
    expect(linesInOrder(lines).map((l) => l.lineItemId)).toEqual(['a', 'b', 'c']);
  });

  it('an update changes only the fields that differ', () => {
    const item = { name: 'Schedule C', year: 2024, do_not_rollover: false };
    expect(itemChanges(item, { name: 'Schedule C' })).toEqual({});
    expect(itemChanges(item, { name: 'Schedule C', year: 2024, do_not_rollover: false })).toEqual({});
    expect(itemChanges(item, { name: 'Schedule E', year: 2023, do_not_rollover: true })).toEqual({
      name: 'Schedule E',
      year: 2023,
      do_not_rollover: true,
    });
  });
});
