import { describe, expect, test } from 'vitest';
import type { AnsweredQuestion, AnsweredQuestionnaire, AnsweredSection } from '../../api/answering';
import type { TemplateDetail } from '../../api/questionnaires-staff';
import {
  answerStateOf,
  canAddNotes,
  defaultLaterDate,
  earliestLaterDate,
  firstSectionGate,
  openSection,
  permissionsOf,
  questionsShownIn,
  staffMayMarkCompleted,
  uploadQuestions,
} from './rules';
import { templateAsAnswered } from './template-view';

const template: TemplateDetail = {
  id: 'tpl',
  name: 'Organizer',
  description: null,
  entity_kind: 'Individual',
  questions_count: 4,
  builtin: false,
  updated_at: null,
  version: 1,
  sections: [
    {
      id: 's1',
      name: 'General',
      section_type: 3,
      questionnaire_questions: [
        {
          id: 'moved',
          text: 'Did you move?',
          question_type: 'boolean',
          options: [],
          optional: false,
          order: 1,
          questions: [
            {
              id: 'where',
              text: 'Where to?',
              question_type: 'text',
              options: [],
              optional: false,
              order: 1,
              trigger_for_follow_up_question: 'Yes',
              questions: [],
            },
          ],
        },
        {
          id: 'kids',
          text: 'Dependents',
          question_type: 'entries',
          options: [],
          optional: true,
          order: 2,
          questions: [
            { id: 'name', text: 'Name', question_type: 'text', options: [], optional: false, order: 1, questions: [] },
          ],
        },
      ],
    },
    {
      id: 's2',
      name: 'Documents',
      section_type: 10,
      questionnaire_questions: [
        { id: 'w2', text: 'W-2', question_type: 'upload', options: [], optional: false, order: 1, questions: [] },
      ],
    },
    { id: 's3', name: 'Letter', section_type: 2, questionnaire_questions: [] },
  ],
};

const view = (
  over: Partial<AnsweredQuestionnaire> = {},
  answering: Partial<AnsweredQuestionnaire['answering']> = {},
) => {
  const q = templateAsAnswered(template, 2025, '2026-03-01');
  return { ...q, company_id: 'c1', ...over, answering: { ...q.answering, ...answering } };
};
const withStatus = (q: AnsweredQuestionnaire, id: string, status: AnsweredSection['status']) => ({
  ...q,
  sections: q.sections.map((s) => (s.id === id ? { ...s, status } : s)),
});

describe('a template as the answered view (QD §2 admin-template mode)', () => {
  test('numbers every question 1., 1.1 and shows every follow-up', () => {
    const q = view();
    const [moved] = q.sections[0]!.questionnaire_questions;
    expect(moved!.number).toBe('1.');
    expect(moved!.questions[0]!.number).toBe('1.1');
    expect(moved!.questions[0]!.triggered).toBe(true);
    expect(q.sections[0]!.total_count).toBe(3);
  });

  test('mocks one entry of an entries question, each column reading the mock answer', () => {
    const kids = view().sections[0]!.questionnaire_questions[1]!;
    expect(kids.entries).toEqual([{ entry_number: 1, answers: { name: 'Mock answer' } }]);
  });

  test('gives an agreement section one sample signer', () => {
    expect(view().sections[2]!.engagement_signatures.map((s) => s.state)).toEqual(['unsigned']);
  });
});

describe('who may change what (QD §2 modes, §6)', () => {
  test('the client answers an open questionnaire; staff act as staff; a template changes nothing', () => {
    expect(permissionsOf(view(), 'client')).toMatchObject({
      answer: true,
      staff: false,
      uploads: true,
      readOnly: null,
    });
    expect(permissionsOf(view(), 'admin-preview')).toMatchObject({ answer: false, staff: true, uploads: false });
    expect(permissionsOf(view(), 'admin-template')).toMatchObject({ answer: false, staff: false, notes: false });
  });

  test('a read-only user or entity, a locked or completed questionnaire changes nothing', () => {
    expect(permissionsOf(view({}, { user_readonly: true }), 'client')).toMatchObject({
      answer: false,
      readOnly: 'user',
    });
    expect(permissionsOf(view({}, { entity_readonly: true }), 'client').readOnly).toBe('entity');
    expect(permissionsOf(view({ locked: true }), 'client').readOnly).toBe('locked');
    expect(permissionsOf(view({ completed: true }), 'admin-preview')).toMatchObject({
      staff: false,
      readOnly: 'completed',
    });
  });

  test('staff add notes in the preview even once the questionnaire is submitted or locked; a client only while answering; nobody in a template', () => {
    const done = view({ completed: true });
    expect(canAddNotes(permissionsOf(done, 'admin-preview'), 'admin-preview')).toBe(true);
    expect(canAddNotes(permissionsOf(view({ locked: true }), 'admin-preview'), 'admin-preview')).toBe(true);
    expect(canAddNotes(permissionsOf(done, 'client'), 'client')).toBe(false);
    expect(canAddNotes(permissionsOf(view(), 'client'), 'client')).toBe(true);
    expect(canAddNotes(permissionsOf(view(), 'admin-template'), 'admin-template')).toBe(false);
  });
});

