/**
 * Prior-year (rollover) item calls (QD §2, §3, §7): an entity's items and, per item, its line items. Staff only
 * change them (QD §6 'rollover item edit'). The entity is always known on its page, so the line-item calls use the
 * company variant (/prior_year_items/{id}/line_items/company/{companyId}...), which the server checks is the item's.
 * Types only from the shared schemas: no zod in the bundle.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/prior-year-items';
import { priorYearItemRoutes as r } from '@ledgerline/shared/routes/prior_year_items';
import { api } from './client';

export type PriorYearItem = z.infer<typeof s.PriorYearItemView>;
export type LineItem = z.infer<typeof s.LineItemView>;

/** SWR key heads: an entity's items, and an item's line items. */
export const priorYearItemsPath = r.getPriorYearItems.path;
export const lineItemsPath = r.getCompanyLineItems.path;

/** What the Add and Edit dialogs send (the year as a whole number; the server checks 2000..2100). */
export interface PriorYearItemFields {
  name: string;
  year: number;
  do_not_rollover: boolean;
}

/** A line's fields, as the line-items dialog sends them. */
export interface LineItemFields {
  category: string;
  value: string;
}

export const priorYearItems = {
  /** GET /prior_year_items/get_prior_year_items?company_id: newest tax year first. Errors are the list's to show. */
  list: (companyId: string) => api.call(r.getPriorYearItems, { company_id: companyId }, { quiet: true }),
  /** 'Prior year item added'. Field errors ('Please enter a name') are the dialog's to show. */
  add: (companyId: string, f: PriorYearItemFields) =>
    api.call(r.addPriorYearItem, { companyId, ...f }, { fieldErrors: true }),
  /** 'Prior year item updated'. */
  update: (companyId: string, id: string, f: PriorYearItemFields) =>
    api.call(r.updatePriorYearItem, { id, companyId, ...f }, { fieldErrors: true }),
  /** The item with its line items: 'Rollover Item was succesfully deleted.' */
  remove: (companyId: string, id: string) => api.call(r.deletePriorYearItem, { id, companyId }),

  /** An item's line items, in the order they were added. Errors are the dialog's to show. */
  lineItems: (companyId: string, id: string) => api.call(r.getCompanyLineItems, { id, companyId }, { quiet: true }),
  /** 'Prior year item added'. */
  addLineItem: (companyId: string, id: string, f: LineItemFields) =>
    api.call(r.addCompanyLineItem, { id, companyId, ...f }, { fieldErrors: true }),
  /** 'Prior year item updated'. */
  updateLineItem: (companyId: string, id: string, lineItemId: string, f: LineItemFields) =>
    api.call(r.updateCompanyLineItem, { id, companyId, lineItemId, ...f }, { fieldErrors: true }),
  /** A removable line: 'Prior year item deleted'. */
  removeLineItem: (companyId: string, id: string, lineItemId: string) =>
    api.call(r.deleteCompanyLineItem, { id, companyId, lineItemId }),
};
