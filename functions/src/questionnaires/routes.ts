import type { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import type { Handlers } from '../platform/handle';
import { getClientQuestionnaires } from './get-client-questionnaires';
import { getPreviewClientQuestionnaires } from './get-preview-client-questionnaires';
import { getQuestionnairesForYear } from './get-questionnaires-for-year';
import { getAllQuestionnaireTemplatesInfo, getTemplateById } from './get-templates';
import { deleteTemplate, saveTemplate } from './save-template';
import { sendQuestionnaires } from './send';
import {
  saveReminders,
  sendCustomStatusChange,
  sendOpenItems,
  sendQuestionnaireNotifications,
  sendQuestionnaireReminders,
} from './notify';
import { listQuestionnaires } from './collect';
import {
  clearQueuedQuestionnaireSends,
  getAllQuestionnaireYears,
  getBacklog,
  getSentQuestionnairesUsageData,
  resetBacklog,
} from './overview';
import {
  deleteQuestion,
  deleteQuestionnaire,
  generateQuestionnaireLink,
  getQuestionnaire,
  lockQuestionnaires,
  markCompleted,
  restoreDeletedQuestionnaire,
  saveQuestionnaire,
  saveQuestionnaires,
  unsubmitQuestionnaire,
  updateQuestionnaire,
} from './manage';
import { cancelTemplateScheduler, getAllTemplateSchedulers } from './schedules';

/** Each questionnaires route's handler, by the operation its declaration names. */
export const questionnaireHandlers: Handlers<typeof questionnaireRoutes> = {
  getClientQuestionnaires,
  getQuestionnairesForYear,
  getPreviewClientQuestionnaires,
  getAllQuestionnaireTemplatesInfo,
  getTemplateById,
  saveTemplate,
  deleteTemplate,
  sendQuestionnaires,
  sendOpenItems,
  sendQuestionnaireNotifications,
  sendQuestionnaireReminders,
  saveReminders,
  sendCustomStatusChange,
  listQuestionnaires,
  getSentQuestionnairesUsageData,
  getAllQuestionnaireYears,
  getQuestionnaire,
  saveQuestionnaire,
  saveQuestionnaires,
  updateQuestionnaire,
  lockQuestionnaires,
  deleteQuestionnaire,
  restoreDeletedQuestionnaire,
  markCompleted,
  unsubmitQuestionnaire,
  generateQuestionnaireLink,
  deleteQuestion,
  getAllTemplateSchedulers,
  cancelTemplateScheduler,
  getBacklog,
  resetBacklog,
  clearQueuedQuestionnaireSends,
};
