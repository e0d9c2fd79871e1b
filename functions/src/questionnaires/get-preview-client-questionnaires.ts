import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { handle } from '../platform/handle';
import { clientQuestionnaires } from './client-list';

/** GET /questionnaires/get_preview_client_questionnaires: staff see what the client sees (MD §1 advisor preview). */
export const getPreviewClientQuestionnaires = handle(
  questionnaireRoutes.getPreviewClientQuestionnaires,
  ({ caller, input }) => clientQuestionnaires(caller, input.company_id, 'All'),
);
