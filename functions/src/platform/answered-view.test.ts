import { describe, expect, it } from 'vitest';
import { firstBlocked, progressOf } from '@ledgerline/shared/answered-progress';
import type { ContentQuestion, ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import type { AnsweredQuestion } from '@ledgerline/shared/schemas/answering';
import { answeredSections, emptyParts, type AnsweringParts, type ViewOptions } from './answered-view';
import type {
  QuestionnaireAnswerItem,
  QuestionnaireNoteItem,
  QuestionnaireSignatureItem,
} from './data/entities/questionnaire-answering';

const Q = 'qn1';

const q = (id: string, over: Partial<ContentQuestion> = {}): ContentQuestion => ({
  id,
  text: `Question ${id}`,
  question_type: 'text',
  options: [],
  optional: false,
  order: 0,
  questions: [],
  ...over,
});

const section = (id: string, questions: ContentQuestion[], over: Partial<ContentSection> = {}): ContentSection => ({
  id,
  name: `Section ${id}`,
  section_type: 3,
  questionnaire_questions: questions,
  ...over,
});

const opts = (over: Partial<ViewOptions> = {}): ViewOptions => ({
  questionnaireId: Q,
  viewer: 'client',
  signers: [],
  requireOneSignaturePerSection: false,
  submitted: false,
  ...over,
});

function parts(answers: Record<string, Partial<QuestionnaireAnswerItem>> = {}, more: Partial<AnsweringParts> = {}) {
  const p = emptyParts();
  for (const [questionId, a] of Object.entries(answers))
    p.answers.set(questionId, { firmId: 'f', questionnaireId: Q, questionId, ...a } as QuestionnaireAnswerItem);
  return { ...p, ...more };
}

/** A question with follow-ups three levels deep: Yes on 1 shows 1.1, 'W-2' among 1.1's choices shows 1.1.1. */
const nested = [
  q('a', {
    order: 1,
    question_type: 'boolean',
    questions: [
      q('a1', {
        question_type: 'multiple',
        options: ['W-2', '1099'],
        trigger_for_follow_up_question: 'Yes',
        questions: [q('a11', { trigger_for_follow_up_question: 'W-2' })],
      }),
      q('a2', { order: 1, trigger_for_follow_up_question: 'No' }),
    ],
  }),
  q('b', { order: 2, optional: true }),
];

const find = (qs: readonly AnsweredQuestion[], id: string): AnsweredQuestion => {
  for (const x of qs) {
    if (x.content_id === id) return x;
    const inner = x.questions.length ? findOrNull(x.questions, id) : null;
    if (inner) return inner;
  }
  throw new Error(`no ${id}`);
};
const findOrNull = (qs: readonly AnsweredQuestion[], id: string): AnsweredQuestion | null => {
  try {
    return find(qs, id);
  } catch {
    return null;
  }
};

describe('the answered view: statuses, numbers and follow-ups (QD §2, §4)', () => {
  it('numbers nest three levels (1., 1.1, 1.1.1) and follow-ups show only when the parent’s answer matches', () => {
    const [s] = answeredSections(
      [section('s1', nested)],
      parts({ a: { answer: 'Yes' }, a1: { answer: '1099\nW-2' } }),
      opts(),
    );
    const qs = s!.questionnaire_questions;
    expect(find(qs, 'a')).toMatchObject({ id: `${Q}.a`, number: '1.', triggered: true, status: 'completed' });
    expect(find(qs, 'a1')).toMatchObject({ number: '1.1', triggered: true, follow_up_question_id: `${Q}.a` });
    expect(find(qs, 'a11')).toMatchObject({ number: '1.1.1', triggered: true, follow_up_question_id: `${Q}.a1` });
    expect(find(qs, 'a2')).toMatchObject({ number: '', triggered: false });
    expect(find(qs, 'b')).toMatchObject({ number: '2.', status: 'incomplete', optional: true });
  });

  it('changing the parent’s answer hides its follow-ups and their own, and they leave the counter', () => {
    const answered = parts({ a: { answer: 'No' }, a1: { answer: 'W-2' }, a11: { answer: 'kept' } });
    const [s] = answeredSections([section('s1', nested)], answered, opts());
    const qs = s!.questionnaire_questions;
    expect(find(qs, 'a1').triggered).toBe(false);
    expect(find(qs, 'a11').triggered).toBe(false);
    expect(find(qs, 'a1').answer).toBe('W-2');
    expect(find(qs, 'a2')).toMatchObject({ number: '1.1', triggered: true, status: 'incomplete' });
    // Shown: a, a2 and b; answered: a.
    expect(s).toMatchObject({ total_count: 3, completed_count: 1, status: 'incomplete' });
  });

  it('question status: completed when answered (markers too), pending when put off, else incomplete', () => {
    const qs = [q('x'), q('y', { order: 1 }), q('z', { order: 2 }), q('w', { order: 3 }), q('v', { order: 4 })];
    const [s] = answeredSections(
      [section('s1', qs)],
      parts({
        x: { answer: 'Not Applicable' },
        y: { answer_by: '2026-05-01' },
        z: { answer: '0' },
        w: { answer: 'Marked Not Needed' },
      }),
      opts(),
    );
    const status = (id: string) => find(s!.questionnaire_questions, id).status;
    expect([status('x'), status('y'), status('z'), status('w'), status('v')]).toEqual([
      'completed',
      'pending',
      'incomplete',
      'completed',
      'incomplete',
    ]);
  });

  it('a section with only pending required questions is pending; with every shown one dealt with, completed', () => {
    const [pending] = answeredSections([section('s1', [q('x')])], parts({ x: { answer_by: '2026-05-01' } }), opts());
    expect(pending!.status).toBe('pending');
    const [done] = answeredSections(
      [section('s1', nested)],
      parts({ a: { answer: 'No' }, a2: { answer: 'fine' } }),
      opts(),
    );
    expect(done).toMatchObject({ status: 'completed', completed_count: 2, total_count: 3 });
  });

  it('an entries question holds its entries; its columns show once an entry exists, and a filled cell answers it', () => {
    const entries = q('e', {
      question_type: 'entries',
      questions: [q('payer'), q('amount', { order: 1 })],
    });
    const [empty] = answeredSections([section('s1', [entries])], parts(), opts());
    expect(find(empty!.questionnaire_questions, 'e')).toMatchObject({ status: 'incomplete', entries: [] });
    expect(find(empty!.questionnaire_questions, 'payer').triggered).toBe(false);
    const [one] = answeredSections(
      [section('s1', [entries])],
      parts({ e: { entries: [{ entry_number: 1, answers: { payer: 'Acme' } }] } }),
      opts(),
    );
    const e = find(one!.questionnaire_questions, 'e');
    expect(e).toMatchObject({ status: 'completed', entries: [{ entry_number: 1, answers: { payer: 'Acme' } }] });
    expect(e.questions.map((c) => [c.content_id, c.triggered, c.number])).toEqual([
      ['payer', true, '1.1'],
      ['amount', true, '1.2'],
    ]);
    // The columns are inside the entries, not questions of their own.
    expect(one).toMatchObject({ total_count: 1, completed_count: 1 });
  });

  it('a section triggered by a question shows only when that question has the trigger answer', () => {
    const sections = [
      section('s1', [q('kids', { question_type: 'boolean' })]),
      section('s2', [q('names')], { trigger_question_id: 'kids', trigger_answer: 'Yes' }),
    ];
    const hidden = answeredSections(sections, parts({ kids: { answer: 'No' } }), opts());
    expect(hidden[1]).toMatchObject({ triggered: false, trigger_question_id: `${Q}.kids` });
    expect(progressOf(hidden)).toEqual({ total: 1, completed: 1 });
    const shown = answeredSections(sections, parts({ kids: { answer: 'Yes' } }), opts());
    expect(shown[1]!.triggered).toBe(true);
    expect(progressOf(shown)).toEqual({ total: 2, completed: 1 });
    expect(firstBlocked(shown)).toEqual({ sectionId: 's2', questionId: `${Q}.names` });
  });
});

describe('notes (QD §3 Note, §6)', () => {
  const note = (over: Partial<QuestionnaireNoteItem>): QuestionnaireNoteItem =>
    ({
      firmId: 'f',
      questionnaireId: Q,
      questionId: 'x',
      noteId: 'n',
      body: 'body',
      user_id: 'u',
      author_name: 'Casey Client',
      from_firm_user: false,
      removed: false,
      created_at: '2026-03-01T10:00:00Z',
      ...over,
    }) as QuestionnaireNoteItem;
  const notes = [
    note({
      noteId: 'n2',
      body: 'Staff only',
      author_name: 'Pat Partner',
      from_firm_user: true,
      created_at: '2026-03-01T11:00:00Z',
    }),
    note({ noteId: 'n1', body: 'Where is my W-2?' }),
    note({ noteId: 'n3', body: 'Gone', removed: true }),
  ];

  it('clients see their side’s notes; staff see every note not removed; each reads author: body, oldest first', () => {
    const view = (viewer: 'client' | 'staff') =>
      find(
        answeredSections([section('s1', [q('x')])], parts({}, { notes }), opts({ viewer }))[0]!.questionnaire_questions,
        'x',
      ).filtered_questionnaire_comments;
    expect(view('client').map((n) => n.text)).toEqual(['Casey Client: Where is my W-2?']);
    expect(view('staff').map((n) => [n.text, n.from_firm_user])).toEqual([
      ['Casey Client: Where is my W-2?', false],
      ['Pat Partner: Staff only', true],
    ]);
  });
});

describe('sections by type (QD §2 Section renderer, §4 Signatures)', () => {
  const sig = (userId: string, over: Partial<QuestionnaireSignatureItem> = {}) =>
    ({
      firmId: 'f',
      questionnaireId: Q,
      sectionId: 'letter',
      userId,
      state: 'signed',
      signature: 'Ann A',
      ...over,
    }) as QuestionnaireSignatureItem;
  const letter = section('letter', [], { section_type: 2 });
  const signers = [
    { userId: 'ann', name: 'Ann A' },
    { userId: 'bob', name: 'Bob B' },
  ];

  it('an agreement section is completed when every signer signed or is not needed', () => {
    const [unsigned] = answeredSections([letter], parts(), opts({ signers }));
    expect(unsigned!.engagement_signatures.map((s) => [s.id, s.state])).toEqual([
      [`${Q}.letter.ann`, 'unsigned'],
      [`${Q}.letter.bob`, 'unsigned'],
    ]);
    expect(unsigned).toMatchObject({ status: 'incomplete', letter_signed: false });
    const [half] = answeredSections([letter], parts({}, { signatures: [sig('ann')] }), opts({ signers }));
    expect(half).toMatchObject({ status: 'incomplete', letter_signed: true });
    const [all] = answeredSections(
      [letter],
      parts({}, { signatures: [sig('ann'), sig('bob', { state: 'not_needed', signature: undefined })] }),
      opts({ signers }),
    );
    expect(all!.status).toBe('completed');
    expect(all!.engagement_signatures[1]).toMatchObject({ state: 'not_needed', signature: 'Marked Not Needed' });
  });

  it('with one signature per section, once one person signs the others become Not Needed', () => {
    const [s] = answeredSections(
      [letter],
      parts({}, { signatures: [sig('ann')] }),
      opts({ signers, requireOneSignaturePerSection: true }),
    );
    expect(s!.engagement_signatures.map((x) => x.state)).toEqual(['signed', 'not_needed']);
    expect(s!.status).toBe('completed');
  });

  it('a custom section needs explicit marked_completed; review and submit is done once submitted', () => {
    const custom = section('intro', [], { section_type: 0 });
    const review = section('review', [], { section_type: 4 });
    const [c1, r1] = answeredSections([custom, review], parts(), opts());
    expect([c1!.status, r1!.status]).toEqual(['incomplete', 'incomplete']);
    const marked = parts();
    marked.sections.set('intro', {
      firmId: 'f',
      questionnaireId: Q,
      sectionId: 'intro',
      marked_completed: true,
    } as never);
    const [c2, r2] = answeredSections([custom, review], marked, opts({ submitted: true }));
    expect([c2!.status, c2!.marked_completed, r2!.status]).toEqual(['completed', true, 'completed']);
    // The first blocked section is the unmarked custom section, before the review.
    expect(firstBlocked(answeredSections([custom, review], parts(), opts()))).toEqual({
      sectionId: 'intro',
      questionId: null,
    });
  });
});
