/**
 * Questionnaire data access, named after the access patterns: an entity's questionnaires for a tax year (or every
 * year), one questionnaire, a firm's templates, the sends in progress, the firm's schedules (active or ended, the
 * caller's), a firm's custom statuses. Each is one Query or point read on a key made for it.
 */
import { newId } from '../platform/auth/secrets';
import { Questionnaire, type QuestionnaireItem } from '../platform/data/entities/questionnaire';
import { FirmCustomStatus, type FirmCustomStatusItem } from '../platform/data/entities/firm-custom-status';
import {
  QuestionnaireTemplate,
  type QuestionnaireTemplateItem,
} from '../platform/data/entities/questionnaire-template';
import {
  QuestionnaireSend,
  TemplateScheduler,
  type QuestionnaireSendItem,
  type TemplateSchedulerItem,
} from '../platform/data/entities/questionnaire-send';
import { Company, type CompanyItem } from '../platform/data/entities/company';
import { User, type UserItem } from '../platform/data/entities/user';
import { Firm, type FirmItem } from '../platform/data/entities/firm';
import { PriorYearItem, type PriorYearItemItem } from '../platform/data/entities/prior-year-item';
import { DropOffLink } from '../platform/data/entities/drop-off-link';
import { db } from '../platform/data/service';
import { reindexDirectoryItem } from '../platform/directory';
import { getItem, getItems } from '../platform/data/batch-get';
import { isConditionFailure } from '../platform/data/transact';
import { Conflict } from '../platform/errors';

export type { QuestionnaireItem, QuestionnaireTemplateItem, QuestionnaireSendItem, TemplateSchedulerItem };
export type { CompanyItem, UserItem, FirmItem, FirmCustomStatusItem };

// ---------------------------------------------------------------------------------------------- questionnaires

/** An entity's questionnaires, drafts and deleted ones included, newest tax year first. */
export async function listCompanyQuestionnaires(
  firmId: string,
  companyId: string,
  year: number | 'All',
): Promise<QuestionnaireItem[]> {
  const key = year === 'All' ? { firmId, companyId } : { firmId, companyId, tax_year: year };
  // With a year the sort key condition is begins_with 'YEAR#2025#': that year's items and nothing else.
  const { data } = await Questionnaire.query.byCompanyYear(key).go({ pages: 'all', order: 'desc' });
  return data;
}

export function getQuestionnaire(firmId: string, questionnaireId: string): Promise<QuestionnaireItem | null> {
  return getItem(Questionnaire, { firmId, questionnaireId }, { consistent: true });
}

export function getQuestionnaires(firmId: string, ids: readonly string[]): Promise<QuestionnaireItem[]> {
  return getItems(
    Questionnaire,
    ids.map((questionnaireId) => ({ firmId, questionnaireId })),
    { consistent: true },
  );
}

export type NewQuestionnaire = Omit<
  Parameters<typeof Questionnaire.create>[0],
  'questionnaireId' | 'created_at' | 'updated_at'
> & { questionnaireId?: string };

/** A questionnaire written whole (the dev factory, the demo data), then listed on Collect. */
export async function createQuestionnaire(q: NewQuestionnaire): Promise<QuestionnaireItem> {
  const { data } = await Questionnaire.create({ ...q, questionnaireId: q.questionnaireId ?? newId() }).go();
  await reindexDirectoryItem(q.firmId, 'questionnaire', data.questionnaireId);
  return data as QuestionnaireItem;
}

/**
 * Creates a questionnaire of a send exactly once: the questionnaire (its id is the send's and the entity's, so a
 * repeated job names the same one), and the send's progress moved by one, in one transaction on the condition that
 * the send was not cancelled. Answers what happened.
 */
export async function createSentQuestionnaire(
  q: NewQuestionnaire & { questionnaireId: string },
  sendId: string,
): Promise<'created' | 'exists' | 'cancelled'> {
  const now = new Date().toISOString();
  const result = await db.transaction
    .write(({ questionnaire, questionnaireSend }) => [
      questionnaire.create(q).commit(),
      questionnaireSend
        .patch({ firmId: q.firmId, sendId })
        .add({ processed: 1 })
        .set({ last_progress_at: now })
        .where((a, op) => op.ne(a.status, 'cancelled'))
        .commit(),
    ])
    .go();
  if (!result.canceled) return 'created';
  const [made, send] = result.data as unknown as { code: string }[];
  if (made?.code === 'ConditionalCheckFailed') return 'exists';
  if (send?.code === 'ConditionalCheckFailed') return 'cancelled';
  throw new Error(`Questionnaire of send ${sendId} not created: ${result.data.map((d) => d.code).join(', ')}`);
}

