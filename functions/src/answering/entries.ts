/**
 * An entries question's entries (QD §7): add_new_entry appends an empty numbered entry, save_entries replaces them
 * all, remove_entry drops one, save_bulk_entry_answers sets some cells of existing entries and answers the entries
 * question as parent_question. Each is one conditional write of the answer item under the 'change' rules.
 */
import { requireFields } from '../platform/require-fields';
import type { Caller } from '@ledgerline/shared/access';
import { answeringText, parseEntryCellRef, parseQuestionRef } from '@ledgerline/shared/answering';
import type { answeringRoutes } from '@ledgerline/shared/routes/answering';
import type { AnsweredQuestion } from '@ledgerline/shared/schemas/answering';
import type { WalkedQuestion } from '@ledgerline/shared/schemas/questionnaire-content';
import { entriesOf } from '../platform/answered-view';
import { Invalid, NotFound } from '../platform/errors';
import type { Handler } from '../platform/handle';
import { logAnswering } from './activity';
import { answerLogEveryMs } from './answer-rules';
import { refusalError, saveFailed } from './refusals';
import { findQuestion } from './content';
import { hasFilledCell, replacedEntries, withCells, type Entry } from './entry-rules';
import { openQuestionnaire, type Opened } from './open';
import { answeringResult } from './result';
import { getAnswer, writeAnswers, type QuestionnaireAnswerItem } from './store/answers';

const notEntries = () => new Invalid(answeringText.notEntriesQuestion, { id: answeringText.notEntriesQuestion });

/** The questionnaire and the entries question a ref names, with its stored answer. */
async function openEntries(caller: Caller, ref: string, companyId: string | undefined) {
  const parsed = parseQuestionRef(ref);
  if (!parsed) throw new NotFound('question', answeringText.questionNotFound);
  const opened = await openQuestionnaire(caller, parsed.questionnaireId, companyId, 'change');
  return withQuestion(opened, findQuestion(opened.q, parsed.questionId));
}

async function withQuestion(opened: Opened, walked: WalkedQuestion) {
  if (walked.question.question_type !== 'entries') throw notEntries();
  const was = await getAnswer(opened.q.firmId, opened.q.questionnaireId, walked.question.id);
  return { opened, question: walked.question, columns: walked.question.questions ?? [], was };
}

/**
 * Writes the entries; entries with a filled cell answer the question, so a marker or an answer-later date gives
 * way to them. Logged at most once per question per ten minutes.
 */
async function saveEntries(
  caller: Caller,
  opened: Opened,
  questionId: string,
  was: QuestionnaireAnswerItem | null,
  entries: Entry[],
  next: number,
  title: string,
) {
  const now = new Date();
  const log = !was?.logged_at || now.getTime() - Date.parse(was.logged_at) >= answerLogEveryMs;
  const answering = hasFilledCell(entries);
  await writeAnswers(
    {
      firmId: opened.q.firmId,
      questionnaireId: opened.q.questionnaireId,
      questionId,
      was,
      fields: {
        answer: answering ? undefined : was?.answer,
        answer_by: answering ? undefined : was?.answer_by,
        answered_by: caller.userId,
        answered_by_firm: caller.isAdvisor,
        entries,
        next_entry_number: next,
        logged_at: log ? now.toISOString() : was?.logged_at,
      },
    },
    { stale: saveFailed(caller) },
  );
  if (log) {
    const question = findQuestion(opened.q, questionId).question;
    await logAnswering(caller, opened.q, 'question_answered', title, question.text);
  }
}

const nextOf = (was: QuestionnaireAnswerItem | null, entries: readonly Entry[]) =>
  Math.max(was?.next_entry_number ?? 1, ...entries.map((e) => e.entry_number + 1), 1);

