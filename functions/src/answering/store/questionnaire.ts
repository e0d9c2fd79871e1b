/**
 * The questionnaire and firm an answering call works on: read consistently (a change checks the state it acts on),
 * and the questionnaire's summary fields (progress, last activity, status, deposit, submission) moved with a
 * condition on what was read, so two changes of those fields never both commit on a stale read.
 */
import { Questionnaire, type QuestionnaireItem } from '../../platform/data/entities/questionnaire';
import { Firm, type FirmItem } from '../../platform/data/entities/firm';
import { User, type UserItem } from '../../platform/data/entities/user';
import { getItem, getItems } from '../../platform/data/batch-get';
import { isConditionFailure } from '../../platform/data/transact';

export type { QuestionnaireItem, FirmItem, UserItem };

export function getQuestionnaire(firmId: string, questionnaireId: string): Promise<QuestionnaireItem | null> {
  return getItem(Questionnaire, { firmId, questionnaireId }, { consistent: true });
}

export function getFirm(firmId: string): Promise<FirmItem | null> {
  return getItem(Firm, { firmId });
}

export function getUser(firmId: string, userId: string): Promise<UserItem | null> {
  return getItem(User, { firmId, userId });
}

export function getUsers(firmId: string, ids: readonly string[]): Promise<UserItem[]> {
  return getItems(
    User,
    ids.map((userId) => ({ firmId, userId })),
  );
}

export { patchQuestionnaire } from '../../platform/questionnaire-patch';
import type { QuestionnaireSet } from '../../platform/questionnaire-patch';

/**
 * Changes the questionnaire whatever else changed since it was read, but only if `field` still has the value read
 * (`undefined`: is still unset): a change that must happen once (deposit paid, submitted) happens once.
 */
export async function patchQuestionnaireOnce(
  q: Pick<QuestionnaireItem, 'firmId' | 'questionnaireId'>,
  field: 'deposit_status' | 'submitted_at' | 'opened_timestamp',
  was: string | undefined,
  set: QuestionnaireSet,
  remove: (keyof QuestionnaireItem)[] = [],
): Promise<QuestionnaireItem | null> {
  try {
    let patch = Questionnaire.patch({ firmId: q.firmId, questionnaireId: q.questionnaireId }).set(set);
    if (remove.length) patch = patch.remove(remove as never[]);
    const { data } = await patch
      .where((a, op) => (was === undefined ? op.notExists(a[field]) : op.eq(a[field], was)))
      .go({ response: 'all_new' });
    return data as QuestionnaireItem;
  } catch (e) {
    if (isConditionFailure(e)) return null;
    throw e;
  }
}
