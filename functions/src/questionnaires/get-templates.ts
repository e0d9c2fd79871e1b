/** GET /questionnaire_templates/get_all_questionnaire_templates_info and /get_template_by_id (QD §7). */
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { findTemplate, firmTemplateList } from './templates';

export const getAllQuestionnaireTemplatesInfo = handle(
  questionnaireRoutes.getAllQuestionnaireTemplatesInfo,
  async ({ caller }) => ({ templates: await firmTemplateList(caller.firmId) }),
);

export const getTemplateById = handle(questionnaireRoutes.getTemplateById, async ({ caller, input }) => {
  const template = await findTemplate(caller.firmId, input.template_id);
  if (!template) throw new NotFound('template', sendingText.templateNotFound);
  return { template };
});
