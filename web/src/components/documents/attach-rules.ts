/**
 * What Attach To Questionnaire acts on and offers (QD §2 dialogs, §5 'Attach to questionnaire only to unlocked
 * questionnaires; the Attach button is disabled until at least one document is selected', §6 staff only, §8). Pure.
 */
import type { DocumentItem } from '../../api/documents';
import type { QuestionnaireCard } from '../../api/questionnaires';
import { documentsLabels as l, documentsSpec as t } from '../../texts/documents';
import { bulkProblem } from './selection';

/** The selected files a questionnaire can take: files (not folders) that are not deleted. */
export function attachableFiles<T extends Pick<DocumentItem, 'type' | 'deleted_at'>>(items: readonly T[]): T[] {
  return items.filter((i) => i.type === 'file' && !i.deleted_at);
}

/**
 * Why the selection cannot be attached, or null when it can: a mix of deleted and non-deleted acts on nothing (QD §4),
 * and at least one active file must be chosen (folders and deleted files are not attached).
 */
export function attachProblem(items: readonly Pick<DocumentItem, 'type' | 'deleted_at'>[]): string | null {
  return bulkProblem(items) ?? (attachableFiles(items).length === 0 ? l.attachNeedsFiles : null);
}

/** The questionnaires a file may be attached to: the unlocked ones, newest tax year first, then by name. */
export function attachableQuestionnaires<T extends Pick<QuestionnaireCard, 'locked' | 'tax_year' | 'formatted_name'>>(
  list: readonly T[],
): T[] {
  return list
    .filter((q) => !q.locked)
    .sort((a, b) => b.tax_year - a.tax_year || a.formatted_name.localeCompare(b.formatted_name));
}

/** A questionnaire as the dialog lists it: its name and tax year. */
export const questionnaireChoice = (q: Pick<QuestionnaireCard, 'formatted_name' | 'tax_year'>) =>
  l.attachChoice(q.formatted_name, q.tax_year);

/** QD §8: 'Error attaching document to questionnaire', carrying the server's error when it gave one. */
export function attachFailure(serverError?: string | null): string {
  const said = serverError?.trim();
  return said && said !== t.attachFailed ? `${t.attachFailed}: ${said}` : t.attachFailed;
}
