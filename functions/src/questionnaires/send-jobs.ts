/**
 * A send to many entities, in the background (QD §4 Send backlog polling): the first job resolves the targets (the
 * named entities, and every active entity of the named types on the Entities list's type key) and queues them in
 * batches; each batch makes its entities' questionnaires. Exactly one questionnaire per entity however often a job
 * runs: its id is the send's and the entity's, and it is created with the send's progress in one conditional
 * transaction (store.ts createSentQuestionnaire). The owners hear once per questionnaire (outreach.ts keys).
 */
import type { Caller } from '@ledgerline/shared/access';
import { enqueue } from '../platform/adapters/queue';
import type { ParsedPayloadOf } from '../platform/jobs';
import { dim, directoryStates, partOf } from '../platform/directory-keys';
import { readDirectoryPartition } from '../platform/directory-read';
import { reindexDirectoryItems } from '../platform/directory';
import { companiesInGroup } from '../platform/firm-groups';
import { firmFlagOn } from '../platform/firm-flags';
import { mapLimited } from '../platform/map-limited';
import { questionnaireJobs } from './jobs';
import { buildQuestionnaire, sentQuestionnaireId } from './build';
import { announceSent, bestEffort } from './outreach';
import { replanReminder } from './reminders';
import type { SendSettings } from './send-settings';
import {
  closeSend,
  countSendProgress,
  createSentQuestionnaire,
  getCompanies,
  getFirm,
  getQuestionnaire,
  getSend,
  listPriorYearItems,
  startSend,
  type CompanyItem,
  type FirmItem,
} from './store';

/** Entities per batch job: a batch finishes well inside a Lambda's time. */
export const sendBatchSize = 50;

/** Active entities of some types, on the Entities list's per-type partitions (never the firm's whole partition). */
async function entitiesOfTypes(firmId: string, types: readonly string[], group: string | null): Promise<string[]> {
  const ids: string[] = [];
  for (const type of types) {
    const rows = await readDirectoryPartition(
      firmId,
      'entity',
      partOf(directoryStates[0]!, dim.entityType(type)),
      'created_at',
      'asc',
      Number.POSITIVE_INFINITY,
      (r) => !group || r.dims.includes(dim.group(group)),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The sender's view, kept on the send: a group-limited sender reaches only their group's entities. */
export interface SendScope {
  group: string | null;
}

export function scopeOf(caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>): SendScope {
  return { group: caller.isAdvisor && caller.firmAccess === 'group' ? (caller.firmGroupId ?? '-') : null };
}

export async function splitSend(payload: ParsedPayloadOf<typeof questionnaireJobs.splitQuestionnaireSend>) {
  const { firmId, sendId } = payload;
  const send = await getSend(firmId, sendId);
  if (!send || send.status === 'done' || send.status === 'cancelled') return 0;
  const scope = (send.settings as { scope?: SendScope }).scope ?? { group: null };
  const named = send.company_ids ?? [];
  const typed = send.company_types?.length ? await entitiesOfTypes(firmId, send.company_types, scope.group) : [];
  const targets = [...new Set([...named, ...typed])];
  await startSend(firmId, sendId, targets.length, []);
  if (!targets.length) {
    await closeSend(firmId, sendId, 'done');
    return 0;
  }
  for (let from = 0; from < targets.length; from += sendBatchSize) {
    await enqueue(
      questionnaireJobs.questionnaireSendBatch,
      { firmId, sendId, companyIds: targets.slice(from, from + sendBatchSize) },
      { dedupeId: `qsend-${sendId}-${from}` },
    );
  }
  return Math.ceil(targets.length / sendBatchSize);
}

/**
 * Makes the questionnaires of some entities of a send (each once), lists them on Collect, tells their owners and
 * plans their reminders. An entity deleted (or, for a group-limited sender, outside their group) since is skipped
 * and counted as done. Answers how many it created now.
 */
export async function makeSendQuestionnaires(
  firmId: string,
  sendId: string,
  companyIds: readonly string[],
): Promise<string[]> {
  const send = await getSend(firmId, sendId);
  if (!send || send.status === 'cancelled' || send.status === 'done') return [];
  const settings = send.settings as SendSettings & { scope?: SendScope };
  const [firm, found] = await Promise.all([getFirm(firmId), getCompanies(firmId, companyIds)]);
  if (!firm) return [];
  let companies = found.filter((c) => !c.deleted_at);
  if (settings.scope?.group) {
    const inGroup = await companiesInGroup(firmId, settings.scope.group, companies);
    companies = companies.filter((c) => inGroup.has(c.companyId));
  }
  const removePleaseUpload = firmFlagOn(firm, 'remove_please_upload_for_rollover_items');
  const now = new Date();
  const made: string[] = [];
  const ours: { id: string; company: CompanyItem }[] = [];
  await mapLimited(companies, 8, async (company) => {
    const questionnaireId = sentQuestionnaireId(sendId, company.companyId);
    const priorYearItems = settings.include_prior_year_items
      ? (await listPriorYearItems(firmId, company.companyId)).filter((i) => !i.do_not_rollover)
      : [];
    const item = buildQuestionnaire({
      firmId,
      companyId: company.companyId,
      questionnaireId,
      sendId,
      schedulerId: send.scheduler_id ?? null,
      settings,
      priorYearItems,
      removePleaseUpload,
      now,
    });
    const outcome = await createSentQuestionnaire(item, sendId);
    if (outcome === 'cancelled') return;
    if (outcome === 'created') made.push(questionnaireId);
    ours.push({ id: questionnaireId, company });
  });
  // Entities that are gone still count as done, so the backlog reaches 0.
  const skipped = companyIds.length - companies.length;
  if (skipped > 0) await countSendProgress(firmId, sendId, skipped);
  await reindexDirectoryItems(
    firmId,
    ours.map((o) => ({ kind: 'questionnaire' as const, id: o.id })),
  );
  if (!settings.is_draft) await followUp(firmId, firm, ours, settings.created_by);
  const after = await getSend(firmId, sendId);
  if (after && after.status === 'running' && (after.processed ?? 0) >= (after.total ?? 0))
    await closeSend(firmId, sendId, 'done');
  return made;
}

/** Owners told and reminders planned, for each questionnaire of the batch (each step idempotent). */
async function followUp(firmId: string, firm: FirmItem, made: { id: string; company: CompanyItem }[], by: string) {
  await mapLimited(made, 4, async ({ id, company }) => {
    const q = await getQuestionnaire(firmId, id);
    if (!q || q.is_draft || q.deleted_at) return;
    await bestEffort('questionnaire announcement', () => announceSent(q, company, firm, by));
    await bestEffort('reminder plan', () => replanReminder(q, firm));
  });
}

export async function runSendBatch(payload: ParsedPayloadOf<typeof questionnaireJobs.questionnaireSendBatch>) {
  return (await makeSendQuestionnaires(payload.firmId, payload.sendId, payload.companyIds)).length;
}
