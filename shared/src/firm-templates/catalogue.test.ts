import { describe, expect, it } from 'vitest';
import { builtInEntityTypes } from '../companies';
import {
  allQuestions,
  type ContentQuestion,
  type ContentSection,
  contentProblem,
  maxQuestionDepth,
  sectionTypes,
  TemplateContent,
} from '../schemas/questionnaire-content';
import { buildTemplate, type TemplateDef } from './build';
import { firmTemplateDefinitions, firmTemplates } from './catalogue';

const canadianKey = 'schedule-c-canada';
const specSections = [
  'General',
  'Income',
  'Cost of Goods Sold',
  'Expenses',
  'Home Office',
  'Business Use of Vehicle',
  'New Asset',
  'Payroll',
  'Auto',
  'Loans',
  'K-1 Investments',
  'Rental Activity',
  'Estimated Tax Payments',
];

const questionsOf = (sections: readonly ContentSection[]) => [...allQuestions(sections)];
const labelsOf = (sections: readonly ContentSection[], name?: string) =>
  questionsOf(sections.filter((s) => name === undefined || s.name === name)).map((w) => w.question.text);
const section = (t: { sections: ContentSection[] }, name: string) => t.sections.find((s) => s.name === name);
const minimal = (questions: TemplateDef['sections'][number]['questions']): TemplateDef => ({
  key: 'probe',
  name: 'Probe',
  description: 'Probe',
  entity_kind: 'Individual',
  sections: [{ name: 'General', questions }],
});

