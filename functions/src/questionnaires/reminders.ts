/**
 * Automatic reminders (QD §4 Reminders): each questionnaire that should get one has one due item at the time the
 * rule gives, and remembers that time (next_reminder_at). Any change that moves the time (a send, a reminder
 * sent, a new due date, reminders turned off, a lock, completion, deletion) replans it: the old due item is
 * cancelled and a new one made. A job whose time is no longer the planned one does nothing, so a stale or repeated
 * job never sends.
 */
import { nextReminderAt, reminderFrequencyDays } from '@ledgerline/shared/questionnaire-reminders';
import { cancelDueItem, DueItemExists, scheduleDueItem } from '../platform/scheduler';
import type { ParsedPayloadOf } from '../platform/jobs';
import { questionnaireJobs } from './jobs';
import { reminderTextsOf, sendReminder } from './outreach';
import {
  getCompany,
  getFirm,
  getQuestionnaire,
  patchQuestionnaire,
  type FirmItem,
  type QuestionnaireItem,
} from './store';

const dueItemId = (questionnaireId: string, at: string) => `qrem-${questionnaireId}-${Date.parse(at)}`;

/** The time the rule gives this questionnaire now, as an ISO string, or null for none. */
export function plannedReminder(q: QuestionnaireItem, firm: FirmItem | null, now: Date): string | null {
  const prefs = (firm?.preferences ?? {}) as Record<string, unknown>;
  const setting = prefs.questionnaire_reminder_frequency;
  const at = nextReminderAt({
    now,
    frequencyDays: reminderFrequencyDays(typeof setting === 'number' ? setting : Number(setting ?? Number.NaN)),
    lastFollowedUp: q.last_followed_up ?? null,
    sentAt: q.is_draft ? null : (q.sent_at ?? null),
    earliestRemindDate: q.earliest_remind_date ?? null,
    dueDate: q.due_date ?? null,
    remindersDisabled: Boolean(q.reminders_disabled || q.locked || q.completed || q.deleted_at || q.is_draft),
  });
  return at ? at.toISOString() : null;
}

/** Brings a questionnaire's planned reminder in line with the rule; answers the questionnaire as now stored. */
export async function replanReminder(
  q: QuestionnaireItem,
  firm: FirmItem | null,
  now = new Date(),
): Promise<QuestionnaireItem> {
  const at = plannedReminder(q, firm, now);
  const was = q.next_reminder_at || null;
  if (at === was) return q;
  if (was) await cancelDueItem({ firmId: q.firmId, id: dueItemId(q.questionnaireId, was) });
  if (at) {
    try {
      await scheduleDueItem(
        questionnaireJobs.questionnaireReminder,
        { firmId: q.firmId, questionnaireId: q.questionnaireId, at },
        { firmId: q.firmId, dueAt: at, id: dueItemId(q.questionnaireId, at) },
      );
    } catch (e) {
      if (!(e instanceof DueItemExists)) throw e;
    }
    return patchQuestionnaire(q, { next_reminder_at: at });
  }
  return patchQuestionnaire(q, {}, ['next_reminder_at']);
}

/** The sweeper's job: the reminder planned for `at`, once, then the next one planned. */
export async function runReminder(payload: ParsedPayloadOf<typeof questionnaireJobs.questionnaireReminder>) {
  const { firmId, questionnaireId, at } = payload;
  const q = await getQuestionnaire(firmId, questionnaireId);
  if (!q || q.next_reminder_at !== at) return 'stale';
  const [company, firm] = await Promise.all([getCompany(firmId, q.companyId), getFirm(firmId)]);
  if (!company || !firm || company.deleted_at) return 'stale';
  // Checked again at the time it goes: a reminder is never sent once the rule says none.
  if (!plannedReminder(q, firm, new Date(at))) return 'stale';
  await sendReminder(q, company, firm, reminderTextsOf(q), `auto-${Date.parse(at)}`);
  const sent = await patchQuestionnaire(q, { last_followed_up: new Date().toISOString() }, ['next_reminder_at']);
  await replanReminder(sent, firm);
  return 'sent';
}
