import { describe, expect, it } from 'vitest';
import { progressOf } from '@ledgerline/shared/answered-progress';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { answeredAttachments } from './answered-attachments';
import { answeredSections, emptyParts, type ViewOptions } from './answered-view';
import type { QuestionnaireAnswerItem } from './data/entities/questionnaire-answering';

const Q = 'qn1';
const opts: ViewOptions = {
  questionnaireId: Q,
  viewer: 'client',
  signers: [],
  requireOneSignaturePerSection: false,
  submitted: false,
};
const content: ContentSection[] = [
  {
    id: 'docs',
    name: 'Documents',
    section_type: 10,
    questionnaire_questions: [
      { id: 'w2', text: 'W-2', question_type: 'upload', options: [], optional: false, order: 1, questions: [] },
    ],
  },
  { id: 'review', name: 'Review', section_type: 4, questionnaire_questions: [] },
];

function partsWith(answers: Record<string, string>) {
  const p = emptyParts();
  for (const [questionId, answer] of Object.entries(answers))
    p.answers.set(questionId, { firmId: 'f', questionnaireId: Q, questionId, answer } as QuestionnaireAnswerItem);
  return p;
}

describe('the additional attachments in the answered view (QD §4, §5 Uploads)', () => {
  it('an optional upload item with its ref, in the checklist, holding the attached documents', () => {
    const parts = partsWith({ _attachments: 'c1/d1/A.pdf\nc1/d2/B.pdf' });
    const sections = answeredSections(content, parts, opts);
    expect(answeredAttachments(Q, sections, parts)).toMatchObject({
      id: 'qn1._attachments',
      content_id: '_attachments',
      section_id: 'docs',
      text: 'Additional attachments',
      question_type: 'upload',
      optional: true,
      number: '',
      answer: 'c1/d1/A.pdf\nc1/d2/B.pdf',
      answer_by: null,
      status: 'completed',
    });
  });

  it('never counted: the sections’ counters and the progress are the content’s alone', () => {
    const parts = partsWith({ _attachments: 'c1/d1/A.pdf' });
    const sections = answeredSections(content, parts, opts);
    expect(progressOf(sections)).toEqual({ total: 1, completed: 0 });
    expect(sections[0]).toMatchObject({ completed_count: 0, total_count: 1, status: 'incomplete' });
  });

  it('nothing attached yet: no answer, incomplete', () => {
    const parts = emptyParts();
    expect(answeredAttachments(Q, answeredSections(content, parts, opts), parts)).toMatchObject({
      answer: null,
      status: 'incomplete',
    });
  });
});