/**
 * Opens a sent Document Drop Off's link (QD §2 /document-drop-off, no sign-in): the firm-less way in the drop-off
 * page reads, kept a month past its 7 days, then removed by TTL. A put: a repeated send job writes the same item.
 */
export async function openDropOffLink(
  q: Pick<QuestionnaireItem, 'firmId' | 'companyId' | 'questionnaireId'>,
  sentAt: string,
) {
  const ttl = Math.ceil(Date.parse(sentAt) / 1000) + 37 * 24 * 3600;
  await DropOffLink.put({ questionnaireId: q.questionnaireId, firmId: q.firmId, companyId: q.companyId, ttl }).go();
}

export { patchQuestionnaire } from '../platform/questionnaire-patch';

// ---------------------------------------------------------------------------------------------- entities, firm

export function getCompany(firmId: string, companyId: string): Promise<CompanyItem | null> {
  return getItem(Company, { firmId, companyId });
}

export function getCompanies(firmId: string, ids: readonly string[]): Promise<CompanyItem[]> {
  return getItems(
    Company,
    ids.map((companyId) => ({ firmId, companyId })),
  );
}

export function getUsers(firmId: string, ids: readonly string[]): Promise<UserItem[]> {
  return getItems(
    User,
    ids.map((userId) => ({ firmId, userId })),
  );
}

export function getFirm(firmId: string): Promise<FirmItem | null> {
  return getItem(Firm, { firmId });
}

/** An entity's prior-year items (its partition). */
export async function listPriorYearItems(firmId: string, companyId: string): Promise<PriorYearItemItem[]> {
  const { data } = await PriorYearItem.query.byCompany({ firmId, companyId }).go({ pages: 'all' });
  return data;
}

// ---------------------------------------------------------------------------------------------- templates

/** A firm's own templates and its edits of the shipped ones: one partition, a firm has tens. */
export async function listFirmTemplates(firmId: string): Promise<QuestionnaireTemplateItem[]> {
  const { data } = await QuestionnaireTemplate.query.byId({ firmId }).go({ pages: 'all', consistent: true });
  return data;
}

export function getFirmTemplate(firmId: string, templateId: string): Promise<QuestionnaireTemplateItem | null> {
  return getItem(QuestionnaireTemplate, { firmId, templateId }, { consistent: true });
}

interface NewTemplate {
  firmId: string;
  templateId: string;
  name: string;
  description?: string;
  entity_kind?: string;
  content: { sections: unknown[] };
  questions_count: number;
  hidden: boolean;
  created_by?: string;
  updated_by?: string;
}

/**
 * Writes a template over the version the editor opened (`expected`: null for a template the firm never stored,
 * such as a shipped one edited the first time). Another save in between answers 409.
 */
