/**
 * Which questionnaires a staff member may export (QD §6: advisors export): those of entities they may open
 * (group-limited staff, their group's). Any id that is not such a questionnaire answers the same 404, so an export
 * never tells whether another firm's or group's questionnaire exists.
 */
import type { Caller } from '@ledgerline/shared/access';
import { exportText } from '@ledgerline/shared/exports';
import { openCompany } from '../platform/company-access';
import { NotFound } from '../platform/errors';
import * as store from './store';

export interface OpenedQuestionnaire {
  q: store.QuestionnaireItem;
  company: store.CompanyItem;
}

const gone = () => new NotFound('questionnaire', exportText.questionnaireNotFound);

export async function openQuestionnaires(caller: Caller, ids: readonly string[]): Promise<OpenedQuestionnaire[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await store.getQuestionnaires(caller.firmId, unique)).map((q) => [q.questionnaireId, q]));
  const companies = new Map<string, store.CompanyItem>();
  const opened: OpenedQuestionnaire[] = [];
  for (const id of unique) {
    const q = found.get(id);
    if (!q || q.deleted_at) throw gone();
    let company = companies.get(q.companyId);
    if (!company) {
      company = await openCompany(caller, q.companyId).catch(() => {
        throw gone();
      });
      companies.set(q.companyId, company);
    }
    opened.push({ q, company });
  }
  return opened;
}

export async function openQuestionnaire(
  caller: Caller,
  id: string,
  companyId?: string | null,
): Promise<OpenedQuestionnaire> {
  const [opened] = await openQuestionnaires(caller, [id]);
  if (!opened || (companyId && opened.company.companyId !== companyId)) throw gone();
  return opened;
}
