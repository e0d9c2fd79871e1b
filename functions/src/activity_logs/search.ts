/** The activity log's search (MD §7): case-insensitive, in the title, description, actor's and entity's names. */
import type { ActivityItem } from '../platform/data/entities/activity';
import { actorOf, type Names } from './views';

/**
 * A search reads at most this many of the scope's newest lines (five reads of 1,000) and counts its matches
 * among them: free text has no key, and this keeps one request's cost fixed however long the log grows.
 * Older lines are found by narrowing the scope (an entity, a questionnaire, a type) instead.
 */
export const searchReadLimit = 5_000;
export const searchReadPage = 1_000;

/** Whether the line's own text matches; names need a lookup, so they are checked only for lines this misses. */
export function textMatches(line: Pick<ActivityItem, 'title' | 'description'>, needle: string): boolean {
  return line.title.toLowerCase().includes(needle) || (line.description ?? '').toLowerCase().includes(needle);
}

export function nameMatches(
  line: Pick<ActivityItem, 'actor_user_id' | 'user_id' | 'company_id' | 'actor_name' | 'company_name'>,
  needle: string,
  names: Names,
): boolean {
  const actor = actorOf(line);
  const userName = line.actor_name || (actor ? names.users.get(actor) : undefined);
  const companyName = line.company_name || (line.company_id ? names.companies.get(line.company_id)?.name : undefined);
  return [userName, companyName].some((name) => name?.toLowerCase().includes(needle));
}
