/**
 * QD §5: 'new tag disabled when empty or existing ('Tag already exist')'; tag names are the firm's in any case.
 * (The entity tags' dialog keeps the same rule for its own list, FA §5.6.)
 */
import { documentBrowserText } from '@ledgerline/shared/document-browser';

const key = (name: string) => name.trim().toLowerCase();

/** Why a new tag cannot be added, shown under the field: only when it already exists (blank just disables Add). */
export function newTagProblem(name: string, existing: readonly string[]): string | null {
  const k = key(name);
  if (!k) return null;
  return existing.some((n) => key(n) === k) ? documentBrowserText.tagExists : null;
}

export const canAddTag = (name: string, existing: readonly string[]) =>
  name.trim() !== '' && newTagProblem(name, existing) === null;

/** The tags the dialog lists: the firm's, then any the document still carries that the firm has since removed. */
export function tagChoices(firmTags: readonly string[], documentTags: readonly string[]): string[] {
  const firm = new Set(firmTags.map(key));
  return [...firmTags, ...documentTags.filter((t) => !firm.has(key(t)))];
}
