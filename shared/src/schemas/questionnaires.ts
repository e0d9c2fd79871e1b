import * as z from 'zod';
import { Id } from './common';
import { questionnaireText } from '../questionnaires';
import { isTaxYear, latestTaxYear } from '../time/tax-year';

/** A questionnaire as the client dashboard's card shows it (MD §3 dashboard subset, QD §3 field names). */
export const QuestionnaireCard = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  /** The title to show: the stored formatted name, or 'Open items regarding {name}' for open items. */
  formatted_name: z.string(),
  tax_year: z.number().int(),
  /** YYYY-MM-DD */
  due_date: z.string().nullable(),
  locked: z.boolean(),
  completed: z.boolean(),
  is_draft: z.boolean(),
  sent_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  opened_timestamp: z.string().nullable(),
  in_progress: z.boolean(),
  /** The id of the section the client is on. */
  status: z.string().nullable(),
  firm_custom_status_id: z.string().nullable(),
  sections: z.array(z.object({ id: z.string(), name: z.string() })),
  description: z.string().nullable(),
  reminders_disabled: z.boolean(),
  deposit_status: z.string().nullable(),
});
export type QuestionnaireCard = z.infer<typeof QuestionnaireCard>;

export const QuestionnaireList = z.object({ questionnaires: z.array(QuestionnaireCard) });

// The range's end moves each November, so the text is made when a request is refused, not when this module loads.
const invalidYear = () => questionnaireText.invalidYear(latestTaxYear());

/** A tax year from the dropdown's range, or 'All' (MD §7: year=All gives the full list). */
export const TaxYearFilter = z
  .union(
    [
      z.literal('All'),
      z.number(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ],
    { error: invalidYear },
  )
  .refine((y) => y === 'All' || isTaxYear(y), { error: invalidYear });

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'full must be true or false' })
  .transform((v) => v === true || v === 'true' || v === '1');

export const CompanyQuestionnairesQuery = z.object({ company_id: Id });
export const QuestionnairesForYearQuery = z.object({
  company_id: Id,
  year: TaxYearFilter.default('All'),
  /** The dashboard sends full=false. Both answer cards for now: questions are not stored yet, so there is nothing more to add. */
  full: Flag.default(false),
});
export type QuestionnairesForYearQuery = z.infer<typeof QuestionnairesForYearQuery>;
