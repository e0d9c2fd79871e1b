/**
 * Scheduled and recurring sends (QD §3 frequency, first_scheduled_date, days_until_due; §9 recurrence options):
 * each occurrence is a due item the sweeper queues once; its job starts the occurrence's send (its id is the
 * schedule's and the date's, so a second run of one occurrence finds it made) and then moves the schedule to its
 * next date on the condition that it was still waiting for this one. Two sweeps racing send one occurrence once.
 */
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import {
  dueDateFor,
  nextOccurrence,
  occurrenceAt,
  occurrenceKey,
  type SendFrequency,
} from '@ledgerline/shared/send-schedule';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import type { ParsedPayloadOf } from '../platform/jobs';
import { DueItemExists, scheduleDueItem } from '../platform/scheduler';
import { questionnaireJobs } from './jobs';
import { startSending } from './send';
import type { SendScope } from './send-jobs';
import type { SendSettings } from './send-settings';
import {
  advanceScheduler,
  endScheduler,
  getScheduler,
  getSend,
  listSchedulers,
  type TemplateSchedulerItem,
} from './store';

async function planNext(s: TemplateSchedulerItem, date: string) {
  try {
    await scheduleDueItem(
      questionnaireJobs.questionnaireOccurrence,
      { firmId: s.firmId, schedulerId: s.schedulerId, date },
      { firmId: s.firmId, dueAt: occurrenceAt(date), id: occurrenceKey(s.schedulerId, date) },
    );
  } catch (e) {
    if (!(e instanceof DueItemExists)) throw e;
  }
}

export async function runOccurrence(payload: ParsedPayloadOf<typeof questionnaireJobs.questionnaireOccurrence>) {
  const { firmId, schedulerId, date } = payload;
  const s = await getScheduler(firmId, schedulerId);
  if (!s) return 'gone';
  // A run after the schedule already moved on (a crash between the move and the next plan): plan the next again.
  if (s.last_sent_date === date) {
    if (s.state === 'active' && s.next_scheduled_date && s.next_scheduled_date !== date)
      await planNext(s, s.next_scheduled_date);
    return 'done';
  }
  if (s.state !== 'active' || s.next_scheduled_date !== date) return 'stale';
  const settings = s.settings as SendSettings & { scope?: SendScope };
  const sendId = occurrenceKey(schedulerId, date);
  if (!(await getSend(firmId, sendId))) {
    await startSending(
      { firmId, userId: s.created_by, scope: settings.scope ?? { group: null } },
      { ...settings, due_date: dueDateFor(date, s.days_until_due) },
      s.company_ids ?? [],
      s.company_types ?? [],
      { schedulerId, occurrence: date, sendId },
    );
  }
  const next = nextOccurrence(s.frequency as SendFrequency, date, s.first_scheduled_date);
  if (await advanceScheduler(s, date, next)) {
    if (next) await planNext(s, next);
  }
  return 'sent';
}

function row(s: TemplateSchedulerItem) {
  const settings = s.settings as Partial<SendSettings>;
  return {
    id: s.schedulerId,
    questionnaire_template_id: s.questionnaire_template_id,
    template_name: s.template_name ?? null,
    frequency: s.frequency,
    first_scheduled_date: s.first_scheduled_date,
    next_scheduled_date: s.state === 'active' ? (s.next_scheduled_date ?? null) : null,
    last_sent_date: s.last_sent_date ?? null,
    days_until_due: s.days_until_due,
    company_ids: s.company_ids ?? [],
    company_types: s.company_types ?? [],
    tax_year: settings.tax_year ?? null,
    active: s.state === 'active',
    created_by: s.created_by,
    created_at: s.created_at ?? null,
    sends_count: s.sends_count ?? 0,
  };
}

export const getAllTemplateSchedulers = handle(
  questionnaireRoutes.getAllTemplateSchedulers,
  async ({ caller, input }) => {
    const state = input.show_active ? 'active' : 'ended';
    const items = await listSchedulers(caller.firmId, state, input.show_mine ? caller.userId : undefined);
    return { template_schedulers: items.map(row) };
  },
);

export const cancelTemplateScheduler = handle(
  questionnaireRoutes.cancelTemplateScheduler,
  async ({ caller, input }) => {
    const s = await getScheduler(caller.firmId, input.id);
    if (!s) throw new NotFound('schedule', 'Schedule not found');
    // Its pending occurrence finds the schedule ended and does nothing.
    await endScheduler(s);
    return { message: sendingText.saved };
  },
);
