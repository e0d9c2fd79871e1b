import { describe, expect, test } from 'vitest';
import type { AnsweredQuestionnaire, AnsweredSection, SectionSignature } from '../../../api/answering';
import { canEditLetter, canSign, signatureView } from './signature-rules';

const sig = (user_id: string, state: SectionSignature['state']) =>
  ({ id: `q1.s1.${user_id}`, user_id, user_name: user_id, state }) as SectionSignature;

const section = (over: Partial<AnsweredSection> = {}) =>
  ({ id: 's1', section_type: 2, marked_completed: false, letter_signed: false, ...over }) as AnsweredSection;

const questionnaire = (viewer: 'client' | 'staff', over: Partial<AnsweredQuestionnaire> = {}) =>
  ({
    id: 'q1',
    locked: false,
    completed: false,
    answering: { viewer, user_readonly: false, entity_readonly: false },
    ...over,
  }) as AnsweredQuestionnaire;

const client = { mode: 'client', userId: 'me' } as const;
const staff = { mode: 'admin-preview', userId: 'advisor' } as const;

describe('signatures (QD §4 Signatures, §5)', () => {
  test('a client signs only their own signature; others read as not signed yet', () => {
    expect(signatureView(questionnaire('client'), section(), sig('me', 'unsigned'), client)).toEqual({
      kind: 'sign',
      disabled: false,
    });
    expect(signatureView(questionnaire('client'), section(), sig('other', 'unsigned'), client)).toEqual({
      kind: 'waiting',
      canMarkNotNeeded: false,
    });
  });

  test('a read-only user cannot sign; locked or completed, nobody signs', () => {
    const readOnly = questionnaire('client');
    readOnly.answering.user_readonly = true;
    expect(signatureView(readOnly, section(), sig('me', 'unsigned'), client)).toEqual({ kind: 'sign', disabled: true });
    expect(
      signatureView(questionnaire('client', { locked: true }), section(), sig('me', 'unsigned'), client).kind,
    ).toBe('waiting');
    expect(
      signatureView(questionnaire('client', { completed: true }), section(), sig('me', 'unsigned'), client).kind,
    ).toBe('waiting');
  });

  test('in a section marked completed, the client’s signature isn’t required', () => {
    expect(
      signatureView(questionnaire('client'), section({ marked_completed: true }), sig('me', 'unsigned'), client),
    ).toEqual({ kind: 'not_required' });
  });

  test('staff mark not needed and undo, and remove a signed one, only in admin-preview of an open questionnaire', () => {
    const q = questionnaire('staff');
    expect(signatureView(q, section(), sig('c', 'unsigned'), staff)).toEqual({
      kind: 'waiting',
      canMarkNotNeeded: true,
    });
    expect(signatureView(q, section(), sig('c', 'not_needed'), staff)).toEqual({ kind: 'not_needed', canUndo: true });
    expect(signatureView(q, section(), sig('c', 'signed'), staff)).toEqual({ kind: 'signed', canRemove: true });
    const locked = questionnaire('staff', { locked: true });
    expect(signatureView(locked, section(), sig('c', 'signed'), staff)).toEqual({ kind: 'signed', canRemove: false });
    expect(signatureView(q, section(), sig('c', 'signed'), { mode: 'admin-template', userId: null })).toEqual({
      kind: 'signed',
      canRemove: false,
    });
  });

  test('the letter is editable by staff until someone signs it', () => {
    expect(canEditLetter(questionnaire('staff'), section(), staff)).toBe(true);
    expect(canEditLetter(questionnaire('staff'), section({ letter_signed: true }), staff)).toBe(false);
    expect(canEditLetter(questionnaire('client'), section(), client)).toBe(false);
  });

  test('Sign is disabled when the signature is empty', () => {
    expect(canSign('')).toBe(false);
    expect(canSign('   ')).toBe(false);
    expect(canSign('Cara Client')).toBe(true);
  });
});
