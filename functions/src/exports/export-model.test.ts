import { describe, expect, it } from 'vitest';
import type { AnsweredQuestion, AnsweredQuestionnaire, AnsweredSection } from '@ledgerline/shared/schemas/answering';
import { questionnaireExport } from './export-model';

const question = (over: Partial<AnsweredQuestion>): AnsweredQuestion => ({
  id: `q.${over.content_id ?? 'x'}`,
  content_id: 'x',
  section_id: 's1',
  text: 'Question',
  question_type: 'text',
  options: [],
  optional: false,
  order: 1,
  number_of_characters: null,
  disable_answer_later: false,
  disable_not_applicable: false,
  follow_up_question_id: null,
  trigger_for_follow_up_question: null,
  number: '1.',
  triggered: true,
  answer: null,
  answer_by: null,
  answered_by_firm: false,
  status: 'incomplete',
  filtered_questionnaire_comments: [],
  entries: [],
  prior_year_value: null,
  uploaded_last_year: false,
  questions: [],
  ...over,
});

const section = (over: Partial<AnsweredSection>): AnsweredSection =>
  ({
    id: 's1',
    name: 'Income',
    section_type: 3,
    triggered: true,
    marked_completed: false,
    status: 'pending',
    completed_count: 0,
    total_count: 0,
    letter_signed: false,
    engagement_signatures: [],
    questionnaire_questions: [],
    ...over,
  }) as AnsweredSection;

const wages = question({
  content_id: 'wages',
  text: 'Did you have wages?',
  question_type: 'boolean',
  answer: 'Yes',
  questions: [
    question({ content_id: 'employer', number: '1.1', text: 'Employer?', answer: 'Acme' }),
    question({ content_id: 'hidden', number: '', text: 'Hidden follow-up', triggered: false }),
  ],
});
const stock = question({ content_id: 'stock', number: '2.', question_type: 'boolean', text: 'Stock?', answer: 'No' });
const foreign = question({ content_id: 'foreign', number: '3.', text: 'Foreign?', answer: 'Not Applicable' });
const later = question({ content_id: 'later', number: '4.', text: 'Later?', answer_by: '2026-03-01' });
const when = question({ content_id: 'when', number: '5.', question_type: 'date', text: 'When?', answer: '2025-07-04' });
const w2 = question({
  content_id: 'w2',
  number: '6.',
  question_type: 'upload',
  text: 'Upload your W-2',
  answer: '/c1/2025/d1/W-2 Acme.pdf\n/c1/2025/d2/W-2 Beta.pdf',
});
const cars = question({
  content_id: 'cars',
  number: '7.',
  question_type: 'entries',
  text: 'Vehicles',
  answer: null,
  entries: [{ entry_number: 1, answers: { make: 'Ford', miles: '1200' } }],
  questions: [question({ content_id: 'make', text: 'Make' }), question({ content_id: 'miles', text: 'Miles' })],
  filtered_questionnaire_comments: [
    {
      id: 'n1',
      text: 'Dana Advisor: check the log',
      removed: false,
      from_firm_user: true,
      user_id: 'u',
      created_at: '2026-01-02T18:00:00Z',
    },
    {
      id: 'n2',
      text: 'Dana Advisor: gone',
      removed: true,
      from_firm_user: true,
      user_id: 'u',
      created_at: '2026-01-02T18:00:00Z',
    },
  ],
});

const answered = {
  name: 'Organizer',
  formatted_name: 'Organizer',
  tax_year: 2025,
  locked: false,
  completed: false,
  submitted_at: '2026-01-05T00:00:00Z',
  sections: [
    section({ questionnaire_questions: [wages, stock, foreign, later, when, w2, cars] }),
    section({ id: 'review', name: 'Review and Submit', section_type: 4 }),
    section({ id: 'rental', name: 'Rental', triggered: false }),
  ],
  additional_attachments: question({ content_id: '_attachments', number: '', answer: null }),
} as unknown as AnsweredQuestionnaire;

const opts = { removeNosAndNa: false, timeZone: 'Eastern Time (US & Canada)', now: new Date('2026-01-06T15:00:00Z') };

describe('a questionnaire as its export shows it (QD §5 Export, §9)', () => {
  it('shows triggered sections and questions only, each answer as a person reads it', () => {
    const model = questionnaireExport(answered, 'Casey Household', [], opts);
    expect(model.heading).toMatchObject({ title: 'Organizer', company: 'Casey Household', status: 'Submitted' });
    expect(model.sections.map((s) => s.title)).toEqual(['Income']);
    const [q1, q2, q3, q4, q5, q6, q7] = model.sections[0]!.questions;
    expect(q1).toMatchObject({ number: '1.', answer: 'Yes', state: 'answered' });
    expect(q1!.questions.map((q) => q.text)).toEqual(['Employer?']);
    expect(q2).toMatchObject({ answer: 'No', state: 'answered' });
    expect(q3).toMatchObject({ state: 'not_applicable', answer: '' });
    expect(q4).toMatchObject({ state: 'answer_later', answer_by: 'Mar 1, 2026' });
    expect(q5!.answer).toBe('Jul 4, 2025');
    expect(q6!.answer).toBe('W-2 Acme.pdf, W-2 Beta.pdf');
    expect(q7!.entries).toEqual({ columns: ['Make', 'Miles'], rows: [['Ford', '1200']] });
    expect(q7!.notes).toEqual([
      { author: 'Dana Advisor', text: 'check the log', date: 'Jan 2, 2026 1:00 PM', from_firm_user: true },
    ]);
    expect(model.attachments).toBeNull();
  });

  it('remove No and N/A answers leaves those questions out, with what hangs under them', () => {
    const model = questionnaireExport(answered, 'Casey Household', [], { ...opts, removeNosAndNa: true });
    expect(model.sections[0]!.questions.map((q) => q.text)).not.toContain('Stock?');
    expect(model.sections[0]!.questions.map((q) => q.text)).not.toContain('Foreign?');
    expect(model.sections[0]!.questions.map((q) => q.text)).toContain('Did you have wages?');
  });
});
