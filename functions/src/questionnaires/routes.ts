import type { z } from 'zod';
import type { CompanyQuestionnairesQuery, QuestionnairesForYearQuery } from '@ledgerline/shared/schemas/questionnaires';
import { signedIn, type Operations, type RequestContext } from '../platform/http';
import { clientQuestionnaires } from './client-list';

type CompanyQuery = z.infer<typeof CompanyQuestionnairesQuery>;

/** GET /questionnaires/get_client_questionnaires: every tax year of one of the caller's entities. */
async function getClientQuestionnaires(ctx: RequestContext<CompanyQuery>) {
  return clientQuestionnaires(signedIn(ctx), ctx.input.company_id, 'All');
}

/** GET /questionnaires/get_questionnaires_for_year: the dashboard's Tax Year dropdown; year=All gives the full list. */
async function getQuestionnairesForYear(ctx: RequestContext<QuestionnairesForYearQuery>) {
  return clientQuestionnaires(signedIn(ctx), ctx.input.company_id, ctx.input.year);
}

/** GET /questionnaires/get_preview_client_questionnaires: staff see what the client sees (MD §1 advisor preview). */
async function getPreviewClientQuestionnaires(ctx: RequestContext<CompanyQuery>) {
  return clientQuestionnaires(signedIn(ctx), ctx.input.company_id, 'All');
}

export const questionnaireOperations: Operations = { getClientQuestionnaires, getQuestionnairesForYear, getPreviewClientQuestionnaires };