describe('which section opens (QD §2 routes, §4 first section required)', () => {
  test('the address’s section, else the client’s status section, else the first', () => {
    expect(openSection(view(), 's2', 'client').section?.id).toBe('s2');
    expect(openSection(view({ status: 's3' }), null, 'client').section?.id).toBe('s3');
    expect(openSection(view({ status: 's3' }), null, 'admin-preview').section?.id).toBe('s1');
    expect(openSection(view(), 'nope', 'client').section?.id).toBe('s1');
  });

  test('with first_section_required, no other section opens until the first is completed', () => {
    const gated = view({}, { first_section_required: true });
    expect(firstSectionGate(gated)).toBe(true);
    expect(openSection(gated, 's2', 'client')).toMatchObject({ section: { id: 's1' }, gated: true });
    expect(openSection(gated, 's2', 'admin-preview')).toMatchObject({ section: { id: 's2' }, gated: false });
    const done = withStatus(gated, 's1', 'completed');
    expect(openSection(done, 's2', 'client')).toMatchObject({ section: { id: 's2' }, gated: false });
  });
});

describe('answer states (QD §4)', () => {
  const q = (over: Partial<AnsweredQuestion>) =>
    ({ answer: null, answer_by: null, question_type: 'text', status: 'incomplete', ...over }) as AnsweredQuestion;

  test('reads each state from the answer and its date', () => {
    expect(answerStateOf(q({}))).toBe('normal');
    expect(answerStateOf(q({ answer: 'Not Applicable' }))).toBe('notApplicable');
    expect(answerStateOf(q({ answer_by: '2026-03-08' }))).toBe('answerLater');
    expect(answerStateOf(q({ answer_by: '2026-03-08', question_type: 'upload' }))).toBe('uploadLater');
    expect(answerStateOf(q({ answer: 'Provided Elsewhere', question_type: 'upload' }))).toBe('providedElsewhere');
    expect(answerStateOf(q({ answer: 'Marked Completed' }))).toBe('markedCompleted');
  });

  test('staff Mark Completed only unanswered or already completed questions', () => {
    expect(staffMayMarkCompleted(q({}))).toBe(true);
    expect(staffMayMarkCompleted(q({ answer: 'Marked Completed' }))).toBe(true);
    expect(staffMayMarkCompleted(q({ answer: 'Teacher' }))).toBe(false);
    expect(staffMayMarkCompleted(q({ answer_by: '2026-03-08' }))).toBe(false);
  });

  test('answer later starts 7 days ahead; the earliest date is tomorrow', () => {
    expect(defaultLaterDate('2026-12-28')).toBe('2027-01-04');
    expect(earliestLaterDate('2026-02-28')).toBe('2026-03-01');
  });

  test('documents move between the shown upload questions', () => {
    expect(uploadQuestions(view()).map((x) => x.content_id)).toEqual(['w2']);
  });
});

describe('uploads asked in the checklist when the firm hides them within sections (QD §3, §4)', () => {
  const withUpload = (hide: boolean) => {
    const q = view({}, { hide_document_uploads_within_sections: hide });
    const upload = { ...q.sections[1]!.questionnaire_questions[0]!, id: 'tpl.receipts', text: 'Receipts' };
    return {
      ...q,
      sections: q.sections.map((s) =>
        s.id === 's1' ? { ...s, questionnaire_questions: [...s.questionnaire_questions, upload] } : s,
      ),
    };
  };
  const texts = (qs: AnsweredQuestion[]) => qs.map((x) => x.text);

  test('with the switch on, a section’s upload questions are listed in the checklist and not in the section', () => {
    const q = withUpload(true);
    expect(texts(questionsShownIn(q, q.sections[0]!))).not.toContain('Receipts');
    expect(texts(questionsShownIn(q, q.sections[1]!))).toEqual(['W-2', 'Receipts']);
  });

  test('with the switch off, every question stays in its own section', () => {
    const q = withUpload(false);
    expect(texts(questionsShownIn(q, q.sections[0]!))).toContain('Receipts');
    expect(texts(questionsShownIn(q, q.sections[1]!))).toEqual(['W-2']);
  });
});
