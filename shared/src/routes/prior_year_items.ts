import { declareRoutes } from '../route';
import * as p from '../schemas/prior-year-items';

/**
 * QD §7 'Prior-year items' (and FA §7.4 'Rollover items per company'). QD §6: editing rollover items is staff-only;
 * a client may read the items, and their line items, of their own active entities. Each line-item call comes in
 * the spec's two variants: by the item alone (it knows its entity), and with the entity in the address as well
 * (/line_items/company/{companyId}...), which must be the item's.
 */
export const priorYearItemRoutes = declareRoutes('prior_year_items', {
  getPriorYearItems: {
    aws: ['table'],
    method: 'GET',
    path: '/prior_year_items/get_prior_year_items',
    access: 'authenticated',
    summary:
      'An entity’s prior-year (rollover) items, newest tax year first (staff; a client: their own active entity)',
    input: p.PriorYearItemsQuery,
    output: p.PriorYearItems,
    readsOnly: true,
  },
  addPriorYearItem: {
    aws: ['table'],
    method: 'POST',
    path: '/prior_year_items/add_prior_year_item',
    access: 'advisor',
    summary: 'Add a prior-year item (name, year) to an entity: ‘Prior year item added’',
    input: p.AddPriorYearItemInput,
    output: p.PriorYearItemSaved,
  },
  updatePriorYearItem: {
    aws: ['table'],
    method: 'POST',
    path: '/prior_year_items/{id}/update_prior_year_item',
    access: 'advisor',
    summary: 'Rename a prior-year item, change its year or do_not_rollover (companyId must be its entity’s)',
    input: p.UpdatePriorYearItemInput,
    output: p.PriorYearItemSaved,
  },
  deletePriorYearItem: {
    aws: ['table'],
    method: 'POST',
    path: '/prior_year_items/{id}/delete_prior_year_item',
    access: 'advisor',
    summary:
      'Delete a prior-year item with its line items, in one transaction: ‘Rollover Item was succesfully deleted.’',
    input: p.DeletePriorYearItemInput,
    output: p.PriorYearItemDeleted,
  },
  getLineItems: {
    aws: ['table'],
    method: 'GET',
    path: '/prior_year_items/{id}/line_items',
    access: 'authenticated',
    summary: 'A prior-year item’s line items (category, value), by the item alone',
    input: p.LineItemsQuery,
    output: p.LineItems,
    readsOnly: true,
  },
  getCompanyLineItems: {
    aws: ['table'],
    method: 'GET',
    path: '/prior_year_items/{id}/line_items/company/{companyId}',
    access: 'authenticated',
    summary: 'A prior-year item’s line items, the entity named too (company variant)',
    input: p.CompanyLineItemsQuery,
    output: p.LineItems,
    readsOnly: true,
  },
  addLineItem: {
    aws: ['table'],
    method: 'POST',
    path: '/prior_year_items/{id}/line_items',
    access: 'advisor',
    summary: 'Add a line item (category, value) to a prior-year item, at most 50, by the item alone',
    input: p.AddLineItemInput,
    output: p.LineItemSaved,
  },
  addCompanyLineItem: {
    aws: ['table'],
    method: 'POST',
    path: '/prior_year_items/{id}/line_items/company/{companyId}',
    access: 'advisor',
    summary: 'Add a line item (category, value) to a prior-year item, the entity named too (company variant)',
    input: p.AddCompanyLineItemInput,
    output: p.LineItemSaved,
  },
  updateLineItem: {
    aws: ['table'],
    method: 'PUT',
    path: '/prior_year_items/{id}/line_items/{lineItemId}',
    access: 'advisor',
    summary: 'Change a line item’s category and value, by the item alone',
    input: p.UpdateLineItemInput,
    output: p.LineItemSaved,
  },
  updateCompanyLineItem: {
    aws: ['table'],
    method: 'PUT',
    path: '/prior_year_items/{id}/line_items/company/{companyId}/{lineItemId}',
    access: 'advisor',
    summary: 'Change a line item’s category and value, the entity named too (company variant)',
    input: p.UpdateCompanyLineItemInput,
    output: p.LineItemSaved,
  },
  deleteLineItem: {
    aws: ['table'],
    method: 'DELETE',
    path: '/prior_year_items/{id}/line_items/{lineItemId}',
    access: 'advisor',
    summary: 'Delete a removable line item, by the item alone: ‘Prior year item deleted’',
    input: p.DeleteLineItemInput,
    output: p.LineItemDeleted,
  },
  deleteCompanyLineItem: {
    aws: ['table'],
    method: 'DELETE',
    path: '/prior_year_items/{id}/line_items/company/{companyId}/{lineItemId}',
    access: 'advisor',
    summary: 'Delete a removable line item, the entity named too (company variant): ‘Prior year item deleted’',
    input: p.DeleteCompanyLineItemInput,
    output: p.LineItemDeleted,
  },
});
