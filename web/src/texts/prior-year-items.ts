import { priorYearItemText } from '@ledgerline/shared/prior-year-items';

/**
 * Words of the entity page's Prior-year items section and its dialogs (QD §2 'Prior-year (rollover) items', §3, §5,
 * §8). `priorYearSpec` holds the spec's own texts, quoted exactly (the server answers with the same ones, from
 * @ledgerline/shared/prior-year-items); `priorYearLabels` the names the spec gives without wording, in plain words.
 *
 * QD §8 'Prior year item updated / added / deleted' and 'Rollover Item was succesfully deleted.' (its spelling kept):
 * as the API answers, a whole item deleted is 'Rollover Item was succesfully deleted.'; 'Prior year item deleted'
 * is a line taken out of an item in its line-items dialog; adding or changing an item or a line is 'Prior year item
 * added' or 'Prior year item updated'.
 */
export const priorYearSpec = {
  added: priorYearItemText.added,
  updated: priorYearItemText.updated,
  lineItemDeleted: priorYearItemText.lineItemDeleted,
  itemDeleted: priorYearItemText.deleted,
  nameRequired: priorYearItemText.nameRequired,
  nameTooLong: priorYearItemText.nameTooLong,
  yearRequired: priorYearItemText.yearRequired,
  yearRange: priorYearItemText.yearRange,
  categoryRequired: priorYearItemText.categoryRequired,
  categoryTooLong: priorYearItemText.categoryTooLong,
  valueTooLong: priorYearItemText.valueTooLong,
  tooManyLineItems: priorYearItemText.tooManyLineItems,
} as const;

export const priorYearLabels = {
  heading: 'Prior-year items',
  intro:
    'Figures from earlier tax years and their line items. Questions of the following year show each one as ‘You had this in’ its year.',
  loading: 'Loading prior-year items…',
  loadFailed: 'The prior-year items could not be loaded.',
  retry: 'Try again',
  empty: 'This entity has no prior-year items yet.',
  table: 'Prior-year items',
  tableRegion: 'Prior-year items table',
  add: 'Add prior-year item',
  addTitle: 'Add prior-year item',
  editTitle: 'Edit prior-year item',
  name: 'Name',
  year: 'Year',
  yearHint: 'The tax year the figures are from, for example 2024.',
  source: 'Source',
  actions: 'Actions',
  doNotRollover: 'Do not roll over to next year',
  notRolledOver: 'Not rolled over',
  sources: { manual: 'Added by staff', import: 'Imported' } as Record<string, string>,
  save: 'Save',
  addSubmit: 'Add',
  edit: 'Edit',
  editNamed: (name: string, year: number) => `Edit ${name} (${year})`,
  delete: 'Delete',
  deleteNamed: (name: string, year: number) => `Delete ${name} (${year})`,
  lineItems: 'Line items',
  lineItemsNamed: (name: string, year: number) => `Line items of ${name} (${year})`,
  deleteTitle: 'Delete prior-year item',
  deleteConfirm: (name: string, year: number) =>
    `Delete ${name} (${year}) and all of its line items? This cannot be undone.`,

  // The line-items dialog
  lineItemsTitle: (name: string, year: number) => `Line items: ${name} (${year})`,
  lineItemsTable: 'Line items',
  lineItemsTableRegion: 'Line items table',
  lineItemsLoading: 'Loading line items…',
  lineItemsLoadFailed: 'The line items could not be loaded.',
  noLineItems: 'No line items yet.',
  category: 'Category',
  value: 'Value',
  newLine: 'Add a line item',
  addLine: 'Add line item',
  editLineNamed: (category: string) => `Edit ${category}`,
  deleteLineNamed: (category: string) => `Delete ${category}`,
  saveLine: 'Save',
  cancelEdit: 'Cancel',
  kept: 'Kept',
  keptHint: 'Lines marked Kept came with imported prior-year data: they can be changed but not deleted.',
  deleteLineTitle: 'Delete line item',
  deleteLineConfirm: (category: string) => `Delete the line item ${category}? This cannot be undone.`,
  close: 'Close',
  emptyValue: '—',
} as const;
