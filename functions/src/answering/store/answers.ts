/**
 * A questionnaire's answers (one item per question, in the questionnaire's partition). Every write puts the answer
 * whole with its version moved on, on the condition that the version is still the one read: a failed save leaves
 * the previous answer, and two saves made on the same read never both apply (the second answers 409). A change
 * that also moves a document out of another answer, or deletes the files an upload answer held, is one
 * transaction with those writes.
 */
import {
  QuestionnaireAnswer,
  type QuestionnaireAnswerItem,
} from '../../platform/data/entities/questionnaire-answering';
import { db } from '../../platform/data/service';
import { isConditionFailure } from '../../platform/data/transact';
import { commitRetryingConflicts } from '../../platform/activity';
import { Conflict } from '../../platform/errors';
import { softDeleteWrites, type DocumentItem } from './documents';

export type { QuestionnaireAnswerItem };

export type Entry = { entry_number: number; answers: Record<string, string> };

/** What an answer is made of (the keys and the version are the store's). */
export interface AnswerFields {
  answer?: string;
  answer_by?: string;
  answered_by?: string;
  answered_by_firm?: boolean;
  entries?: Entry[];
  next_entry_number?: number;
  logged_at?: string;
}

export function getAnswer(
  firmId: string,
  questionnaireId: string,
  questionId: string,
): Promise<QuestionnaireAnswerItem | null> {
  return QuestionnaireAnswer.get({ firmId, questionnaireId, questionId })
    .go({ consistent: true })
    .then((r) => r.data ?? null);
}

export async function listAnswers(firmId: string, questionnaireId: string): Promise<QuestionnaireAnswerItem[]> {
  const { data } = await QuestionnaireAnswer.query
    .byQuestion({ firmId, questionnaireId })
    .go({ pages: 'all', consistent: true });
  return data;
}

/** One answer to write: where, what it becomes, and the stored item it replaces (null: there was none). */
export interface AnswerWrite {
  firmId: string;
  questionnaireId: string;
  questionId: string;
  fields: AnswerFields;
  was: QuestionnaireAnswerItem | null;
}

function itemOf(w: AnswerWrite) {
  const item: Record<string, unknown> = {
    firmId: w.firmId,
    questionnaireId: w.questionnaireId,
    questionId: w.questionId,
    version: (w.was?.version ?? 0) + 1,
  };
  for (const [k, v] of Object.entries(w.fields)) if (v !== undefined && v !== null && v !== '') item[k] = v;
  return item as QuestionnaireAnswerItem;
}

/**
 * Writes an answer if it is still as read; with `alsoAnswers` (other answers moved by the same change) and
 * `deleteFiles` (files the answer no longer holds), all in one transaction. `stale` is the error a lost race
 * answers.
 */
export async function writeAnswers(
  main: AnswerWrite,
  opts: { alsoAnswers?: AnswerWrite[]; deleteFiles?: DocumentItem[]; stale: () => Error },
): Promise<void> {
  const also = opts.alsoAnswers ?? [];
  const files = opts.deleteFiles ?? [];
  if (also.length === 0 && files.length === 0) {
    try {
      await QuestionnaireAnswer.put(itemOf(main))
        .where((a, op) => (main.was ? op.eq(a.version, main.was.version ?? 0) : op.notExists(a.questionId)))
        .go();
      return;
    } catch (e) {
      if (isConditionFailure(e)) throw opts.stale();
      throw e;
    }
  }
  await commitRetryingConflicts(
    () =>
      db.transaction
        .write((tx) => [
          ...[main, ...also].map((w) =>
            tx.questionnaireAnswer
              .put(itemOf(w))
              .where((a, op) => (w.was ? op.eq(a.version, w.was.version ?? 0) : op.notExists(a.questionId)))
              .commit(),
          ),
          ...softDeleteWrites(tx, main.firmId, files),
        ])
        .go(),
    4,
    20,
    opts.stale,
  );
}

export const staleAnswer = (message: string) => () => new Conflict(message);
