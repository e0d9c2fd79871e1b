/**
 * A send to many entities, in the background (QD §4 Send backlog polling): a chain of batches, one after another so
 * they never contend for the Collect list's counters. Each batch makes its entities' questionnaires, then reads the
 * next targets from where it ended (the named entities, then every active entity of each named type, page by page on
 * the Entities list's type key) and queues the next batch once (the send's queued_batch). Exactly one questionnaire
 * per entity however often a job runs: its id is the send's and the entity's, and it is created with the send's
 * progress in one conditional transaction (store.ts createSentQuestionnaire). The owners hear once per
 * questionnaire (outreach.ts keys), in a job beside the chain.
 */
import type { Caller } from '@ledgerline/shared/access';
import { enqueue } from '../platform/adapters/queue';
import type { ParsedPayloadOf } from '../platform/jobs';
import { dim, directoryStates, partOf } from '../platform/directory-keys';
import { pageDirectoryPartition } from '../platform/directory-read';
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
  openDropOffLink,
  getCompanies,
  getFirm,
  getQuestionnaires,
  getSend,
  listPriorYearItems,
  markBatchQueued,
  startSend,
  type QuestionnaireSendItem,
  type CompanyItem,
  type FirmItem,
} from './store';

/** Entities per batch job: a batch finishes well inside a Lambda's time. */
export const sendBatchSize = 50;

/** The sender's view, kept on the send: a group-limited sender reaches only their group's entities. */
export interface SendScope {
  group: string | null;
}

export function scopeOf(caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>): SendScope {
  return { group: caller.isAdvisor && caller.firmAccess === 'group' ? (caller.firmGroupId ?? '-') : null };
}

type Pointer = ParsedPayloadOf<typeof questionnaireJobs.questionnaireSendBatch>['next'];

/**
 * The next batch of a send's targets from where the last one ended: the named entities in order, then each entity
 * type's active entities on the Entities list's type partition (a page at a time, never the firm's whole
 * partition), skipping the named ones and, for a group-limited sender, those outside their group.
 */
async function nextTargets(send: QuestionnaireSendItem, at: Pointer): Promise<{ ids: string[]; next: Pointer }> {
  if (!at) return { ids: [], next: null };
  const named = send.company_ids ?? [];
  const types = send.company_types ?? [];
  const typedStart: Pointer = types.length ? { phase: 'typed', type: 0, cursor: null } : null;
  if (at.phase === 'named') {
    const ids = named.slice(at.at, at.at + sendBatchSize);
    const end = at.at + sendBatchSize;
    return { ids, next: end < named.length ? { phase: 'named', at: end } : typedStart };
  }
  const scope = (send.settings as { scope?: SendScope }).scope ?? { group: null };
  const page = await pageDirectoryPartition(
    send.firmId,
    'entity',
    partOf(directoryStates[0]!, dim.entityType(types[at.type]!)),
    'created_at',
    'asc',
    at.cursor,
    sendBatchSize,
  );
  const namedSet = new Set(named);
  const ids = page.rows
    .filter((r) => !namedSet.has(r.id) && (!scope.group || r.dims.includes(dim.group(scope.group))))
    .map((r) => r.id);
  const next: Pointer = page.cursor
    ? { phase: 'typed', type: at.type, cursor: page.cursor }
    : at.type + 1 < types.length
      ? { phase: 'typed', type: at.type + 1, cursor: null }
      : null;
  return { ids, next };
}

/**
 * Queues batch `batch` (whose targets start at `at`), once: a job delivered again after it queued its successor
 * finds the send's queued_batch moved on and queues nothing. The send is done when there is nothing left to queue.
 */
async function queueBatch(send: QuestionnaireSendItem, batch: number, at: Pointer): Promise<void> {
  if ((send.queued_batch ?? 0) >= batch) return;
  let pointer = at;
  let ids: string[] = [];
  // Pages that the filters empty entirely are skipped here rather than queued as empty batches.
  while (pointer && !ids.length) {
    const found = await nextTargets(send, pointer);
    ids = found.ids;
    pointer = found.next;
  }
  if (!ids.length) {
    await closeSend(send.firmId, send.sendId, 'done');
    return;
  }
  await enqueue(
    questionnaireJobs.questionnaireSendBatch,
    { firmId: send.firmId, sendId: send.sendId, batch, companyIds: ids, next: pointer },
    { dedupeId: `qsend-${send.sendId}-${batch}` },
  );
  await markBatchQueued(send.firmId, send.sendId, batch);
}

export async function splitSend(payload: ParsedPayloadOf<typeof questionnaireJobs.splitQuestionnaireSend>) {
  const { firmId, sendId } = payload;
  const send = await getSend(firmId, sendId);
  if (!send || send.status === 'done' || send.status === 'cancelled') return 0;
  await startSend(firmId, sendId, send.total ?? 0);
  await queueBatch(send, 1, { phase: 'named', at: 0 });
  return 1;
}

export async function runSendBatch(payload: ParsedPayloadOf<typeof questionnaireJobs.questionnaireSendBatch>) {
  const made = await makeSendQuestionnaires(payload.firmId, payload.sendId, payload.companyIds);
  const send = await getSend(payload.firmId, payload.sendId);
  if (send && send.status === 'running') await queueBatch(send, payload.batch + 1, payload.next);
  return made.length;
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
    if (item.document_drop_off_enabled && item.sent_at) await openDropOffLink(item, item.sent_at);
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
  if (!settings.is_draft && ours.length) {
    await enqueue(
      questionnaireJobs.announceQuestionnaires,
      { firmId, sendId, questionnaireIds: ours.map((o) => o.id) },
      { dedupeId: `qannounce-${sendId}-${ours[0]!.id}` },
    );
  }
  return made;
}

/** Owners told and reminders planned, for each questionnaire of a batch (each step idempotent). */
export async function announceBatch(payload: ParsedPayloadOf<typeof questionnaireJobs.announceQuestionnaires>) {
  const { firmId, questionnaireIds } = payload;
  const firm = await getFirm(firmId);
  if (!firm) return 0;
  const questionnaires = (await getQuestionnaires(firmId, questionnaireIds)).filter(
    (q) => !q.is_draft && !q.deleted_at,
  );
  const companies = new Map(
    (await getCompanies(firmId, [...new Set(questionnaires.map((q) => q.companyId))])).map((c) => [c.companyId, c]),
  );
  await mapLimited(questionnaires, 8, async (q) => {
    const company = companies.get(q.companyId);
    if (!company) return;
    await announceSent(q, company, firm, q.created_by ?? '');
    await replanReminder(q, firm);
  });
  return questionnaires.length;
}
