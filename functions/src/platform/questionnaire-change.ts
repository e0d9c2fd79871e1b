/**
 * Whether a caller may change what a questionnaire holds (QD §2 read-only banners, §4 locked or completed, §6):
 * the answering calls and an upload into a questionnaire refuse the same way, with the spec's words. Staff are
 * never read-only here and act on locked questionnaires where their own call allows it.
 */
import type { Caller } from '@ledgerline/shared/access';
import { answeringText } from '@ledgerline/shared/answering';
import { Conflict, Forbidden, type AppError } from './errors';

export function questionnaireChangeRefusal(
  caller: Pick<Caller, 'isAdvisor' | 'readonly'>,
  q: { locked?: boolean | null; completed?: boolean | null },
  company: { readonly_access?: boolean | null },
): AppError | null {
  if (!caller.isAdvisor && caller.readonly) return new Forbidden(answeringText.readOnlyUser);
  if (!caller.isAdvisor && company.readonly_access) return new Forbidden(answeringText.readOnlyEntity);
  if (q.locked || q.completed) return new Conflict(answeringText.locked);
  return null;
}
