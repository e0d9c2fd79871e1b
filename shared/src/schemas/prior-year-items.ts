import * as z from 'zod';
import {
  maxLineItemCategory,
  maxLineItemValue,
  maxPriorYearItemName,
  priorYearItemSources,
  priorYearItemText as text,
  priorYearRange,
} from '../prior-year-items';
import { Id } from './common';

/**
 * A body field a route on a prior-year item requires: here only its shape. That it is there is checked once the
 * item in the address is found, so another firm's ids answer 404 whatever the body holds (as schemas/companies.ts
 * does); the handler refuses a missing one with its message.
 */
const Later = <T extends z.ZodType>(schema: T) => schema.optional();

/** QD §5: a name is required ('Please enter a name'); trimmed, at most 200 characters. */
export const PriorYearItemName = z
  .string({ error: text.nameRequired })
  .trim()
  .min(1, text.nameRequired)
  .max(maxPriorYearItemName, text.nameTooLong);

/** A whole tax year (priorYearRange says why 2000..2100); a form's "2024" is taken as 2024. */
export const PriorYear = z
  .union(
    [
      z.number({ error: text.yearRange }),
      z
        .string({ error: text.yearRange })
        .trim()
        .regex(/^\d{4}$/, text.yearRange),
    ],
    {
      error: (issue) => (issue.input === undefined ? text.yearRequired : text.yearRange),
    },
  )
  .transform(Number)
  .pipe(z.number().int(text.yearRange).min(priorYearRange.min, text.yearRange).max(priorYearRange.max, text.yearRange));

/** An entity's id the body names (the spec's companyId / company_id). */
const CompanyRef = z.string({ error: text.entityRequired }).trim().min(1, text.entityRequired).pipe(Id);
const DoNotRollover = z.boolean({ error: text.doNotRollover });

export const LineItemCategory = z
  .string({ error: text.categoryRequired })
  .trim()
  .min(1, text.categoryRequired)
  .max(maxLineItemCategory, text.categoryTooLong);

/** A line's value: text or a number (an amount), kept as the text it reads as. */
export const LineItemValue = z
  .union([z.string(), z.number().finite()], { error: text.valueTooLong })
  .transform((v) => String(v).trim())
  .pipe(z.string().max(maxLineItemValue, text.valueTooLong));

// ------------------------------------------------------------------------------------------------ items (QD §7)

/** POST /prior_year_items/add_prior_year_item */
export const AddPriorYearItemInput = z.object({
  name: PriorYearItemName,
  companyId: CompanyRef,
  year: PriorYear,
  do_not_rollover: DoNotRollover.optional(),
});

/** POST /prior_year_items/{id}/update_prior_year_item: name and companyId required (checked once found). */
export const UpdatePriorYearItemInput = z.object({
  id: Id,
  companyId: Later(CompanyRef),
  name: Later(PriorYearItemName),
  year: PriorYear.optional(),
  do_not_rollover: DoNotRollover.optional(),
});

/** POST /prior_year_items/{id}/delete_prior_year_item: companyId required (checked once found). */
export const DeletePriorYearItemInput = z.object({ id: Id, companyId: Later(CompanyRef) });

/** GET /prior_year_items/get_prior_year_items?company_id */
export const PriorYearItemsQuery = z.object({ company_id: CompanyRef });

export const PriorYearItemView = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number(),
  company_id: z.string(),
  source: z.enum(priorYearItemSources),
  do_not_rollover: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PriorYearItemView = z.infer<typeof PriorYearItemView>;

export const PriorYearItemSaved = z.object({ message: z.string(), prior_year_item: PriorYearItemView });
export const PriorYearItemDeleted = z.object({ message: z.string() });
export const PriorYearItems = z.object({ prior_year_items: z.array(PriorYearItemView) });

// ------------------------------------------------------------------------------------------------ line items

/** The item in the address; the company variant also names its entity, which must be the item's. */
const ItemPath = { id: Id };
const CompanyItemPath = { id: Id, companyId: Id };

export const LineItemsQuery = z.object(ItemPath);
export const CompanyLineItemsQuery = z.object(CompanyItemPath);

const lineFields = { category: Later(LineItemCategory), value: LineItemValue.optional() };
export const AddLineItemInput = z.object({ ...ItemPath, ...lineFields });
export const AddCompanyLineItemInput = z.object({ ...CompanyItemPath, ...lineFields });
export const UpdateLineItemInput = z.object({ ...ItemPath, lineItemId: Id, ...lineFields });
export const UpdateCompanyLineItemInput = z.object({ ...CompanyItemPath, lineItemId: Id, ...lineFields });
export const DeleteLineItemInput = z.object({ ...ItemPath, lineItemId: Id });
export const DeleteCompanyLineItemInput = z.object({ ...CompanyItemPath, lineItemId: Id });

export const LineItemView = z.object({
  id: z.string(),
  prior_year_item_id: z.string(),
  category: z.string(),
  value: z.string(),
  removable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LineItemView = z.infer<typeof LineItemView>;

export const LineItems = z.object({ prior_year_item_id: z.string(), line_items: z.array(LineItemView) });
export const LineItemSaved = z.object({ message: z.string(), line_item: LineItemView });
export const LineItemDeleted = z.object({ message: z.string() });
