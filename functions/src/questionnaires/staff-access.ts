/**
 * A questionnaire staff may act on: of their firm, its entity one they may open (a group-limited user: of their
 * group), and, when the request names the entity, that entity's. Anything else is the same 404 as an unknown id.
 * After a change: its Collect rows and its planned reminder brought in line.
 */
import type { Caller } from '@ledgerline/shared/access';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { NotFound } from '../platform/errors';
import { openCompany } from '../platform/company-access';
import { reindexDirectoryItem } from '../platform/directory';
import { log } from '../platform/log';
import { replanReminder } from './reminders';
import {
  getFirm,
  getQuestionnaire,
  getQuestionnaires,
  type CompanyItem,
  type FirmItem,
  type QuestionnaireItem,
} from './store';

const gone = () => new NotFound('questionnaire', sendingText.questionnaireNotFound);

export async function staffQuestionnaire(
  caller: Caller,
  questionnaireId: string,
  companyId?: string,
): Promise<{ q: QuestionnaireItem; company: CompanyItem }> {
  const q = await getQuestionnaire(caller.firmId, questionnaireId);
  if (!q || (companyId && q.companyId !== companyId)) throw gone();
  const company = await openCompany(caller, q.companyId, sendingText.questionnaireNotFound).catch(() => {
    throw gone();
  });
  return { q, company };
}

/** Many at once (bulk actions): every id must be one the caller may act on, or nothing is done. */
export async function staffQuestionnaires(caller: Caller, ids: readonly string[]): Promise<QuestionnaireItem[]> {
  const unique = [...new Set(ids)];
  const found = await getQuestionnaires(caller.firmId, unique);
  if (found.length !== unique.length) throw gone();
  for (const companyId of new Set(found.map((q) => q.companyId))) {
    await openCompany(caller, companyId, sendingText.questionnaireNotFound).catch(() => {
      throw gone();
    });
  }
  return found;
}

/** After a questionnaire changed: its Collect rows and its reminder plan. Neither failing undoes the change. */
export async function afterChange(q: QuestionnaireItem, firm?: FirmItem | null): Promise<void> {
  try {
    await reindexDirectoryItem(q.firmId, 'questionnaire', q.questionnaireId);
  } catch (e) {
    log('error', 'questionnaire reindex failed', { questionnaireId: q.questionnaireId, error: (e as Error).message });
  }
  try {
    await replanReminder(q, firm === undefined ? await getFirm(q.firmId) : firm);
  } catch (e) {
    log('error', 'reminder plan failed', { questionnaireId: q.questionnaireId, error: (e as Error).message });
  }
}
