/**
 * Collect's counts (QD §7 usage data, MD §7 get_all_questionnaire_years) from the list's own counters, and the send
 * backlog (QD §4 Send backlog polling; FA §7.5): what the firm's sends in progress still have to make.
 */
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { questionnaireProgresses } from '@ledgerline/shared/questionnaires';
import { handle } from '../platform/handle';
import { dim, directoryStates, partOf, yearState } from '../platform/directory-keys';
import { directoryCounts } from '../platform/directory-read';
import { allTaxYears } from './collect';
import { closeSend, listSendsInProgress, type QuestionnaireSendItem } from './store';

export const getSentQuestionnairesUsageData = handle(
  questionnaireRoutes.getSentQuestionnairesUsageData,
  async ({ caller, input }) => {
    const live = (['active', 'inactive'] as const).map((s) => yearState(s, input.tax_year));
    const filter = input.entity_type ? dim.entityType(input.entity_type) : dim.all;
    // The counters hold one filter each: with an entity type, only its totals are known without reading it through.
    const parts = [
      ...live.map((s) => partOf(s, filter)),
      ...live.map((s) => partOf(s, dim.locked)),
      partOf(yearState('deleted', input.tax_year), filter),
      ...questionnaireProgresses.flatMap((p) => live.map((s) => partOf(s, dim.progress(p)))),
    ];
    const counts = await directoryCounts(caller.firmId, 'questionnaire', parts);
    const sum = (d: string) => live.reduce((n, s) => n + (counts.get(partOf(s, d)) ?? 0), 0);
    return {
      tax_year: input.tax_year,
      total: sum(filter),
      by_status: input.entity_type
        ? null
        : Object.fromEntries(questionnaireProgresses.map((p) => [p, sum(dim.progress(p))])),
      locked: input.entity_type ? null : sum(dim.locked),
      deleted: counts.get(partOf(yearState('deleted', input.tax_year), filter)) ?? 0,
    };
  },
);

export const getAllQuestionnaireYears = handle(questionnaireRoutes.getAllQuestionnaireYears, async ({ caller }) => {
  const years = allTaxYears();
  const live = directoryStates.filter((s) => s !== 'deleted');
  const parts = years.flatMap((y) => live.map((s) => partOf(yearState(s, y), dim.all)));
  const counts = await directoryCounts(caller.firmId, 'questionnaire', parts);
  return { years: years.filter((y) => live.some((s) => (counts.get(partOf(yearState(s, y), dim.all)) ?? 0) > 0)) };
});

/** What a send still has to make: its total (an estimate from the counters until its targets are resolved). */
const remaining = (s: QuestionnaireSendItem) => Math.max(0, (s.total ?? 0) - (s.processed ?? 0));

export const getBacklog = handle(questionnaireRoutes.getBacklog, async ({ caller }) => {
  const sends = await listSendsInProgress(caller.firmId);
  return { backlog_count: sends.reduce((n, s) => n + remaining(s), 0) };
});

/** A send that has not moved for this long has stopped (its jobs failed to the dead-letter queue). */
const stalledAfterMs = 10 * 60 * 1000;

export const resetBacklog = handle(questionnaireRoutes.resetBacklog, async ({ caller }) => {
  const sends = await listSendsInProgress(caller.firmId);
  let left = 0;
  for (const s of sends) {
    const since = Date.parse(s.last_progress_at ?? s.created_at ?? '') || 0;
    const finished = s.status === 'running' && remaining(s) === 0;
    if (finished || Date.now() - since > stalledAfterMs) await closeSend(caller.firmId, s.sendId, 'done');
    else left += remaining(s);
  }
  return { backlog_count: left };
});

export const clearQueuedQuestionnaireSends = handle(
  questionnaireRoutes.clearQueuedQuestionnaireSends,
  async ({ caller }) => {
    const sends = await listSendsInProgress(caller.firmId);
    let cancelled = 0;
    for (const s of sends) {
      if (await closeSend(caller.firmId, s.sendId, 'cancelled')) cancelled += remaining(s);
    }
    return {
      message: `${cancelled} queued ${cancelled === 1 ? 'questionnaire was' : 'questionnaires were'} cancelled`,
      cancelled,
    };
  },
);
