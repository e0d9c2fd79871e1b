/**
 * What staff change on a sent questionnaire (QD §4 Questionnaire lifecycle, §7): due date, reminders, custom and
 * deposit status, track changes, lock, completion, submission, deletion, a question removed; and the preview
 * dialog's read and its Copy Link. Each change is a conditional write on the questionnaire as read, a line in the
 * activity log (type 3) and, through afterChange, its Collect rows and reminder plan.
 */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { sendingText, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import type { ContentQuestion, ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { handle } from '../platform/handle';
import { Conflict, Invalid, NotFound, Unprocessable } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { askedCount } from './build';
import { clientLink } from './outreach';
import { afterChange, staffQuestionnaire, staffQuestionnaires } from './staff-access';
import {
  getCompanies,
  getFirm,
  getQuestionnaire as getQuestionnaireItem,
  getUsers,
  listCompanyQuestionnaires,
  type CompanyItem,
  listFirmCustomStatuses,
  patchQuestionnaire,
  type FirmItem,
  type QuestionnaireItem,
} from './store';
import type { RelatedStatus } from '../platform/questionnaire-views';
import { answeredQuestionnaire } from '../platform/answered-questionnaire';
import { openCompany } from '../platform/company-access';
import { answeringText, parseQuestionRef } from '@ledgerline/shared/answering';
import { companyIdsOfUser, ownerIdsOf } from '../platform/company-owners';

type Set = Parameters<typeof patchQuestionnaire>[1];

const log = (caller: Caller, q: QuestionnaireItem, title: string, description?: string) =>
  recordActivity({
    firmId: caller.firmId,
    action: 'questionnaire_changed',
    title,
    description: description ?? `${questionnaireTitle(q)} (${q.tax_year})`,
    typeId: activityType.questionnaire,
    actorUserId: caller.userId,
    companyId: q.companyId,
    questionnaireId: q.questionnaireId,
  });

/** A change of one questionnaire: written, logged, listed and replanned. */
async function change(
  caller: Caller,
  q: QuestionnaireItem,
  set: Set,
  title: string,
  firm?: FirmItem | null,
  remove: Parameters<typeof patchQuestionnaire>[2] = [],
) {
  const now = new Date().toISOString();
  const updated = await patchQuestionnaire(q, { ...set, last_activity: title, last_activity_at: now }, remove);
  await log(caller, updated, title);
  await afterChange(updated, firm);
  return updated;
}

function checkDueDate(due: string | null | undefined, firm: FirmItem | null) {
  if (due && due < todayIn(Date.now(), firm?.time_zone))
    throw new Invalid(sendingText.validDueDate, { due_date: sendingText.validDueDate });
}

async function checkCustomStatus(firmId: string, id: string | null | undefined) {
  if (!id) return;
  const statuses = await listFirmCustomStatuses(firmId);
  if (!statuses.some((s) => s.statusId === id)) throw new NotFound('custom status', 'Custom status not found');
}

/** QD §4 Deposit: staff move unpaid to marked_paid (Mark as paid) and marked_paid back to pending (Mark as unpaid). */
function checkDepositMove(q: QuestionnaireItem, to: string) {
  if (!q.deposit_amount) throw new Unprocessable('This questionnaire has no deposit');
  const from = q.deposit_status ?? 'unpaid';
  const allowed =
    (to === 'marked_paid' && (from === 'unpaid' || from === 'pending')) ||
    (to === 'pending' && from === 'marked_paid') ||
    to === from;
  if (!allowed) throw new Conflict(`A deposit that is ${from} cannot be set to ${to}`);
}

export const saveQuestionnaire = handle(questionnaireRoutes.saveQuestionnaire, async ({ caller, input }) => {
  const { q } = await staffQuestionnaire(caller, input.id, input.company_id);
  if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
  const firm = await getFirm(caller.firmId);
  if (input.due_date !== undefined) checkDueDate(input.due_date, firm);
  if (input.firm_custom_status_id) await checkCustomStatus(caller.firmId, input.firm_custom_status_id);
  if (input.deposit_status) checkDepositMove(q, input.deposit_status);
  const set: Set = {};
  const remove: (keyof QuestionnaireItem)[] = [];
  if (input.due_date) set.due_date = input.due_date;
  else if (input.due_date === null) remove.push('due_date');
  if (input.reminders_disabled !== undefined) set.reminders_disabled = input.reminders_disabled;
  if (input.firm_custom_status_id) set.firm_custom_status_id = input.firm_custom_status_id;
  else if (input.firm_custom_status_id === null || input.firm_custom_status_id === '')
    remove.push('firm_custom_status_id');
  if (input.deposit_status) set.deposit_status = input.deposit_status;
  const title =
    input.due_date !== undefined
      ? 'Due date changed'
      : input.firm_custom_status_id !== undefined
        ? 'Custom status changed'
        : input.deposit_status
          ? input.deposit_status === 'marked_paid'
            ? 'Deposit marked as paid'
            : 'Deposit marked as unpaid'
          : 'Reminders changed';
  await change(caller, q, set, title, firm, remove);
  return { message: input.due_date !== undefined ? sendingText.dueDateChanged : sendingText.saved };
});

export const saveQuestionnaires = handle(questionnaireRoutes.saveQuestionnaires, async ({ caller, input }) => {
  const firm = await getFirm(caller.firmId);
  checkDueDate(input.due_date, firm);
  const qs = await staffQuestionnaires(caller, input.questionnaire_ids);
  for (const q of qs) {
    if (q.deleted_at) continue;
    await change(
      caller,
      q,
      {
        due_date: input.due_date,
        ...(input.reminders_disabled !== undefined ? { reminders_disabled: input.reminders_disabled } : {}),
      },
      'Due date changed',
      firm,
    );
  }
  return { message: sendingText.dueDateChanged };
});

async function setLocked(caller: Caller, q: QuestionnaireItem, locked: boolean, firm: FirmItem | null) {
  if (Boolean(q.locked) === locked) return q;
  return change(
    caller,
    q,
    locked ? { locked: true, locked_at: new Date().toISOString() } : { locked: false },
    locked ? 'Questionnaire locked' : 'Questionnaire unlocked',
    firm,
  );
}

export const updateQuestionnaire = handle(questionnaireRoutes.updateQuestionnaire, async ({ caller, input }) => {
  const { q } = await staffQuestionnaire(caller, input.id, input.company_id);
  if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
  const firm = await getFirm(caller.firmId);
  if (input.locked !== undefined) {
    await setLocked(caller, q, input.locked, firm);
    return { message: input.locked ? sendingText.locked : sendingText.unlocked };
  }
  if (input.deposit_status) {
    checkDepositMove(q, input.deposit_status);
    await change(caller, q, { deposit_status: input.deposit_status }, 'Deposit status changed', firm);
    return { message: sendingText.saved };
  }
  await change(
    caller,
    q,
    { track_changes: Boolean(input.track_changes) },
    input.track_changes ? 'Track changes on' : 'Track changes off',
    firm,
  );
  return { message: sendingText.saved };
});

export const lockQuestionnaires = handle(questionnaireRoutes.lockQuestionnaires, async ({ caller, input }) => {
  const qs = await staffQuestionnaires(caller, input.questionnaire_ids);
  const firm = await getFirm(caller.firmId);
  for (const q of qs) if (!q.deleted_at) await setLocked(caller, q, input.locked, firm);
  return { message: input.locked ? sendingText.locked : sendingText.unlocked };
});

export const deleteQuestionnaire = handle(questionnaireRoutes.deleteQuestionnaire, async ({ caller, input }) => {
  const ids = input.questionnaire_ids?.length ? input.questionnaire_ids : [input.id!];
  const qs = await staffQuestionnaires(caller, ids);
  if (input.company_id && qs.some((q) => q.companyId !== input.company_id))
    throw new NotFound('questionnaire', sendingText.questionnaireNotFound);
  const firm = await getFirm(caller.firmId);
  for (const q of qs) {
    if (q.deleted_at) continue;
    await change(caller, q, { deleted_at: new Date().toISOString() }, 'Questionnaire deleted', firm);
  }
  return { message: sendingText.deleted };
});

export const restoreDeletedQuestionnaire = handle(
  questionnaireRoutes.restoreDeletedQuestionnaire,
  async ({ caller, input }) => {
    const { q } = await staffQuestionnaire(caller, input.id);
    if (!q.deleted_at) throw new Conflict(sendingText.notDeleted);
    await change(caller, q, {}, 'Questionnaire restored', undefined, ['deleted_at']);
    return { message: sendingText.restored };
  },
);

export const markCompleted = handle(questionnaireRoutes.markCompleted, async ({ caller, input }) => {
  const { q } = await staffQuestionnaire(caller, input.id);
  if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
  if (q.is_draft) throw new Conflict(sendingText.isDraft);
  if (Boolean(q.completed) !== input.completed) {
    await change(
      caller,
      q,
      input.completed ? { completed: true, completed_at: new Date().toISOString() } : { completed: false },
      input.completed ? 'Questionnaire marked completed' : 'Questionnaire marked incomplete',
    );
  }
  return { message: input.completed ? 'Questionnaire marked completed' : 'Questionnaire marked incomplete' };
});

export const unsubmitQuestionnaire = handle(questionnaireRoutes.unsubmitQuestionnaire, async ({ caller, input }) => {
  const { q } = await staffQuestionnaire(caller, input.id);
  if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
  if (!q.submitted_at) throw new Conflict(sendingText.notSubmitted);
  await change(caller, q, { completed: false, in_progress: true }, 'Questionnaire unsubmitted', undefined, [
    'submitted_at',
  ]);
  return { message: 'Questionnaire unsubmitted' };
});

export const generateQuestionnaireLink = handle(
  questionnaireRoutes.generateQuestionnaireLink,
  async ({ caller, input }) => {
    const { q, company } = await staffQuestionnaire(caller, input.id);
    if (q.is_draft) throw new Conflict(sendingText.isDraft);
    if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
    return { link: clientLink(q, company) };
  },
);

/** A question and its follow-ups out of the sections; null when the sections have no such question. */
function withoutQuestion(sections: ContentSection[], id: string): ContentSection[] | null {
  let found = false;
  const strip = (qs: ContentQuestion[]): ContentQuestion[] =>
    qs.flatMap((x) => {
      if (x.id === id) {
        found = true;
        return [];
      }
      return [{ ...x, questions: strip(x.questions ?? []) }];
    });
  const out = sections.map((s) => ({ ...s, questionnaire_questions: strip(s.questionnaire_questions ?? []) }));
  return found ? out : null;
}

export const deleteQuestion = handle(questionnaireRoutes.deleteQuestion, async ({ caller, input }) => {
  const { q } = await staffQuestionnaire(caller, input.id, input.company_id);
  if (q.deleted_at) throw new Conflict(sendingText.isDeleted);
  if (q.locked) throw new Conflict(sendingText.isLocked);
  const sections = ((q.content as { sections?: ContentSection[] })?.sections ?? []) as ContentSection[];
  // The answering view names questions by ref ('{questionnaireId}.{questionId}'); the content by its own id.
  const ref = parseQuestionRef(input.question_id);
  const next = withoutQuestion(
    sections,
    ref && ref.questionnaireId === q.questionnaireId ? ref.questionId : input.question_id,
  );
  if (!next) throw new NotFound('question', 'Question not found');
  await change(
    caller,
    q,
    { content: { sections: next }, content_version: (q.content_version ?? 0) + 1, questions_total: askedCount(next) },
    'Question deleted',
  );
  return { message: sendingText.questionDeleted };
});

/** The other entities of an entity's owners whose questionnaires the dialog lists: at most this many. */
const maxRelatedEntities = 10;

/**
 * QD §2 'statuses of other-entity questionnaires': the same tax year's sent questionnaires of the other entities
 * of this entity's owners (their memberships, then one query per entity, at most ten entities).
 */
async function relatedStatuses(caller: Caller, q: QuestionnaireItem, company: CompanyItem): Promise<RelatedStatus[]> {
  const owners = await ownerIdsOf(company);
  const ids = new Set<string>();
  for (const owner of owners) {
    for (const id of await companyIdsOfUser(caller.firmId, owner)) if (id !== company.companyId) ids.add(id);
    if (ids.size >= maxRelatedEntities) break;
  }
  const companies = (await getCompanies(caller.firmId, [...ids].slice(0, maxRelatedEntities))).filter(
    (c) => !c.deleted_at,
  );
  const lists = await Promise.all(
    companies.map(async (c) => ({ c, qs: await listCompanyQuestionnaires(caller.firmId, c.companyId, q.tax_year) })),
  );
  return lists.flatMap(({ c, qs }) =>
    qs
      .filter((x) => !x.is_draft && !x.deleted_at)
      .map((x) => ({
        id: x.questionnaireId,
        name: questionnaireTitle(x),
        company_id: c.companyId,
        company_name: c.name,
        completed: Boolean(x.completed),
      })),
  );
}

export const getQuestionnaire = handle(questionnaireRoutes.getQuestionnaire, async ({ caller, input }) => {
  if (!caller.isAdvisor) return { questionnaire: await clientQuestionnaire(caller, input.company_id, input.id) };
  const { q, company } = await staffQuestionnaire(caller, input.id, input.company_id);
  const [primary, related, firm] = await Promise.all([
    company.primary_user_id ? getUsers(caller.firmId, [company.primary_user_id]).then((u) => u[0] ?? null) : null,
    relatedStatuses(caller, q, company),
    getFirm(caller.firmId),
  ]);
  return { questionnaire: await answeredQuestionnaire({ caller, q, company, firm, primary, related }) };
});

/** A client reads a sent questionnaire of an active entity they own; anything else is the same 404. */
async function clientQuestionnaire(caller: Caller, companyId: string, id: string) {
  const company = await openCompany(caller, companyId, answeringText.questionnaireNotFound);
  const [q, firm] = await Promise.all([getQuestionnaireItem(caller.firmId, id), getFirm(caller.firmId)]);
  if (!q || q.companyId !== company.companyId || q.is_draft || q.deleted_at)
    throw new NotFound('questionnaire', answeringText.questionnaireNotFound);
  return answeredQuestionnaire({ caller, q, company, firm, primary: null });
}
