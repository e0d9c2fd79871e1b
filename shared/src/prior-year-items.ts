/**
 * Prior-year (rollover) items, QD §2, §3, §5, §8, §9: an entity's figures from last year (a row per item, each with
 * line items of a category and a value), shown on questions as 'You had this in {year}'.
 */

/** QD §8, word for word (the spelling of 'succesfully' included). */
export const priorYearItemText = {
  added: 'Prior year item added',
  updated: 'Prior year item updated',
  /** The line-items dialog's delete (QD §8 'Prior year item ... deleted'). */
  lineItemDeleted: 'Prior year item deleted',
  /** Deleting a whole rollover item (QD §8). */
  deleted: 'Rollover Item was succesfully deleted.',
  /** QD §5. */
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name may be at most 200 characters',
  yearRequired: 'Please choose a tax year',
  yearRange: 'The tax year must be a whole year from 2000 to 2100',
  entityRequired: 'Please choose an entity',
  categoryRequired: 'Please enter a category',
  categoryTooLong: 'The category may be at most 200 characters',
  valueTooLong: 'The value may be at most 1000 characters',
  doNotRollover: 'do_not_rollover must be true or false',
  notFound: 'Prior year item not found',
  lineItemNotFound: 'Line item not found',
  notRemovable: 'This line item came with the imported prior-year data and cannot be removed',
  tooManyLineItems: 'A prior year item holds at most 50 line items',
  changedMeanwhile: 'The prior year item changed meanwhile. Please reload and try again.',
} as const;

export const maxPriorYearItemName = 200;
export const maxLineItemCategory = 200;
export const maxLineItemValue = 1000;
/**
 * Line items per prior-year item. A form's rollover lines are a handful (a 1099's boxes, a depreciation schedule's
 * assets); the bound keeps deleting an item with all its lines inside one DynamoDB transaction (100 actions).
 */
export const maxLineItemsPerItem = 50;

/**
 * Tax years a prior-year item may name. The spec's tax-year options start at 2018 (QD §9), but rollover data
 * carries older years (an asset placed in service years ago; document paths match {year} from 2000, QD §3), so
 * the floor is 2000; 2100 only bounds nonsense while leaving every real future year open.
 */
export const priorYearRange = { min: 2000, max: 2100 } as const;

/** Where an item came from: made on the entity's page here, or brought in by a rollover import (FA §6). */
export const priorYearItemSources = ['manual', 'import'] as const;
export type PriorYearItemSource = (typeof priorYearItemSources)[number];
