/**
 * GET /v2/questionnaires (QD §7; FA §2.2 /overview Collect): the firm's questionnaires on the directory index
 * (platform/directory-list.ts) as kind 'questionnaire': a year is a partition of its own (its state names it), each
 * filter a dim (progress, locked, type, entity type, assigned firm user, group, entity tags, custom status), each
 * sort a key. What a page reads grows with the page, not with the firm; the total comes from the counters.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { CollectQuery, CollectRow } from '@ledgerline/shared/schemas/questionnaires-staff';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { allTaxYears } from '@ledgerline/shared/time/tax-year';
import { handle } from '../platform/handle';
import { dim, roleClause, yearState, type DirectoryListState } from '../platform/directory-keys';
import { directoryPlan, listDirectory, type DirectoryPlan } from '../platform/directory-list';
import { getCompanies, getQuestionnaires, getUsers } from './store';
import { collectRow } from '../platform/questionnaire-views';

export { allTaxYears };

/** The status clause: a progress, locked ones included or not; or only what is not completed. */
function statusClause(q: CollectQuery): string[] | undefined {
  if (q.questionnaire_status === 'locked') return [dim.locked];
  if (q.questionnaire_status) {
    return [q.include_locked ? dim.progress(q.questionnaire_status) : dim.progressUnlocked(q.questionnaire_status)];
  }
  if (q.exclude_completed) return [q.include_locked ? dim.notCompleted : dim.notCompletedUnlocked];
  return q.include_locked ? undefined : [dim.unlocked];
}

export function planCollect(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  q: CollectQuery,
): DirectoryPlan | null {
  const plan = directoryPlan(caller, q, {
    group: q.firm_group_id,
    clauses: [
      statusClause(q),
      q.questionnaire_type ? [dim.questionnaireType(q.questionnaire_type)] : undefined,
      q.entity_type ? [dim.entityType(q.entity_type)] : undefined,
      q.assigned_advisor_id ? [dim.advisor(q.assigned_advisor_id)] : undefined,
      roleClause(q),
      q.selected_entity_tags_filter?.length ? q.selected_entity_tags_filter.map(dim.tag) : undefined,
      q.firm_custom_status_id ? [dim.customStatus(q.firm_custom_status_id)] : undefined,
    ],
  });
  if (!plan) return null;
  const years = q.year === 'All' ? allTaxYears() : [q.year];
  const states: DirectoryListState[] = years.flatMap((y) =>
    plan.states.map((s) => yearState(s as 'active' | 'inactive' | 'deleted', y)),
  );
  return { ...plan, states };
}

/** A page's rows: its questionnaires, their entities and the entities' primary owners, three batch reads. */
export async function collectRows(firmId: string, ids: string[]): Promise<CollectRow[]> {
  const found = await getQuestionnaires(firmId, ids);
  const byId = new Map(found.map((q) => [q.questionnaireId, q]));
  const companies = new Map(
    (await getCompanies(firmId, [...new Set(found.map((q) => q.companyId))])).map((c) => [c.companyId, c]),
  );
  const primaryIds = [
    ...new Set([...companies.values()].flatMap((c) => (c.primary_user_id ? [c.primary_user_id] : []))),
  ];
  const people = new Map((await getUsers(firmId, primaryIds)).map((u) => [u.userId, u]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    const company = companies.get(q.companyId) ?? null;
    return [collectRow(q, company, company?.primary_user_id ? (people.get(company.primary_user_id) ?? null) : null)];
  });
}

export const listQuestionnaires = handle(questionnaireRoutes.listQuestionnaires, async ({ caller, input: q }) => {
  const listed = await listDirectory(caller.firmId, 'questionnaire', planCollect(caller, q), q);
  if (q.count) return { total: listed.total };
  const { ids, ...paging } = listed;
  return { questionnaires: await collectRows(caller.firmId, ids), ...paging };
});
