/**
 * The Document Drop Off page's pure rules (QD §2 /document-drop-off?questionnaireId&companyId, §5 Uploads, §9): the
 * link's ids, the due date as the page shows it, what becomes of each picked file before any upload link is asked
 * for, and what each answer of the API means for the file and for the rest of the batch.
 */
import { dropOffText } from '@ledgerline/shared/document-drop-off';
import { formatDate } from '@ledgerline/shared/time/format';
import { maxSelectedDocuments } from '@ledgerline/shared/document-browser';
import { addByName, uploadFileProblems } from '../ui/upload-files';

/** QD §5 dropzone: 'max 999 files'. */
export const maxDropOffFiles = maxSelectedDocuments;

/** The link's two ids (questionnaireId and companyId, trimmed); null when either is missing. */
export function dropOffRefOf(params: URLSearchParams): { questionnaire_id: string; company_id: string } | null {
  const questionnaireId = params.get('questionnaireId')?.trim() ?? '';
  const companyId = params.get('companyId')?.trim() ?? '';
  return questionnaireId && companyId ? { questionnaire_id: questionnaireId, company_id: companyId } : null;
}

/** A YYYY-MM-DD due date as 'MMM D, YYYY' (a calendar date: the same day in every zone); null when there is none. */
export function dueDateText(due: string | null | undefined): string | null {
  const m = due?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const at = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  const check = new Date(at);
  if (check.getUTCMonth() !== +m[2]! - 1 || check.getUTCDate() !== +m[3]!) return null;
  return formatDate(at, 'UTC');
}

export type PickVerdict = 'send' | 'empty' | 'too-large';

/**
 * What becomes of the files of one pick (QD §5: 'max 999 files, max size 150 MB'; 'Empty files are skipped and
 * duplicate names dropped'): too many refuses the whole pick; otherwise each file, its name's first only, is sent,
 * skipped as empty or refused as over 150 MB. Nothing here asks the API.
 */
export function planPick<F extends { name: string; size: number }>(
  files: readonly F[],
): { tooMany: true } | { tooMany: false; files: { file: F; verdict: PickVerdict }[] } {
  const unique = addByName([], files, (f) => f.name);
  const problems = uploadFileProblems(unique, maxDropOffFiles);
  if (problems.some((p) => p.kind === 'tooMany')) return { tooMany: true };
  const verdicts = new Map<string, PickVerdict>();
  for (const p of problems)
    if (p.kind === 'empty') verdicts.set(p.file, 'empty');
    else if (p.kind === 'tooLarge') verdicts.set(p.file, 'too-large');
  return { tooMany: false, files: unique.map((file) => ({ file, verdict: verdicts.get(file.name) ?? 'send' })) };
}

/**
 * What an answer of get_upload_link or process_document means: the file went on (`ok`); this file failed with the
 * server's words (`file`: 409 '{file} was already uploaded', 422 the invalid-files message, 413, or `fallback` when
 * the network failed); or the batch stops (`stop`): the link is not valid, expired or closed (`closed`: the page
 * takes nothing more), or too many uploads came from this network (try later).
 */
export type StepOutcome =
  | { kind: 'ok' }
  | { kind: 'file'; message: string }
  | { kind: 'stop'; message: string; closed: boolean };

export function stepOutcome(
  res: { ok: boolean; status: number; error?: string } | undefined,
  fallback: string,
): StepOutcome {
  if (!res) return { kind: 'file', message: fallback };
  if (res.ok) return { kind: 'ok' };
  const message = res.error ?? fallback;
  if (res.status === 403 || (res.status === 404 && res.error === dropOffText.notFound))
    return { kind: 'stop', message, closed: true };
  if (res.status === 429) return { kind: 'stop', message, closed: false };
  return { kind: 'file', message };
}
