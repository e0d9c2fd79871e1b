/** How the answer calls refuse (QD §5 Answers, §8): a rule's refusal as its error, and the lost race's words. */
import type { Caller } from '@ledgerline/shared/access';
import { answeringText } from '@ledgerline/shared/answering';
import { type AppError, Conflict, Forbidden, Invalid } from '../platform/errors';
import type { Refusal } from './answer-rules';
import { staleAnswer } from './store/answers';

export function refusalError(r: Refusal): AppError {
  if (r.status === 403) return new Forbidden(r.message);
  if (r.status === 409) return new Conflict(r.message);
  return new Invalid(r.message, r.field ? { [r.field]: r.message } : undefined);
}

/** QD §8: a lost race rolls the answer back with the spec's words (staff read the client wording). */
export const saveFailed = (caller: Caller) =>
  staleAnswer(caller.isAdvisor ? answeringText.clientSaveFailed : answeringText.saveFailed);
