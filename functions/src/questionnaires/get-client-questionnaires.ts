import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { handle } from '../platform/handle';
import { clientQuestionnaires } from './client-list';

/** GET /questionnaires/get_client_questionnaires: every tax year of one of the caller's entities. */
export const getClientQuestionnaires = handle(questionnaireRoutes.getClientQuestionnaires, ({ caller, input }) =>
  clientQuestionnaires(caller, input.company_id, 'All'),
);
