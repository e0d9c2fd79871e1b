import { describe, expect, it } from 'vitest';
import { answerMarkers, answeringText } from '@ledgerline/shared/answering';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';
import {
  answerActivity,
  answerMessage,
  checkValue,
  locationsRemovedBy,
  planAnswer,
  shouldLogAnswer,
  type PlanContext,
} from './answer-rules';

const question = (q: Partial<ContentQuestion> = {}): ContentQuestion => ({
  id: 'q1',
  text: 'Question',
  question_type: 'text',
  options: [],
  optional: false,
  order: 0,
  questions: [],
  ...q,
});

const ctx = (over: Partial<PlanContext> = {}): PlanContext => ({
  question: question(),
  staff: false,
  today: '2026-03-01',
  dueDate: '2026-04-15',
  providedElsewhereOff: false,
  previous: null,
  ...over,
});

describe('checkValue: the question’s type decides what an answer may be (QD §3, §5)', () => {
  it('a boolean is Yes or No, stored as the templates trigger on it', () => {
    expect(checkValue(question({ question_type: 'boolean' }), 'yes')).toEqual({ ok: 'Yes' });
    expect(checkValue(question({ question_type: 'boolean' }), 'No')).toEqual({ ok: 'No' });
    expect(checkValue(question({ question_type: 'boolean' }), 'maybe')).toMatchObject({
      refusal: { status: 400, message: answeringText.invalidBoolean },
    });
  });

  it('a select is one of its options, a multiple each of its values one of them, joined by the separator', () => {
    const select = question({ question_type: 'select', options: ['Single', 'Married'] });
    expect(checkValue(select, 'married')).toEqual({ ok: 'Married' });
    expect(checkValue(select, 'Widowed')).toMatchObject({ refusal: { message: answeringText.notAnOption } });
    const multiple = question({ question_type: 'multiple', options: ['W-2', '1099-INT', '1099-DIV'] });
    expect(checkValue(multiple, 'W-2\n1099-DIV\nW-2')).toEqual({ ok: 'W-2\n1099-DIV' });
    expect(checkValue(multiple, 'W-2\nK-1')).toMatchObject({ refusal: { message: answeringText.notAnOption } });
  });

  it('a date is a real YYYY-MM-DD date', () => {
    expect(checkValue(question({ question_type: 'date' }), '2026-02-28')).toEqual({ ok: '2026-02-28' });
    expect(checkValue(question({ question_type: 'date' }), '2026-02-30')).toMatchObject({
      refusal: { message: answeringText.invalidDate },
    });
  });

  it('text, password and textarea answers respect number_of_characters as max length', () => {
    for (const question_type of ['text', 'password', 'textarea'] as const) {
      const q = question({ question_type, number_of_characters: 5 });
      expect(checkValue(q, '12345')).toEqual({ ok: '12345' });
      expect(checkValue(q, '123456')).toMatchObject({
        refusal: { status: 400, message: answeringText.tooLong(5), field: 'answer' },
      });
    }
    expect(checkValue(question({ question_type: 'text' }), 'x'.repeat(3000))).toEqual({ ok: 'x'.repeat(3000) });
  });

  it('an entries question is answered with entries, not a value', () => {
    expect(checkValue(question({ question_type: 'entries' }), 'x')).toMatchObject({
      refusal: { message: answeringText.entriesOnly },
    });
  });
});

