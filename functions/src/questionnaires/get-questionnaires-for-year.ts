import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { handle } from '../platform/handle';
import { clientQuestionnaires } from './client-list';

/** GET /questionnaires/get_questionnaires_for_year: the dashboard's Tax Year dropdown; year=All gives the full list. */
export const getQuestionnairesForYear = handle(questionnaireRoutes.getQuestionnairesForYear, ({ caller, input }) =>
  clientQuestionnaires(caller, input.company_id, input.year),
);
