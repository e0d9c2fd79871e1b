/**
 * What an agreement section shows and allows, by mode and viewer (QD §2 Questionnaire modes, §4 Signatures, §6).
 * Pure: the components pass the questionnaire, the section and who is looking.
 */
import type { AnsweredQuestionnaire, AnsweredSection, AnsweringMode, SectionSignature } from '../../../api/answering';

export interface Viewer {
  mode: AnsweringMode;
  /** The signed-in user's id; null until known. */
  userId: string | null;
}

/** Locked or completed: the client side is read-only and the signing area says 'Questionnaire is locked'. */
export const isClosed = (q: Pick<AnsweredQuestionnaire, 'locked' | 'completed'>): boolean => q.locked || q.completed;

/** A read-only user or entity changes nothing (QD §6). */
export const isReadOnly = (q: Pick<AnsweredQuestionnaire, 'answering'>): boolean =>
  q.answering.user_readonly || q.answering.entity_readonly;

/** Staff act on signatures and the letter in admin-preview only, and not on a locked or completed questionnaire. */
export const staffActs = (q: AnsweredQuestionnaire, v: Viewer): boolean =>
  v.mode === 'admin-preview' && q.answering.viewer === 'staff' && !isClosed(q);

/** The letter is editable by staff until someone signs it (QD §4). */
export const canEditLetter = (q: AnsweredQuestionnaire, section: AnsweredSection, v: Viewer): boolean =>
  staffActs(q, v) && !section.letter_signed;

export type SignatureView =
  /** The caller's own unsigned signature, with a field and Sign (disabled when `disabled`). */
  | { kind: 'sign'; disabled: boolean }
  | { kind: 'signed'; canRemove: boolean }
  | { kind: 'not_needed'; canUndo: boolean }
  /** Someone else's unsigned signature: '{name} has not signed yet'. */
  | { kind: 'waiting'; canMarkNotNeeded: boolean }
  /** The caller's own unsigned signature in a section marked completed: 'Your signature isn’t required'. */
  | { kind: 'not_required' };

export function signatureView(
  q: AnsweredQuestionnaire,
  section: AnsweredSection,
  sig: SectionSignature,
  v: Viewer,
): SignatureView {
  const staff = staffActs(q, v);
  if (sig.state === 'signed') return { kind: 'signed', canRemove: staff };
  if (sig.state === 'not_needed') return { kind: 'not_needed', canUndo: staff };
  const own = v.mode === 'client' && q.answering.viewer === 'client' && v.userId !== null && sig.user_id === v.userId;
  // Locked or completed, the block says 'Questionnaire is locked' once; the caller's own row waits like any other.
  if (!own || isClosed(q)) return { kind: 'waiting', canMarkNotNeeded: staff };
  if (section.marked_completed) return { kind: 'not_required' };
  return { kind: 'sign', disabled: isReadOnly(q) };
}

/** A typed signature is non-empty text (QD §5 Signature: Sign disabled when empty). */
export const canSign = (typed: string): boolean => typed.trim().length > 0;
