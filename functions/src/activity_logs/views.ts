/** An activity line as the log screens receive it (ActivityView, MD §7). */
import type { ActivityItem } from '../platform/data/entities/activity';

export interface CompanyName {
  name: string;
  hash: string;
}

export interface Names {
  users: Map<string, string>;
  companies: Map<string, CompanyName>;
}

/** Who did it: the actor, or for sign-in lines (no one is signed in yet) the account they are about; null for the system. */
export const actorOf = (line: Pick<ActivityItem, 'actor_user_id' | 'user_id'>): string | null =>
  line.actor_user_id || line.user_id || null;

/** The people and entities of these lines whose names were not stored with them (lines written before they were). */
export const unnamedActors = (lines: ActivityItem[]) =>
  lines
    .filter((l) => !l.actor_name)
    .map(actorOf)
    .filter((id): id is string => Boolean(id));
export const unnamedCompanies = (lines: ActivityItem[]) =>
  lines.filter((l) => !l.company_name && l.company_id).map((l) => l.company_id!);

export function activityView(line: ActivityItem, names: Names) {
  const userId = actorOf(line);
  const companyId = line.company_id || null;
  // Stored with the line when it was written; older lines' names are looked up (addNames).
  const company = line.company_name
    ? { name: line.company_name, hash: line.company_hash ?? '' }
    : companyId
      ? names.companies.get(companyId)
      : undefined;
  return {
    id: line.activityId,
    type_id: line.type_id ?? 0,
    title: line.title,
    description: line.description ?? '',
    created_at: line.created_at,
    action: line.action,
    user_id: userId,
    user_name: line.actor_name || (userId && names.users.get(userId)) || null,
    company_id: companyId,
    company_name: company?.name ?? null,
    company_hash: company?.hash || null,
    questionnaire_id: line.questionnaire_id || null,
  };
}
