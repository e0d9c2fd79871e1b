import type { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import type { Handlers } from '../platform/handle';
import { getPriorYearItems } from './get-prior-year-items';
import { addPriorYearItem } from './add-prior-year-item';
import { updatePriorYearItem } from './update-prior-year-item';
import { deletePriorYearItem } from './delete-prior-year-item';
import { getCompanyLineItems, getLineItems } from './get-line-items';
import { addCompanyLineItem, addLineItem } from './add-line-item';
import { updateCompanyLineItem, updateLineItem } from './update-line-item';
import { deleteCompanyLineItem, deleteLineItem } from './delete-line-item';

/** Each prior_year_items route's handler, by the operation its declaration names. */
export const priorYearItemHandlers: Handlers<typeof priorYearItemRoutes> = {
  getPriorYearItems,
  addPriorYearItem,
  updatePriorYearItem,
  deletePriorYearItem,
  getLineItems,
  getCompanyLineItems,
  addLineItem,
  addCompanyLineItem,
  updateLineItem,
  updateCompanyLineItem,
  deleteLineItem,
  deleteCompanyLineItem,
};