export async function putFirmTemplate(t: NewTemplate, expected: number | null): Promise<QuestionnaireTemplateItem> {
  try {
    const version = (expected ?? 0) + 1;
    const put = QuestionnaireTemplate.put({ ...t, version });
    const { data } = await (expected === null
      ? put.where((a, op) => op.notExists(a.templateId))
      : put.where((a, op) => op.eq(a.version, expected))
    ).go();
    return data as QuestionnaireTemplateItem;
  } catch (e) {
    if (isConditionFailure(e)) throw new Conflict('This template was changed by someone else. Please reload it.');
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------- sends

type NewSend = Omit<Parameters<typeof QuestionnaireSend.create>[0], 'created_at' | 'updated_at'>;

/** A send made once per id (a scheduled occurrence names its own): false when it already exists. */
export async function createSend(s: NewSend): Promise<boolean> {
  try {
    await QuestionnaireSend.create(s).go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export function getSend(firmId: string, sendId: string): Promise<QuestionnaireSendItem | null> {
  return getItem(QuestionnaireSend, { firmId, sendId }, { consistent: true });
}

/** queued -> running with its targets counted, once (a repeated split job finds it running and changes nothing). */
export async function startSend(firmId: string, sendId: string, total: number): Promise<boolean> {
  try {
    await QuestionnaireSend.patch({ firmId, sendId })
      .set({ status: 'running', total, last_progress_at: new Date().toISOString() })
      .where((a, op) => op.eq(a.status, 'queued'))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * Entities a batch skipped (deleted since, or outside a group-limited sender's group) count as done. Not keyed per
 * entity: a batch delivered twice counts them twice, which can only end the backlog early, never keep it up.
 */
export async function countSendProgress(firmId: string, sendId: string, n: number): Promise<void> {
  await QuestionnaireSend.patch({ firmId, sendId })
    .add({ processed: n })
    .set({ last_progress_at: new Date().toISOString() })
    .go();
}

/** Records that a send's batch `batch` is queued (only ever forward). */
export async function markBatchQueued(firmId: string, sendId: string, batch: number): Promise<void> {
  try {
    await QuestionnaireSend.patch({ firmId, sendId })
      .set({ queued_batch: batch })
      .where((a, op) => `${op.notExists(a.queued_batch)} OR ${op.lt(a.queued_batch, batch)}`)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** Takes a send off the in-progress key as done or cancelled (from queued or running only). */
export async function closeSend(firmId: string, sendId: string, status: 'done' | 'cancelled'): Promise<boolean> {
  try {
    await QuestionnaireSend.patch({ firmId, sendId })
      .set({ status, in_progress_since: '', finished_at: new Date().toISOString() })
      .where((a, op) => `${op.eq(a.status, 'queued')} OR ${op.eq(a.status, 'running')}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** The firm's sends still to finish: the sparse in-progress key, a few items. */
export async function listSendsInProgress(firmId: string): Promise<QuestionnaireSendItem[]> {
  const { data } = await QuestionnaireSend.query.inProgress({ firmId }).go({ pages: 'all' });
  return data;
}

// ---------------------------------------------------------------------------------------------- schedulers

type NewScheduler = Omit<Parameters<typeof TemplateScheduler.create>[0], 'created_at' | 'updated_at'>;

export async function createScheduler(s: NewScheduler): Promise<TemplateSchedulerItem> {
  const { data } = await TemplateScheduler.create(s).go();
  return data as TemplateSchedulerItem;
}

export function getScheduler(firmId: string, schedulerId: string): Promise<TemplateSchedulerItem | null> {
  return getItem(TemplateScheduler, { firmId, schedulerId }, { consistent: true });
}

/** The firm's schedules in a state, or the caller's: each its own key, newest first. */
export async function listSchedulers(
  firmId: string,
  state: 'active' | 'ended',
  createdBy?: string,
): Promise<TemplateSchedulerItem[]> {
  const { data } = createdBy
    ? await TemplateScheduler.query
        .byCreatorState({ firmId, created_by: createdBy, state })
        .go({ pages: 'all', order: 'desc' })
    : await TemplateScheduler.query.byState({ firmId, state }).go({ pages: 'all', order: 'desc' });
  return data;
}

/**
 * Records that a schedule sent its occurrence `date` and what comes next (null: it ended), on the condition that
 * the occurrence is the one it was waiting for: two sweeps of one occurrence move it once.
 */
export async function advanceScheduler(
  s: Pick<TemplateSchedulerItem, 'firmId' | 'schedulerId' | 'created_by' | 'created_at'>,
  date: string,
  next: string | null,
): Promise<boolean> {
  try {
    await TemplateScheduler.patch({ firmId: s.firmId, schedulerId: s.schedulerId })
      .set({
        last_sent_date: date,
        ...(next ? { next_scheduled_date: next } : {}),
        state: next ? 'active' : 'ended',
        created_by: s.created_by,
      })
      .add({ sends_count: 1 })
      .where((a, op) => `${op.eq(a.next_scheduled_date, date)} AND ${op.eq(a.state, 'active')}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function endScheduler(
  s: Pick<TemplateSchedulerItem, 'firmId' | 'schedulerId' | 'created_by' | 'created_at'>,
) {
  try {
    await TemplateScheduler.patch({ firmId: s.firmId, schedulerId: s.schedulerId })
      .set({ state: 'ended', created_by: s.created_by })
      .where((a, op) => op.eq(a.state, 'active'))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------- custom statuses

export async function listFirmCustomStatuses(firmId: string): Promise<FirmCustomStatusItem[]> {
  const { data } = await FirmCustomStatus.query.byFirm({ firmId }).go({ pages: 'all' });
  return data;
}

export async function createFirmCustomStatus(s: {
  firmId: string;
  firmUserDisplayStatus: string;
  clientDisplayStatus: string;
  clientInstruction?: string;
}): Promise<FirmCustomStatusItem> {
  const { data } = await FirmCustomStatus.create({
    firmId: s.firmId,
    statusId: newId(),
    firm_user_display_status: s.firmUserDisplayStatus,
    client_display_status: s.clientDisplayStatus,
    ...(s.clientInstruction ? { client_instruction: s.clientInstruction } : {}),
  }).go();
  return data as FirmCustomStatusItem;
}
