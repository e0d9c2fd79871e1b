/**
 * Changes a questionnaire on the condition that it is as read (updated_at moves on every write): two changes of one
 * questionnaire (staff managing it, a client answering it) never both commit on a stale read. A lost race answers
 * 409. The questionnaires and answering stores both write through this.
 */
import { Questionnaire, type QuestionnaireItem } from './data/entities/questionnaire';
import { isConditionFailure } from './data/transact';
import { Conflict } from './errors';

export type QuestionnaireSet = Parameters<ReturnType<typeof Questionnaire.patch>['set']>[0];

export async function patchQuestionnaire(
  q: Pick<QuestionnaireItem, 'firmId' | 'questionnaireId' | 'updated_at'>,
  set: QuestionnaireSet,
  remove: (keyof QuestionnaireItem)[] = [],
): Promise<QuestionnaireItem> {
  try {
    let patch = Questionnaire.patch({ firmId: q.firmId, questionnaireId: q.questionnaireId }).set(set);
    if (remove.length) patch = patch.remove(remove as never[]);
    const { data } = await patch
      .where((a, op) => (q.updated_at ? op.eq(a.updated_at, q.updated_at) : op.exists(a.questionnaireId)))
      .go({ response: 'all_new' });
    return data as QuestionnaireItem;
  } catch (e) {
    if (isConditionFailure(e)) throw new Conflict('This questionnaire was just changed by someone else. Please retry.');
    throw e;
  }
}
