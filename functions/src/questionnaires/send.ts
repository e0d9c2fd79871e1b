/**
 * POST /questionnaires/send_questionnaires (QD §5 Send template / drop off / custom): checks the send, then
 * - scheduled (a first send date or a recurring frequency): a schedule whose first occurrence the sweeper queues;
 * - a few named entities: their questionnaires made while the request waits;
 * - more, or entity types: a send in the background (send-jobs.ts), whose progress GET /firms/backlog counts.
 * Every entity named must be one the caller may open: another firm's id, a deleted entity or (for a group-limited
 * caller) one outside their group answers 404 like an id that does not exist, before anything is written.
 */
import type { Caller } from '@ledgerline/shared/access';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { inlineSendLimit, sendingText } from '@ledgerline/shared/questionnaire-sending';
import { firstOccurrence, occurrenceAt, occurrenceKey } from '@ledgerline/shared/send-schedule';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { enqueue } from '../platform/adapters/queue';
import { scheduleDueItem } from '../platform/scheduler';
import { companiesInGroup, isGroupLimited } from '../platform/firm-groups';
import { dim, partOf } from '../platform/directory-keys';
import { directoryCounts } from '../platform/directory-read';
import { questionnaireJobs } from './jobs';
import { makeSendQuestionnaires, scopeOf, type SendScope } from './send-jobs';
import { sendSettings, type Schedule, type SendSettings } from './send-settings';
import { findTemplate } from './templates';
import { closeSend, createScheduler, createSend, getCompanies, getFirm, type FirmItem } from './store';
import { assertEntitiesPermission } from '../platform/firm-permissions';

/** A send's entities must all be the caller's to send to. */
export async function checkCompanies(caller: Caller, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const found = (await getCompanies(caller.firmId, ids)).filter((c) => !c.deleted_at);
  let ok = new Set(found.map((c) => c.companyId));
  if (isGroupLimited(caller)) {
    ok = caller.firmGroupId ? await companiesInGroup(caller.firmId, caller.firmGroupId, found) : new Set();
  }
  if (ids.some((id) => !ok.has(id))) throw new NotFound('company', sendingText.entityNotFound);
}

/** How many active entities the types have, from the Entities list's exact counters (one batch read). */
async function activeEntitiesOfTypes(firmId: string, types: readonly string[]): Promise<number> {
  const parts = types.map((t) => partOf('active', dim.entityType(t)));
  const counts = await directoryCounts(firmId, 'entity', parts);
  return parts.reduce((n, p) => n + (counts.get(p) ?? 0), 0);
}

const sendLifetimeSeconds = 90 * 24 * 3600;

/**
 * Starts a send of settings to entities: made now when few are named and no type is, else queued. Answers the
 * questionnaires made now and whether the rest is queued.
 */
export interface Sender {
  firmId: string;
  userId: string;
  scope: SendScope;
}

export const senderOf = (caller: Caller): Sender => ({
  firmId: caller.firmId,
  userId: caller.userId,
  scope: scopeOf(caller),
});

export async function startSending(
  caller: Sender,
  settings: SendSettings,
  companyIds: string[],
  companyTypes: string[],
  extra: { schedulerId?: string; occurrence?: string; sendId?: string } = {},
): Promise<{ sendId: string; made: string[]; queued: boolean }> {
  const sendId = extra.sendId ?? newId();
  const inline = !companyTypes.length && companyIds.length <= inlineSendLimit;
  const unique = [...new Set(companyIds)];
  // Until the split resolves the types, the backlog counts them from the Entities list's counters.
  const typed = companyTypes.length ? await activeEntitiesOfTypes(caller.firmId, companyTypes) : 0;
  await createSend({
    firmId: caller.firmId,
    sendId,
    created_by: caller.userId,
    status: inline ? 'running' : 'queued',
    settings: { ...settings, scope: caller.scope },
    company_ids: unique,
    company_types: companyTypes,
    total: unique.length + typed,
    in_progress_since: new Date().toISOString(),
    ttl: Math.ceil(Date.now() / 1000) + sendLifetimeSeconds,
    ...(extra.schedulerId ? { scheduler_id: extra.schedulerId } : {}),
    ...(extra.occurrence ? { occurrence: extra.occurrence } : {}),
  });
  if (inline) {
    const made = await makeSendQuestionnaires(caller.firmId, sendId, unique);
    await closeSend(caller.firmId, sendId, 'done');
    return { sendId, made, queued: false };
  }
  await enqueue(
    questionnaireJobs.splitQuestionnaireSend,
    { firmId: caller.firmId, sendId },
    { dedupeId: `qsplit-${sendId}` },
  );
  return { sendId, made: [], queued: true };
}

async function schedule(
  caller: Caller,
  settings: SendSettings,
  s: Schedule,
  companyIds: string[],
  companyTypes: string[],
): Promise<string> {
  const schedulerId = newId();
  const first = firstOccurrence(s.frequency, s.first_scheduled_date);
  await createScheduler({
    firmId: caller.firmId,
    schedulerId,
    created_by: caller.userId,
    state: 'active',
    frequency: s.frequency,
    first_scheduled_date: s.first_scheduled_date,
    next_scheduled_date: first,
    days_until_due: s.days_until_due,
    questionnaire_template_id: settings.template_id ?? settings.kind,
    template_name: settings.name,
    settings: { ...settings, scope: scopeOf(caller) },
    company_ids: companyIds,
    company_types: companyTypes,
  });
  await scheduleDueItem(
    questionnaireJobs.questionnaireOccurrence,
    { firmId: caller.firmId, schedulerId, date: first },
    { firmId: caller.firmId, dueAt: occurrenceAt(first), id: occurrenceKey(schedulerId, first) },
  );
  return schedulerId;
}

export const depositProviderConnected = (firm: FirmItem | null) =>
  Boolean((firm?.integrations as Record<string, unknown> | undefined)?.stripe);

export const sendQuestionnaires = handle(questionnaireRoutes.sendQuestionnaires, async ({ caller, input }) => {
  const now = new Date();
  const firm = await getFirm(caller.firmId);
  let template = null;
  if (input.questionnaire_template_id && !input.document_drop_off_enabled) {
    template = await findTemplate(caller.firmId, input.questionnaire_template_id);
    if (!template) throw new NotFound('template', sendingText.templateNotFound);
  }
  const { settings, schedule: when } = sendSettings(input, {
    now,
    zone: firm?.time_zone ?? null,
    depositProviderConnected: depositProviderConnected(firm),
    template,
    createdBy: caller.userId,
  });
  await checkCompanies(caller, input.company_ids);
  await assertEntitiesPermission(caller, input.company_ids, 'questionnaires.send', input.company_types);
  if (when) {
    const schedulerId = await schedule(caller, settings, when, input.company_ids, input.company_types);
    return {
      message: sendingText.scheduled,
      questionnaire_ids: [],
      queued: false,
      send_id: null,
      scheduler_id: schedulerId,
    };
  }
  const { sendId, made, queued } = await startSending(
    senderOf(caller),
    settings,
    input.company_ids,
    input.company_types,
  );
  const message = settings.is_draft
    ? sendingText.draftsSaved
    : queued
      ? sendingText.queued
      : settings.kind === 'drop_off'
        ? sendingText.dropOffSent
        : sendingText.sent;
  return { message, questionnaire_ids: made, queued, send_id: sendId, scheduler_id: null };
});
