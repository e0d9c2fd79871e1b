import { describe, expect, it } from 'vitest';
import { maxLineItemValue, priorYearItemText as text } from './prior-year-items';
import {
  AddLineItemInput,
  AddPriorYearItemInput,
  PriorYear,
  PriorYearItemName,
  PriorYearItemsQuery,
  UpdatePriorYearItemInput,
} from './schemas/prior-year-items';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('prior-year item input', () => {
  it('a name is required: "Please enter a name" (QD §5)', () => {
    for (const name of [undefined, '', '   ', 5, null])
      expect(firstError(PriorYearItemName.safeParse(name)), String(name)).toBe(text.nameRequired);
  });

  it('a name is trimmed and at most 200 characters', () => {
    expect(PriorYearItemName.parse('  Schedule C  ')).toBe('Schedule C');
    expect(PriorYearItemName.parse('x'.repeat(200))).toHaveLength(200);
    expect(firstError(PriorYearItemName.safeParse('x'.repeat(201)))).toBe(text.nameTooLong);
  });

  it('a year is a whole tax year from 2000 to 2100, as a number or a form’s four digits', () => {
    expect(PriorYear.parse(2024)).toBe(2024);
    expect(PriorYear.parse('2024')).toBe(2024);
    expect(PriorYear.parse(2000)).toBe(2000);
    expect(PriorYear.parse(2100)).toBe(2100);
    for (const bad of [1999, 2101, 2024.5, '24', 'abcd', '', true, [], {}, Number.NaN, 1e308])
      expect(firstError(PriorYear.safeParse(bad)), JSON.stringify(bad)).toBe(text.yearRange);
    expect(firstError(PriorYear.safeParse(undefined))).toBe(text.yearRequired);
  });

  it('adding an item needs its entity, a name and a year', () => {
    expect(AddPriorYearItemInput.parse({ name: ' W-2 ', companyId: 'c1', year: 2024 })).toEqual({
      name: 'W-2',
      companyId: 'c1',
      year: 2024,
    });
    expect(firstError(AddPriorYearItemInput.safeParse({ name: 'W-2', year: 2024 }))).toBe(text.entityRequired);
    expect(firstError(AddPriorYearItemInput.safeParse({ companyId: 'c1', year: 2024 }))).toBe(text.nameRequired);
    expect(firstError(AddPriorYearItemInput.safeParse({ name: 'W-2', companyId: 'c1' }))).toBe(text.yearRequired);
    expect(
      firstError(AddPriorYearItemInput.safeParse({ name: 'W-2', companyId: 'c1', year: 2024, do_not_rollover: 'y' })),
    ).toBe(text.doNotRollover);
  });

  it('an update takes its required fields later (the item is found first), but checks their shape now', () => {
    expect(UpdatePriorYearItemInput.safeParse({ id: 'x' }).success).toBe(true);
    expect(firstError(UpdatePriorYearItemInput.safeParse({ id: 'x', name: ' ' }))).toBe(text.nameRequired);
  });

  it('a line item’s value is text or a number, kept as text', () => {
    expect(AddLineItemInput.parse({ id: 'x', category: ' Wages ', value: 1234.5 })).toEqual({
      id: 'x',
      category: 'Wages',
      value: '1234.5',
    });
    expect(firstError(AddLineItemInput.safeParse({ id: 'x', category: '' }))).toBe(text.categoryRequired);
    expect(firstError(AddLineItemInput.safeParse({ id: 'x', value: 'x'.repeat(maxLineItemValue + 1) }))).toBe(
      text.valueTooLong,
    );
  });

  it('listing needs the entity', () => {
    expect(firstError(PriorYearItemsQuery.safeParse({}))).toBe(text.entityRequired);
    expect(firstError(PriorYearItemsQuery.safeParse({ company_id: '' }))).toBe(text.entityRequired);
  });
});
