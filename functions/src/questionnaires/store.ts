/**
 * Questionnaire data access, named after the access patterns: an entity's questionnaires for a tax year (or
 * every year), a firm's custom statuses. Each is one Query on a key made for it.
 */
import { newId } from '../platform/auth/secrets';
import { Questionnaire, type QuestionnaireItem } from '../platform/data/entities/questionnaire';
import { FirmCustomStatus, type FirmCustomStatusItem } from '../platform/data/entities/firm-custom-status';

/** An entity's questionnaires, drafts and deleted ones included, newest tax year first. */
export async function listCompanyQuestionnaires(
  firmId: string,
  companyId: string,
  year: number | 'All',
): Promise<QuestionnaireItem[]> {
  const key = year === 'All' ? { firmId, companyId } : { firmId, companyId, tax_year: year };
  // With a year the sort key condition is begins_with 'YEAR#2025#': that year's items and nothing else.
  const { data } = await Questionnaire.query.byCompanyYear(key).go({ pages: 'all', order: 'desc' });
  return data;
}

export type NewQuestionnaire = Omit<
  Parameters<typeof Questionnaire.create>[0],
  'questionnaireId' | 'created_at' | 'updated_at'
> & { questionnaireId?: string };

export async function createQuestionnaire(q: NewQuestionnaire): Promise<QuestionnaireItem> {
  const { data } = await Questionnaire.create({ ...q, questionnaireId: q.questionnaireId ?? newId() }).go();
  return data as QuestionnaireItem;
}

export async function listFirmCustomStatuses(firmId: string): Promise<FirmCustomStatusItem[]> {
  const { data } = await FirmCustomStatus.query.byFirm({ firmId }).go({ pages: 'all' });
  return data;
}

export async function createFirmCustomStatus(s: {
  firmId: string;
  firmUserDisplayStatus: string;
  clientDisplayStatus: string;
  clientInstruction?: string;
}): Promise<FirmCustomStatusItem> {
  const { data } = await FirmCustomStatus.create({
    firmId: s.firmId,
    statusId: newId(),
    firm_user_display_status: s.firmUserDisplayStatus,
    client_display_status: s.clientDisplayStatus,
    ...(s.clientInstruction ? { client_instruction: s.clientInstruction } : {}),
  }).go();
  return data as FirmCustomStatusItem;
}
