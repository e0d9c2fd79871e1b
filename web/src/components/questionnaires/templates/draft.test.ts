import { describe, expect, test } from 'vitest';
import type { ContentQuestion, ContentSection } from '../../../api/questionnaires-staff';
import {
  contentOf,
  draftOf,
  draftReducer,
  newContentId,
  newQuestion,
  newSection,
  type TemplateDraft,
  triggerChoices,
} from './draft';
import { draftProblems, fieldIds } from './problems';

const q = (id: string, more: Partial<ContentQuestion> = {}): ContentQuestion => ({
  id,
  text: `Question ${id}`,
  question_type: 'boolean',
  options: [],
  optional: false,
  order: 0,
  questions: [],
  ...more,
});

function draftWith(questions: ContentQuestion[]): TemplateDraft {
  const section: ContentSection = { id: 's1', name: 'General', section_type: 3, questionnaire_questions: questions };
  return { name: 'Organizer', description: '', entity_kind: '', sections: [section] };
}

const questionsOf = (d: TemplateDraft) => d.sections[0].questionnaire_questions;

describe('template drafts', () => {
  test('ids are short and use only letters, digits, _ and -', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newContentId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  test('a follow-up of a boolean is shown by Yes; an entries column needs no answer', () => {
    const yes = newQuestion(q('p'));
    expect(yes.follow_up_question_id).toBe('p');
    expect(yes.trigger_for_follow_up_question).toBe('Yes');
    const column = newQuestion(q('e', { question_type: 'entries' }));
    expect(column.question_type).toBe('text');
    expect(column.trigger_for_follow_up_question).toBeUndefined();
    expect(triggerChoices('select', ['A', ' ', 'B', 'A'])).toEqual(['A', 'B']);
  });

  test('a question moves among its siblings only, and untouched questions keep their objects', () => {
    const child1 = q('c1', { trigger_for_follow_up_question: 'Yes' });
    const child2 = q('c2', { trigger_for_follow_up_question: 'No' });
    const other = q('b');
    const d = draftWith([q('a', { questions: [child1, child2] }), other]);
    const moved = draftReducer(d, { type: 'moveQuestion', id: 'c2', by: -1 });
    expect(questionsOf(moved)[0].questions.map((c) => c.id)).toEqual(['c2', 'c1']);
    expect(questionsOf(moved)[1]).toBe(other);
    // At the top already: nothing moves.
    const same = draftReducer(moved, { type: 'moveQuestion', id: 'c2', by: -1 });
    expect(questionsOf(same)[0].questions.map((c) => c.id)).toEqual(['c2', 'c1']);
    const removed = draftReducer(moved, { type: 'removeQuestion', id: 'c1' });
    expect(questionsOf(removed)[0].questions.map((c) => c.id)).toEqual(['c2']);
  });

  test('renaming an option carries its follow-ups; removing it leaves them to be given another answer', () => {
    const follow = q('f', { trigger_for_follow_up_question: 'Married' });
    const d = draftWith([q('s', { question_type: 'select', options: ['Single', 'Married'], questions: [follow] })]);
    const renamed = draftReducer(d, { type: 'setOption', id: 's', index: 1, value: 'Married jointly' });
    expect(questionsOf(renamed)[0].questions[0].trigger_for_follow_up_question).toBe('Married jointly');
    const removed = draftReducer(renamed, { type: 'removeOption', id: 's', index: 1 });
    expect(questionsOf(removed)[0].questions[0].trigger_for_follow_up_question).toBeNull();
    expect(draftProblems(removed).map((p) => p.field)).toEqual([fieldIds.trigger('f')]);
  });

  test('a type of another kind of children drops them; a select starts with one empty option', () => {
    const d = draftWith([q('a', { questions: [q('c', { trigger_for_follow_up_question: 'Yes' })] })]);
    const select = draftReducer(d, { type: 'setQuestionType', id: 'a', questionType: 'select' });
    expect(questionsOf(select)[0].options).toEqual(['']);
    expect(questionsOf(select)[0].questions).toHaveLength(1);
    const text = draftReducer(d, { type: 'setQuestionType', id: 'a', questionType: 'text' });
    expect(questionsOf(text)[0].questions).toEqual([]);
  });

  test('the saved content numbers each level from 0, links follow-ups to their parent and drops stray fields', () => {
    const d = draftWith([
      q('a', {
        order: 7,
        options: ['left over'],
        number_of_characters: 20,
        questions: [q('c', { trigger_for_follow_up_question: 'Yes', order: 3 })],
      }),
      q('e', { question_type: 'entries', questions: [q('col', { question_type: 'text', number_of_characters: 9 })] }),
    ]);
    const [a, e] = contentOf(d.sections)[0].questionnaire_questions;
    expect(a).toMatchObject({ order: 0, options: [] });
    expect(a.number_of_characters).toBeUndefined();
    expect(a.questions[0]).toMatchObject({
      order: 0,
      follow_up_question_id: 'a',
      trigger_for_follow_up_question: 'Yes',
    });
    expect(e.order).toBe(1);
    expect(e.questions[0].follow_up_question_id).toBeUndefined();
    expect(e.questions[0].number_of_characters).toBe(9);
  });

  test('problems name the field: a name, a section name, question text, options, columns', () => {
    const d: TemplateDraft = {
      name: ' ',
      description: '',
      entity_kind: '',
      sections: [
        {
          ...newSection(''),
          id: 's',
          questionnaire_questions: [
            q('t', { text: '' }),
            q('m', { question_type: 'multiple', options: ['A', 'A'] }),
            q('e', { question_type: 'entries' }),
          ],
        },
      ],
    };
    expect(draftProblems(d).map((p) => p.field)).toEqual([
      fieldIds.name,
      fieldIds.sectionName('s'),
      fieldIds.questionText('t'),
      fieldIds.option('m', 1),
      fieldIds.addChild('e'),
    ]);
  });

  test('a stored template opens with each level in its order', () => {
    const d = draftOf(
      {
        name: 'T',
        description: null,
        entity_kind: null,
        sections: [
          {
            id: 's',
            name: 'S',
            section_type: 3,
            questionnaire_questions: [q('b', { order: 1 }), q('a', { order: 0 })],
          },
        ],
      },
      'New section',
    );
    expect(questionsOf(d).map((x) => x.id)).toEqual(['a', 'b']);
    expect(d.description).toBe('');
  });
});