describe('planAnswer: answer states (QD §4)', () => {
  it('an empty answer with no date clears (Undo, Answer Question, Answer Now, Make Applicable)', () => {
    expect(planAnswer({ answer: null }, ctx())).toEqual({ ok: { kind: 'clear' } });
    expect(planAnswer({ answer: '', answer_by: '' }, ctx())).toEqual({ ok: { kind: 'clear' } });
  });

  it('Not Applicable is refused when the question disables it', () => {
    expect(planAnswer({ answer: 'Not Applicable' }, ctx())).toEqual({
      ok: { kind: 'marker', marker: answerMarkers.notApplicable },
    });
    expect(
      planAnswer({ answer: 'Not Applicable' }, ctx({ question: question({ disable_not_applicable: true }) })),
    ).toMatchObject({ refusal: { status: 400, message: answeringText.notApplicableDisabled } });
  });

  it('Provided Elsewhere is for upload questions only, and off when the firm turns it off', () => {
    const upload = question({ question_type: 'upload' });
    expect(planAnswer({ answer: 'Provided Elsewhere' }, ctx({ question: upload }))).toEqual({
      ok: { kind: 'marker', marker: answerMarkers.providedElsewhere },
    });
    expect(planAnswer({ answer: 'Provided Elsewhere' }, ctx())).toMatchObject({
      refusal: { status: 400, message: answeringText.notUploadQuestion },
    });
    expect(
      planAnswer({ answer: 'Provided Elsewhere' }, ctx({ question: upload, providedElsewhereOff: true })),
    ).toMatchObject({ refusal: { status: 403, message: answeringText.providedElsewhereDisabled } });
  });

  it('Marked Completed and Marked Not Needed are the firm’s, on questions not answered with a value', () => {
    for (const marker of [answerMarkers.markedCompleted, answerMarkers.markedNotNeeded]) {
      expect(planAnswer({ answer: marker }, ctx())).toMatchObject({
        refusal: { status: 403, message: answeringText.staffOnly },
      });
      expect(planAnswer({ answer: marker }, ctx({ staff: true }))).toEqual({ ok: { kind: 'marker', marker } });
      expect(planAnswer({ answer: marker }, ctx({ staff: true, previous: { answer: 'typed' } }))).toMatchObject({
        refusal: { status: 409, message: answeringText.alreadyAnswered },
      });
    }
  });

  it('a question the firm marked completed is read-only to the client', () => {
    const previous = { answer: answerMarkers.markedCompleted };
    expect(planAnswer({ answer: 'mine' }, ctx({ previous }))).toMatchObject({
      refusal: { status: 403, message: answeringText.staffOnly },
    });
    expect(planAnswer({ answer: null }, ctx({ staff: true, previous }))).toEqual({ ok: { kind: 'clear' } });
  });

  it('answer later: a date after today, in the current year, before the due date', () => {
    expect(planAnswer({ answer_by: '2026-03-08' }, ctx())).toEqual({ ok: { kind: 'later', date: '2026-03-08' } });
    expect(planAnswer({ answer_by: '2026-03-01' }, ctx())).toMatchObject({
      refusal: { status: 400, message: 'Answer later date must be in the future', field: 'answer_by' },
    });
    expect(planAnswer({ answer_by: '2027-01-02' }, ctx({ dueDate: '2027-02-01' }))).toMatchObject({
      refusal: { message: 'Answer later date must be in the current year' },
    });
    expect(planAnswer({ answer_by: '2026-04-20' }, ctx())).toMatchObject({
      refusal: { message: 'Answer later date must be before the due date: Apr 15, 2026' },
    });
  });

  it('upload later uses the upload wording, and both are refused past the due date', () => {
    const upload = question({ question_type: 'upload' });
    expect(planAnswer({ answer_by: '2026-02-01' }, ctx({ question: upload }))).toMatchObject({
      refusal: { message: 'Upload later date must be in the future' },
    });
    expect(planAnswer({ answer_by: '2026-03-10' }, ctx({ question: upload, dueDate: '2026-02-20' }))).toMatchObject({
      refusal: { message: answeringText.pastDue },
    });
  });

  it('answer later is refused when the question disables it (upload later is not)', () => {
    expect(
      planAnswer({ answer_by: '2026-03-08' }, ctx({ question: question({ disable_answer_later: true }) })),
    ).toMatchObject({ refusal: { message: answeringText.answerLaterDisabled } });
    expect(
      planAnswer(
        { answer_by: '2026-03-08' },
        ctx({ question: question({ question_type: 'upload', disable_answer_later: true }) }),
      ),
    ).toEqual({ ok: { kind: 'later', date: '2026-03-08' } });
  });
});

describe('what a change removes, says and logs', () => {
  it('switching an upload question with files to a marker or upload later removes its files; a value does not', () => {
    const files = '/c1/2025/d1/W-2.pdf\n/c1/2025/d2/1099.pdf';
    expect(locationsRemovedBy({ kind: 'later', date: '2026-03-08' }, 'upload', files)).toHaveLength(2);
    expect(locationsRemovedBy({ kind: 'marker', marker: answerMarkers.notApplicable }, 'upload', files)).toHaveLength(
      2,
    );
    expect(locationsRemovedBy({ kind: 'value', answer: 'x' }, 'upload', files)).toEqual([]);
    expect(locationsRemovedBy({ kind: 'later', date: '2026-03-08' }, 'text', 'typed')).toEqual([]);
  });

  it('the success messages of QD §8', () => {
    expect(answerMessage({ kind: 'marker', marker: answerMarkers.notApplicable }, 'upload', null)).toBe(
      'Document marked as not applicable',
    );
    expect(answerMessage({ kind: 'marker', marker: answerMarkers.providedElsewhere }, 'upload', null)).toBe(
      'Document marked as provided elsewhere',
    );
    expect(answerMessage({ kind: 'marker', marker: answerMarkers.markedCompleted }, 'text', null)).toBe(
      'Question marked as completed',
    );
    expect(answerMessage({ kind: 'clear' }, 'text', { answer: answerMarkers.markedCompleted })).toBe(
      'Undo Marked Completed was successful',
    );
    expect(answerMessage({ kind: 'clear' }, 'upload', { answer: answerMarkers.notApplicable })).toBe(
      'Undo was successful',
    );
    expect(answerMessage({ kind: 'clear' }, 'text', { answer_by: '2026-03-08' })).toBe('Undo was successful');
    expect(answerMessage({ kind: 'value', answer: 'x' }, 'text', null)).toBe('Saved');
    expect(answerActivity({ kind: 'later', date: '2026-03-08' }, 'upload')).toBe('Upload later set');
  });

  it('typing logs one line per question per 10 minutes; every change of state logs', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const typed = { answer: 'abc', logged_at: '2026-03-01T11:55:00Z' };
    expect(shouldLogAnswer({ kind: 'value', answer: 'abcd' }, typed, now)).toBe(false);
    expect(
      shouldLogAnswer({ kind: 'value', answer: 'abcd' }, { ...typed, logged_at: '2026-03-01T11:49:00Z' }, now),
    ).toBe(true);
    expect(shouldLogAnswer({ kind: 'value', answer: 'abcd' }, null, now)).toBe(true);
    expect(
      shouldLogAnswer({ kind: 'value', answer: 'x' }, { answer: 'Not Applicable', logged_at: typed.logged_at }, now),
    ).toBe(true);
    expect(shouldLogAnswer({ kind: 'clear' }, typed, now)).toBe(true);
    expect(shouldLogAnswer({ kind: 'marker', marker: answerMarkers.notApplicable }, typed, now)).toBe(true);
  });
});