describe('the firm template catalogue (FA §3.9)', () => {
  it('offers the kinds the spec names, with the 1040 organizer first', () => {
    expect(firmTemplates.map((t) => t.id)).toEqual([
      'builtin-individual-1040',
      'builtin-schedule-c',
      'builtin-schedule-c-canada',
      'builtin-schedule-f',
      'builtin-schedule-e',
      'builtin-s-corporation',
      'builtin-partnership',
      'builtin-income-expenses',
    ]);
  });

  it('every template id starts with builtin- and its entity kind is a built-in entity type', () => {
    for (const t of firmTemplates) {
      expect(t.id.startsWith('builtin-')).toBe(true);
      expect(builtInEntityTypes).toContain(t.entity_kind);
      expect(t.name.trim()).not.toBe('');
      expect(t.description.trim()).not.toBe('');
    }
  });

  it('every firm template parses as template content unchanged', () => {
    for (const t of firmTemplates) {
      expect(TemplateContent.parse({ sections: t.sections })).toStrictEqual({ sections: t.sections });
    }
  });

  it('every firm template passes the content checks', () => {
    for (const t of firmTemplates) expect(contentProblem(t.sections), t.id).toBeNull();
  });

  it('ids are unique across the whole catalogue, sections and questions alike', () => {
    const ids = firmTemplates.flatMap((t) => [
      t.id,
      ...t.sections.map((s) => s.id),
      ...questionsOf(t.sections).map((w) => w.question.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('follow-ups nest three levels somewhere and never deeper', () => {
    const depths = firmTemplates.flatMap((t) => questionsOf(t.sections).map((w) => w.depth));
    expect(Math.max(...depths)).toBe(maxQuestionDepth);
    // A real follow-up chain, not an entries question's columns under a follow-up.
    const chains = firmTemplates.flatMap((t) =>
      questionsOf(t.sections).filter(
        (w) => w.depth === 3 && w.question.trigger_for_follow_up_question && w.parentType !== 'entries',
      ),
    );
    expect(chains.length).toBeGreaterThan(0);
  });

  it("a follow-up is shown by one of its parent's answers and names its parent; columns have no trigger", () => {
    const check = (parent: ContentQuestion) => {
      for (const child of parent.questions) {
        if (parent.question_type === 'entries') {
          expect(child.trigger_for_follow_up_question ?? null).toBeNull();
        } else {
          const answers = parent.question_type === 'boolean' ? ['Yes', 'No'] : parent.options;
          expect(['boolean', 'select', 'multiple']).toContain(parent.question_type);
          expect(answers).toContain(child.trigger_for_follow_up_question);
          expect(child.follow_up_question_id).toBe(parent.id);
        }
        check(child);
      }
    };
    for (const t of firmTemplates) for (const s of t.sections) for (const q of s.questionnaire_questions) check(q);
  });

  it('orders questions 0..n within each parent and caps every short text answer', () => {
    const ordered = (qs: readonly ContentQuestion[]) => expect(qs.map((q) => q.order)).toEqual(qs.map((_, i) => i));
    for (const t of firmTemplates) {
      for (const s of t.sections) ordered(s.questionnaire_questions);
      for (const { question } of questionsOf(t.sections)) {
        ordered(question.questions);
        if (question.question_type === 'text') expect(question.number_of_characters, question.id).toBeTruthy();
      }
    }
  });

  it('uses the section names the spec lists', () => {
    const names = new Set(firmTemplates.flatMap((t) => t.sections.map((s) => s.name)));
    for (const name of specSections) expect(names, name).toContain(name);
    expect(firmTemplates.every((t) => t.sections[0].name === 'General')).toBe(true);
  });

  it('ends every template with the engagement letter to sign and the review', () => {
    for (const t of firmTemplates) {
      const [letter, review] = t.sections.slice(-2);
      expect(letter).toMatchObject({ name: 'Engagement Letter', section_type: sectionTypes.agreementSignature });
      expect(letter.custom_element).toContain('<p>');
      expect(review).toMatchObject({
        name: 'Review and Submit',
        section_type: sectionTypes.reviewAndSubmit,
        questionnaire_questions: [],
      });
      const middle = t.sections.slice(0, -2).map((s) => s.section_type);
      expect(
        middle.every((type) => type === sectionTypes.questionnaire || type === sectionTypes.documentChecklist),
      ).toBe(true);
    }
  });

  it('gives the 1040 organizer a document checklist of uploads', () => {
    const organizer = firmTemplates.find((t) => t.id === 'builtin-individual-1040')!;
    const checklist = section(organizer, 'Document Checklist')!;
    expect(checklist.section_type).toBe(sectionTypes.documentChecklist);
    const questions = checklist.questionnaire_questions;
    expect(questions.every((q) => q.question_type === 'upload')).toBe(true);
    const labels = questions.map((q) => q.text).join('\n');
    for (const form of ['W-2', '1099-INT', '1099-R', '1098', '1095-A', "last year's", 'photo ID']) {
      expect(labels).toContain(form);
    }
  });

  it('labels the simplified home office rate at $5 per square foot in the US templates', () => {
    const us = firmTemplates.filter((t) => t.id !== `builtin-${canadianKey}` && section(t, 'Home Office'));
    expect(us.length).toBeGreaterThan(0);
    for (const t of us) {
      expect(
        labelsOf(t.sections, 'Home Office').some((l) => l.includes('$5 per square foot')),
        t.id,
      ).toBe(true);
    }
  });

  it('labels the $2,500 and $500 asset thresholds in the New Asset sections', () => {
    const withAssets = firmTemplates.filter((t) => section(t, 'New Asset'));
    expect(withAssets.length).toBeGreaterThan(0);
    for (const t of withAssets) {
      const labels = labelsOf(t.sections, 'New Asset');
      expect(
        labels.some((l) => l.includes('$500')),
        t.id,
      ).toBe(true);
      if (t.id !== `builtin-${canadianKey}`)
        expect(
          labels.some((l) => l.includes('$2,500')),
          t.id,
        ).toBe(true);
    }
  });

  it("words the Canadian business template in the CRA's terms", () => {
    const canada = firmTemplates.find((t) => t.id === `builtin-${canadianKey}`)!;
    const text = [
      canada.name,
      canada.description,
      ...canada.sections.flatMap((s) => [s.instruction ?? '', ...labelsOf([s])]),
      ...questionsOf(canada.sections).flatMap((w) => w.question.options),
    ].join('\n');
    for (const term of ['T2125', 'GST/HST', 'capital cost allowance', 'CCA', 'Province', 'Ontario', 'kilometres']) {
      expect(text).toContain(term);
    }
    expect(text.toLowerCase()).not.toContain('depreciation');
    expect(text).not.toMatch(/\bIRS\b/);
  });

  it('asks the kinds of questions a preparer asks: uploads, lists, choices, dates and optional ones', () => {
    for (const t of firmTemplates) {
      const types = new Set(questionsOf(t.sections).map((w) => w.question.question_type));
      for (const type of ['boolean', 'upload', 'entries', 'select', 'text', 'textarea', 'date']) {
        expect(types, `${t.id} ${type}`).toContain(type);
      }
      expect(questionsOf(t.sections).some((w) => w.question.optional)).toBe(true);
    }
  });
});

describe('the template builder', () => {
  it('builds the same content every time, without sharing objects with the definition', () => {
    for (const def of firmTemplateDefinitions) {
      const first = buildTemplate(def);
      const second = buildTemplate(def);
      expect(second).toStrictEqual(first);
      expect(second.sections).not.toBe(first.sections);
      expect(firmTemplates.find((t) => t.id === first.id)).toStrictEqual(first);
    }
  });

  it('derives ids, order and follow-up links from where a question sits', () => {
    const built = buildTemplate(
      minimal([
        { text: 'Name', type: 'text', max: 20 },
        {
          text: 'Any vehicles?',
          followUps: [
            {
              when: 'Yes',
              questions: [{ text: 'List them', type: 'entries', columns: [{ text: 'Make', type: 'text', max: 50 }] }],
            },
            { when: 'No', questions: [{ text: 'Why not?', type: 'textarea', optional: true }] },
          ],
        },
      ]),
    );
    expect(built.id).toBe('builtin-probe');
    const [s] = built.sections;
    expect(s).toMatchObject({ id: 'probe-s1', name: 'General', section_type: sectionTypes.questionnaire });
    const [name, vehicles] = s.questionnaire_questions;
    expect(name).toStrictEqual({
      id: 'probe-s1-q1',
      text: 'Name',
      question_type: 'text',
      options: [],
      optional: false,
      order: 0,
      number_of_characters: 20,
      questions: [],
    });
    expect(vehicles.question_type).toBe('boolean');
    expect(
      vehicles.questions.map((q) => [q.id, q.order, q.follow_up_question_id, q.trigger_for_follow_up_question]),
    ).toEqual([
      ['probe-s1-q2-f1', 0, 'probe-s1-q2', 'Yes'],
      ['probe-s1-q2-f2', 1, 'probe-s1-q2', 'No'],
    ]);
    expect(vehicles.questions[0].questions).toStrictEqual([
      {
        id: 'probe-s1-q2-f1-c1',
        text: 'Make',
        question_type: 'text',
        options: [],
        optional: false,
        order: 0,
        number_of_characters: 50,
        questions: [],
      },
    ]);
  });

  it('refuses a definition a client could not answer', () => {
    expect(() => buildTemplate(minimal([{ text: 'Pick one', type: 'select' }]))).toThrow(/needs options/);
    expect(() => buildTemplate(minimal([{ text: 'List', type: 'entries' }]))).toThrow(/needs columns/);
    expect(() => buildTemplate(minimal([{ text: 'Notes', type: 'textarea', max: 10 }]))).toThrow(/length cap/);
    expect(() =>
      buildTemplate(minimal([{ text: 'Any?', followUps: [{ when: 'Maybe', questions: [{ text: 'Which?' }] }] }])),
    ).toThrow(/no answer 'Maybe'/);
    expect(() =>
      buildTemplate(
        minimal([{ text: 'When?', type: 'date', followUps: [{ when: 'Yes', questions: [{ text: 'Why?' }] }] }]),
      ),
    ).toThrow(/shows follow-ups/);
  });

  it('the catalogue cannot be changed by whoever reads it', () => {
    const [t] = firmTemplates;
    expect(() => {
      (t.sections[0].questionnaire_questions[0] as any).text = 'changed';
    }).toThrow(TypeError);
  });
});