export const addNewEntry: Handler<typeof answeringRoutes.addNewEntry> = async ({ caller, input }) => {
  const { opened, question, was } = await openEntries(caller, input.questionnaireQuestionId, input.companyId);
  const entries = entriesOf(was ?? undefined);
  const number = nextOf(was, entries);
  await saveEntries(
    caller,
    opened,
    question.id,
    was,
    [...entries, { entry_number: number, answers: {} }],
    number + 1,
    'Entry added',
  );
  return answeringResult(caller, opened, answeringText.saved, 'Entry added');
};

export const saveEntriesHandler: Handler<typeof answeringRoutes.saveEntries> = async ({ caller, input }) => {
  const { opened, question, columns, was } = await openEntries(caller, input.id, input.companyId);
  requireFields({ entries: { missing: !input.entries, message: 'Entries are required' } });
  const existing = entriesOf(was ?? undefined);
  const replaced = replacedEntries(columns, existing, nextOf(was, existing), input.entries!);
  if ('refusal' in replaced) throw refusalError(replaced.refusal);
  await saveEntries(caller, opened, question.id, was, replaced.ok.entries, replaced.ok.next, 'Entries saved');
  return answeringResult(caller, opened, answeringText.saved, 'Entries saved');
};

export const removeEntry: Handler<typeof answeringRoutes.removeEntry> = async ({ caller, input }) => {
  const { opened, question, was } = await openEntries(caller, input.questionnaireQuestionId, input.companyId);
  const entries = entriesOf(was ?? undefined);
  if (!entries.some((e) => e.entry_number === input.entryNumber))
    throw new NotFound('entry', answeringText.entryNotFound);
  await saveEntries(
    caller,
    opened,
    question.id,
    was,
    entries.filter((e) => e.entry_number !== input.entryNumber),
    nextOf(was, entries),
    'Entry removed',
  );
  return answeringResult(caller, opened, answeringText.deletedOk, 'Entry removed');
};

/** The answered question of this content id, wherever it is in the sections. */
function answeredById(qs: readonly AnsweredQuestion[], contentId: string): AnsweredQuestion | undefined {
  for (const q of qs) {
    if (q.content_id === contentId) return q;
    const found = answeredById(q.questions, contentId);
    if (found) return found;
  }
  return undefined;
}

export const saveBulkEntryAnswers: Handler<typeof answeringRoutes.saveBulkEntryAnswers> = async ({ caller, input }) => {
  const cells = input.questions.map((c) => ({ ref: parseEntryCellRef(c.id), answer: c.answer }));
  if (cells.some((c) => !c.ref || c.ref.questionnaireId !== input.questionnaireId))
    throw new NotFound('question', answeringText.questionNotFound);
  const opened = await openQuestionnaire(caller, input.questionnaireId, input.companyId, 'change');
  const walked = cells.map((c) => findQuestion(opened.q, c.ref!.columnId));
  const parentIds = new Set(walked.map((w) => (w.parentType === 'entries' ? w.parentId : null)));
  const parentId = [...parentIds][0];
  if (parentIds.size !== 1 || !parentId) throw new Invalid(answeringText.notAColumn, { id: answeringText.notAColumn });
  const { question, columns, was } = await withQuestion(opened, findQuestion(opened.q, parentId));
  const changed = withCells(
    columns,
    entriesOf(was ?? undefined),
    cells.map((c) => ({ columnId: c.ref!.columnId, entryNumber: c.ref!.entryNumber, answer: c.answer })),
  );
  if ('missing' in changed) throw new NotFound('entry', answeringText.entryNotFound);
  if ('refusal' in changed) throw refusalError(changed.refusal);
  const entries = changed.ok;
  await saveEntries(caller, opened, question.id, was, entries, nextOf(was, entries), 'Entries saved');
  const result = await answeringResult(caller, opened, answeringText.saved, 'Entries saved');
  const parent = result.questionnaire.sections
    .map((s) => answeredById(s.questionnaire_questions, question.id))
    .find(Boolean);
  return parent ? { ...result, parent_question: parent } : result;
};
