/**
 * Creating, editing and removing templates (FA §2.2 /templates: partner, or full users when the firm has not
 * disabled templates for non-admins). A shipped template's first edit stores the firm's own copy under its id.
 */
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { contentProblem } from '@ledgerline/shared/schemas/questionnaire-content';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import type { Caller } from '@ledgerline/shared/access';
import { handle } from '../platform/handle';
import { Forbidden, NotFound, Unprocessable } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { firmFlagOn } from '../platform/firm-flags';
import { recordActivity } from '../platform/activity';
import { findTemplate, isShippedTemplate, questionsCount } from './templates';
import { getFirm, getFirmTemplate, putFirmTemplate } from './store';

export const templatesDisabledText = 'Templates are managed by the firm’s partners and admins';

/** FA §2.2, §6: partner (and admin) always; full users unless template_disabled_for_nonadmin. */
async function mayEditTemplates(caller: Caller): Promise<void> {
  if (caller.firmAccess === 'partner' || caller.firmAccess === 'admin') return;
  const firm = await getFirm(caller.firmId);
  if (firmFlagOn(firm, 'template_disabled_for_nonadmin')) throw new Forbidden(templatesDisabledText);
}

export const saveTemplate = handle(questionnaireRoutes.saveTemplate, async ({ caller, input }) => {
  await mayEditTemplates(caller);
  const problem = contentProblem(input.sections);
  if (problem) throw new Unprocessable(problem);
  const templateId = input.template_id ?? `t${newId()}`;
  let expected: number | null = null;
  if (input.template_id) {
    const stored = await getFirmTemplate(caller.firmId, input.template_id);
    if (!stored && !isShippedTemplate(input.template_id)) throw new NotFound('template', sendingText.templateNotFound);
    if (stored?.hidden) throw new NotFound('template', sendingText.templateNotFound);
    expected = stored ? (input.version ?? stored.version) : null;
  }
  await putFirmTemplate(
    {
      firmId: caller.firmId,
      templateId,
      name: input.name,
      ...(input.description ? { description: input.description } : {}),
      ...(input.entity_kind ? { entity_kind: input.entity_kind } : {}),
      content: { sections: input.sections },
      questions_count: questionsCount(input.sections),
      hidden: false,
      created_by: caller.userId,
      updated_by: caller.userId,
    },
    expected,
  );
  await recordActivity({
    firmId: caller.firmId,
    action: input.template_id ? 'template_updated' : 'template_created',
    title: input.template_id ? 'Template updated' : 'Template created',
    description: input.name,
    typeId: 3,
    actorUserId: caller.userId,
  });
  const template = await findTemplate(caller.firmId, templateId);
  return { template: template! };
});

export const deleteTemplate = handle(questionnaireRoutes.deleteTemplate, async ({ caller, input }) => {
  await mayEditTemplates(caller);
  const template = await findTemplate(caller.firmId, input.id);
  if (!template) throw new NotFound('template', sendingText.templateNotFound);
  const stored = await getFirmTemplate(caller.firmId, input.id);
  await putFirmTemplate(
    {
      firmId: caller.firmId,
      templateId: input.id,
      name: template.name,
      content: { sections: template.sections },
      questions_count: template.questions_count,
      hidden: true,
      updated_by: caller.userId,
      created_by: stored?.created_by ?? caller.userId,
    },
    stored ? stored.version : null,
  );
  return { message: 'Template deleted' };
});
