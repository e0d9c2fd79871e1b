/**
 * Self sign-up's data access (FA §7.5 /resources): a firm's template, a firm group, a client's default entity, and
 * the questionnaire made from a template, created once under an id of its entity, template and year.
 */
import { getItem } from '../../platform/data/batch-get';
import { isConditionFailure } from '../../platform/data/transact';
import { FirmGroup } from '../../platform/data/entities/firm-group';
import { Questionnaire, type QuestionnaireItem } from '../../platform/data/entities/questionnaire';
import {
  QuestionnaireTemplate,
  type QuestionnaireTemplateItem,
} from '../../platform/data/entities/questionnaire-template';
import { User } from '../../platform/data/entities/user';
import { reindexDirectoryItem } from '../../platform/directory';

export type { QuestionnaireItem, QuestionnaireTemplateItem };

/** The firm's own item under a template id: its template, its edit of a shipped one, or its removal (hidden). */
export function getFirmTemplate(firmId: string, templateId: string): Promise<QuestionnaireTemplateItem | null> {
  return getItem(QuestionnaireTemplate, { firmId, templateId }, { consistent: true });
}

export async function firmGroupExists(firmId: string, groupId: string): Promise<boolean> {
  return Boolean(await getItem(FirmGroup, { firmId, groupId }));
}

export async function setDefaultCompany(firmId: string, userId: string, companyId: string): Promise<void> {
  await User.patch({ firmId, userId }).set({ default_company_id: companyId }).go();
}

export function getQuestionnaire(firmId: string, questionnaireId: string): Promise<QuestionnaireItem | null> {
  return getItem(Questionnaire, { firmId, questionnaireId }, { consistent: true });
}

type NewQuestionnaire = Parameters<typeof Questionnaire.create>[0];

/** Creates the questionnaire unless one has its id already (a repeated call); answers whether it made it. */
export async function createQuestionnaireOnce(q: NewQuestionnaire): Promise<boolean> {
  try {
    await Questionnaire.create(q).go();
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  // Listed on Collect like every sent questionnaire.
  await reindexDirectoryItem(q.firmId, 'questionnaire', q.questionnaireId);
  return true;
}
