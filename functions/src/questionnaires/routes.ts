import type { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import type { Handlers } from '../platform/handle';
import { getClientQuestionnaires } from './get-client-questionnaires';
import { getPreviewClientQuestionnaires } from './get-preview-client-questionnaires';
import { getQuestionnairesForYear } from './get-questionnaires-for-year';

/** Each questionnaires route's handler, by the operation its declaration names. */
export const questionnaireHandlers: Handlers<typeof questionnaireRoutes> = {
  getClientQuestionnaires,
  getQuestionnairesForYear,
  getPreviewClientQuestionnaires,
};
