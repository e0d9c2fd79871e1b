/**
 * The answer of a change that had nothing to do (signing what is signed, marking what is marked): the questionnaire
 * as it is, read and built like every change's answer but without moving its summary, so a repeated call writes
 * nothing.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { AnsweringResult } from '@ledgerline/shared/schemas/answering';
import { answeredQuestionnaire, readAnsweringParts } from '../platform/answered-questionnaire';
import type { Opened } from './open';

export async function unchangedResult(caller: Caller, opened: Opened, message: string): Promise<AnsweringResult> {
  const parts = await readAnsweringParts(opened.q.firmId, opened.q.questionnaireId);
  return { message, questionnaire: await answeredQuestionnaire({ ...opened, caller, primary: null, parts }) };
}
