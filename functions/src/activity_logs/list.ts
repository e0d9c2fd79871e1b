/**
 * One page of the activity log, newest first, with its exact total. Without a search the total is the
 * scope's counter and the read stops at the page's last line; a search reads a bounded window and counts.
 */
import type { ActivityItem } from '../platform/data/entities/activity';
import type { LogPlan } from './plan';
import { nameMatches, searchReadLimit, searchReadPage, textMatches } from './search';
import { addNames, boundedLines, countedTotal, newestLines, noNames } from './store';
import { activityView, type Names, unnamedActors, unnamedCompanies } from './views';

export async function activityPage(firmId: string, plan: LogPlan, window: { offset: number; limit: number }) {
  const { lines, total, names } = plan.counter
    ? await countedPage(firmId, plan, plan.counter, window)
    : await searchedPage(firmId, plan, window);
  await addNames(firmId, unnamedActors(lines), unnamedCompanies(lines), names);
  return { activities: lines.map((l) => activityView(l, names)), total };
}

async function countedPage(
  firmId: string,
  plan: LogPlan,
  counter: NonNullable<LogPlan['counter']>,
  window: { offset: number; limit: number },
) {
  const total = await countedTotal(firmId, counter);
  // Past the end there is nothing to read: the counter says so.
  const want = Math.min(window.offset + window.limit, total);
  const lines =
    want > window.offset ? (await newestLines(firmId, plan.source, plan.filter, want)).slice(window.offset) : [];
  return { lines, total, names: noNames() };
}

async function searchedPage(firmId: string, plan: LogPlan, window: { offset: number; limit: number }) {
  const read = await boundedLines(firmId, plan.source, plan.filter, searchReadPage, searchReadLimit / searchReadPage);
  const needle = plan.search ?? '';
  const byText = new Set(read.filter((l) => !needle || textMatches(l, needle)));
  const rest = read.filter((l) => !byText.has(l));
  const names: Names = await addNames(firmId, unnamedActors(rest), unnamedCompanies(rest), noNames());
  const matches: ActivityItem[] = read.filter((l) => byText.has(l) || nameMatches(l, needle, names));
  return { lines: matches.slice(window.offset, window.offset + window.limit), total: matches.length, names };
}
