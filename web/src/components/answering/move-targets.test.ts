import { describe, expect, test } from 'vitest';
import type { AnsweredQuestionnaire } from '../../api/answering';
import type { TemplateDetail } from '../../api/questionnaires-staff';
import { moveTargets } from './rules';
import { templateAsAnswered } from './template-view';

const upload = (id: string, order: number) => ({
  id,
  text: `Upload ${id}`,
  question_type: 'upload' as const,
  options: [],
  optional: false,
  order,
  questions: [],
});

const template = (checklist: boolean) =>
  ({
    id: 't1',
    name: 'Organizer',
    description: null,
    entity_kind: 'individual',
    sections: [
      { id: 's1', name: 'General', section_type: 3, questionnaire_questions: [upload('a', 1)] },
      ...(checklist
        ? [{ id: 's2', name: 'Checklist', section_type: 10, questionnaire_questions: [upload('b', 1)] }]
        : []),
      { id: 's3', name: 'Review', section_type: 4, questionnaire_questions: [] },
    ],
  }) as unknown as TemplateDetail;

const view = (checklist = true): AnsweredQuestionnaire => templateAsAnswered(template(checklist), 2025, '2026-03-01');

describe('where a document moves (QD §4: to another answer or to additional attachments)', () => {
  test('every other upload question and the additional attachments, shown in the checklist', () => {
    const q = view();
    expect(q.additional_attachments).toMatchObject({ id: 't1._attachments', section_id: 's2', number: '' });
    const a = q.sections[0]!.questionnaire_questions[0]!;
    expect(moveTargets(q, a).map((x) => x.id)).toEqual(['t1.b', 't1._attachments']);
    expect(moveTargets(q, q.additional_attachments).map((x) => x.id)).toEqual(['t1.a', 't1.b']);
  });

  test('without a checklist the attachments end the last question section; with no section for them, no target', () => {
    const q = view(false);
    expect(q.additional_attachments.section_id).toBe('s1');
    const nowhere = { ...q, additional_attachments: { ...q.additional_attachments, section_id: '' } };
    expect(moveTargets(nowhere, q.sections[0]!.questionnaire_questions[0]!)).toEqual([]);
  });
});
