/**
 * What every answering change answers: the questionnaire as it now is (QD §4: the screen shows the server's truth,
 * follow-ups and counters included). Its summary on the questionnaire item (Collect's progress, last activity, the
 * client's in-progress state) is moved when the progress changed or the last activity is older than a few minutes:
 * each such write re-lists the questionnaire in Collect (about a dozen index rows), so typing is not that cost.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { AnsweringResult } from '@ledgerline/shared/schemas/answering';
import { progressOf } from '@ledgerline/shared/answered-progress';
import { answeredQuestionnaire, readAnsweringParts } from '../platform/answered-questionnaire';
import { reindexDirectoryItem } from '../platform/directory';
import { log } from '../platform/log';
import type { Opened } from './open';
import { patchQuestionnaire, type QuestionnaireItem } from './store/questionnaire';

/** The last activity moves at most this often while nothing else of the summary changes. */
const activityEveryMs = 5 * 60 * 1000;

export async function answeringResult(
  caller: Caller,
  opened: Opened,
  message: string,
  activity: string,
  extra: Partial<Pick<AnsweringResult, 'parent_question'>> = {},
): Promise<AnsweringResult> {
  const parts = await readAnsweringParts(opened.q.firmId, opened.q.questionnaireId);
  const questionnaire = await answeredQuestionnaire({ ...opened, caller, primary: null, parts });
  const q = await summarize(caller, opened.q, progressOf(questionnaire.sections), activity);
  if (q !== opened.q) {
    questionnaire.questions_total = q.questions_total ?? questionnaire.questions_total;
    questionnaire.questions_completed = q.questions_completed ?? questionnaire.questions_completed;
    questionnaire.last_activity = q.last_activity ?? null;
    questionnaire.last_activity_at = q.last_activity_at ?? null;
    questionnaire.in_progress = Boolean(q.in_progress);
  }
  return { message, questionnaire, ...extra };
}

async function summarize(
  caller: Caller,
  q: QuestionnaireItem,
  progress: { total: number; completed: number },
  activity: string,
): Promise<QuestionnaireItem> {
  const now = new Date();
  const stale = !q.last_activity_at || now.getTime() - Date.parse(q.last_activity_at) > activityEveryMs;
  const moved = progress.total !== q.questions_total || progress.completed !== q.questions_completed;
  const startedNow = !caller.isAdvisor && !q.in_progress;
  if (!moved && !stale && !startedNow) return q;
  try {
    const next = await patchQuestionnaire(q, {
      questions_total: progress.total,
      questions_completed: progress.completed,
      last_activity: activity,
      last_activity_at: now.toISOString(),
      ...(startedNow ? { in_progress: true } : {}),
    });
    await reindexDirectoryItem(q.firmId, 'questionnaire', q.questionnaireId);
    return next;
  } catch (e) {
    // The answer is saved; a summary that lost a race is brought in line by the next change.
    log('warn', 'questionnaire summary not moved', { questionnaireId: q.questionnaireId, error: (e as Error).message });
    return q;
  }
}
