/**
 * Activity log reads, named after what the log screen asks: the newest lines of a scope, a scope's total from
 * its counter, and the names a page shows (batch gets of the page's people and entities only).
 */
import { displayName } from '@ledgerline/shared/person-name';
import { Activity, type ActivityItem } from '../platform/data/entities/activity';
import { ActivityCounter, activityTypeField } from '../platform/data/entities/activity-counter';
import { Company } from '../platform/data/entities/company';
import { User } from '../platform/data/entities/user';
import { groupCompanyIds } from '../platform/firm-groups';
import type { Names } from './views';
import { hasFilter, type LineFilter, type LogSource } from './plan';

function linesOf(firmId: string, source: LogSource) {
  switch (source.index) {
    case 'firm':
      return Activity.query.byFirm({ firmId });
    case 'firmType':
      return Activity.query.byFirmType({ firmId, type_id: source.typeId });
    case 'company':
      return Activity.query.byCompany({ firmId, company_id: source.companyId });
    case 'questionnaire':
      return Activity.query.byQuestionnaire({ firmId, questionnaire_id: source.questionnaireId });
  }
}

function filtered(firmId: string, source: LogSource, filter: LineFilter) {
  if (!hasFilter(filter)) return linesOf(firmId, source);
  return linesOf(firmId, source).where(({ type_id, company_id }, { eq }) =>
    [
      filter.typeId !== undefined ? eq(type_id, filter.typeId) : '',
      filter.companyId ? eq(company_id, filter.companyId) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

/** The newest `count` lines of the source that pass the filter, newest first. */
export async function newestLines(
  firmId: string,
  source: LogSource,
  filter: LineFilter,
  count: number,
): Promise<ActivityItem[]> {
  if (count <= 0) return [];
  // Unfiltered, one request of exactly `count`; filtered, larger reads until `count` lines have passed.
  const limit = hasFilter(filter) ? Math.min(1_000, Math.max(100, count * 2)) : count;
  const { data } = await filtered(firmId, source, filter).go({ order: 'desc', count, limit });
  return data as ActivityItem[];
}

/** At most `pages` reads of `perRead` lines each, newest first, keeping those that pass the filter. */
export async function boundedLines(
  firmId: string,
  source: LogSource,
  filter: LineFilter,
  perRead: number,
  pages: number,
): Promise<ActivityItem[]> {
  const { data } = await filtered(firmId, source, filter).go({ order: 'desc', limit: perRead, pages });
  return data as ActivityItem[];
}

/** The exact number of lines in a counter's scope, of one type or of all. */
export async function countedTotal(firmId: string, counter: { scope: string; typeId?: number }): Promise<number> {
  const { data } = await ActivityCounter.get({ firmId, scope: counter.scope }).go();
  if (!data) return 0;
  return (counter.typeId === undefined ? data.total : data[activityTypeField(counter.typeId)]) ?? 0;
}

/** Names of the lines' people and entities that `known` does not hold yet, added to it. */
export async function addNames(
  firmId: string,
  people: Iterable<string>,
  companies: Iterable<string>,
  known: Names,
): Promise<Names> {
  const userIds = [...new Set(people)].filter((id) => !known.users.has(id));
  const companyIds = [...new Set(companies)].filter((id) => !known.companies.has(id));
  const [users, entities] = await Promise.all([
    userIds.length
      ? User.get(userIds.map((userId) => ({ firmId, userId }))).go({
          attributes: ['userId', 'fname', 'lname', 'preferred_name'],
        })
      : null,
    companyIds.length
      ? Company.get(companyIds.map((companyId) => ({ firmId, companyId }))).go({
          attributes: ['companyId', 'name', 'hash_id'],
        })
      : null,
  ]);
  for (const u of users?.data ?? []) known.users.set(u.userId, displayName(u));
  for (const c of entities?.data ?? []) known.companies.set(c.companyId, { name: c.name, hash: c.hash_id });
  return known;
}

export const noNames = (): Names => ({ users: new Map(), companies: new Map() });

/**
 * The entities of a firm group (those whose primary owner is one of its clients, platform/firm-groups.ts): the
 * group's clients from the group index (one page of at most 200), their memberships, and their entities in batch.
 * Deleted entities are left out.
 */
export async function groupEntities(
  firmId: string,
  firmGroupId: string,
): Promise<{ companyId: string; name: string; hash_id: string }[]> {
  const companyIds = await groupCompanyIds(firmId, firmGroupId);
  if (companyIds.length === 0) return [];
  const { data } = await Company.get(companyIds.map((companyId) => ({ firmId, companyId }))).go({
    attributes: ['companyId', 'name', 'hash_id', 'deleted_at'],
  });
  return data.filter((c) => !c.deleted_at).map((c) => ({ companyId: c.companyId, name: c.name, hash_id: c.hash_id }));
}
