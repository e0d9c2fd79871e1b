import { describe, expect, test } from 'vitest';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import {
  bulkConfirmationNeeded,
  customBody,
  customProblems,
  type CustomForm,
  dropOffBody,
  dropOffProblems,
  type DropOffForm,
  type DraftQuestion,
  templateSendBody,
  templateSendProblems,
  type TemplateSendForm,
} from './send-rules';

const today = '2026-03-10';
const entity = (n: number) => ({ id: `c${n}`, name: `Entity ${n}` });
const question = (change: Partial<DraftQuestion> = {}): DraftQuestion => ({
  key: 'k1',
  text: 'How many rentals?',
  question_type: 'text',
  options: '',
  section_id: '',
  ...change,
});

const template = (change: Partial<TemplateSendForm> = {}): TemplateSendForm => ({
  templateId: 'builtin-individual-1040',
  sections: ['s1', 's2'],
  allSections: ['s1', 's2'],
  taxYear: 2025,
  companies: [entity(1)],
  companyTypes: [],
  dueDate: '2026-03-24',
  scheduled: false,
  frequency: 'once',
  firstScheduledDate: '2026-03-11',
  daysUntilDue: '14',
  includePriorYearItems: false,
  showUploadsAsChecklist: false,
  allOwnersMustSign: false,
  updateProfileSection: false,
  documentPopOutChecklist: false,
  depositRequired: false,
  depositAmount: '',
  questions: [],
  ...change,
});

describe('a template send', () => {
  test('is complete with a template, a year, an entity and a due date', () => {
    expect(templateSendProblems(template(), today)).toEqual({});
  });

  test('says what is missing in the spec’s words', () => {
    const problems = templateSendProblems(
      template({ templateId: '', taxYear: null, companies: [], dueDate: '2026-03-09' }),
      today,
    );
    expect(problems).toEqual({
      template: sendingText.selectTemplate,
      taxYear: sendingText.selectTaxYear,
      audience: sendingText.selectCompany,
      dueDate: sendingText.validDueDate,
    });
  });

  test('may have no due date, or today', () => {
    expect(templateSendProblems(template({ dueDate: '' }), today)).toEqual({});
    expect(templateSendProblems(template({ dueDate: today }), today)).toEqual({});
  });

  test('goes to an entity type alone', () => {
    expect(templateSendProblems(template({ companies: [], companyTypes: ['Trust'] }), today)).toEqual({});
  });

  test('scheduled, needs a frequency and a send date not in the past', () => {
    const problems = templateSendProblems(
      template({ scheduled: true, frequency: '', firstScheduledDate: '2026-03-01', dueDate: 'not a date' }),
      today,
    );
    expect(problems).toEqual({
      frequency: sendingText.selectFrequency,
      firstScheduledDate: sendingText.selectSendDate,
    });
  });

  test('with a deposit, needs its amount', () => {
    expect(templateSendProblems(template({ depositRequired: true }), today).depositAmount).toBe(
      sendingText.enterDepositAmount,
    );
    expect(templateSendProblems(template({ depositRequired: true, depositAmount: '0' }), today).depositAmount).toBe(
      sendingText.enterDepositAmount,
    );
    expect(templateSendProblems(template({ depositRequired: true, depositAmount: '150' }), today)).toEqual({});
  });

  test('each extra question needs text, and a choice its options', () => {
    expect(templateSendProblems(template({ questions: [question({ text: ' ' })] }), today)).toEqual({
      'question.k1': sendingText.questionNeedsText,
    });
    expect(
      Object.keys(templateSendProblems(template({ questions: [question({ question_type: 'select' })] }), today)),
    ).toEqual(['question.k1']);
  });

  test('sends the payload of QD §3: all sections as none named, the deposit in dollars', () => {
    const body = templateSendBody(
      template({
        depositRequired: true,
        depositAmount: '250.50',
        questions: [question({ question_type: 'select', options: 'One\n\n Two ', section_id: 's2' })],
      }),
      false,
    );
    expect(body).toMatchObject({
      questionnaire_template_id: 'builtin-individual-1040',
      sections: undefined,
      company_ids: ['c1'],
      company_types: [],
      tax_year: 2025,
      due_date: '2026-03-24',
      deposit_required: true,
      deposit_amount: 250.5,
      is_draft: false,
      questions_to_create: [
        { text: 'How many rentals?', question_type: 'select', options: ['One', 'Two'], section_id: 's2' },
      ],
    });
    expect(templateSendBody(template({ sections: ['s2'] }), true)).toMatchObject({ sections: ['s2'], is_draft: true });
  });

  test('scheduled, sends the schedule instead of a due date', () => {
    const body = templateSendBody(template({ scheduled: true, frequency: 'monthly' }), false);
    expect(body).toMatchObject({ frequency: 'monthly', first_scheduled_date: '2026-03-11', days_until_due: 14 });
    expect(body).not.toHaveProperty('due_date');
  });
});

describe('the bulk confirmation', () => {
  test('is asked at 10 entities or any entity type', () => {
    const nine = Array.from({ length: 9 }, (_, i) => entity(i));
    expect(bulkConfirmationNeeded({ companies: nine, companyTypes: [] })).toBe(false);
    expect(bulkConfirmationNeeded({ companies: [...nine, entity(9)], companyTypes: [] })).toBe(true);
    expect(bulkConfirmationNeeded({ companies: [], companyTypes: ['Trust'] })).toBe(true);
  });
});

describe('a custom questionnaire', () => {
  const custom = (change: Partial<CustomForm> = {}): CustomForm => ({
    taxYear: 2025,
    name: 'Rental details',
    companies: [entity(1)],
    companyTypes: [],
    dueDate: '2026-03-11',
    items: [question()],
    ...change,
  });

  test('needs a subject, items with text and a due date from tomorrow', () => {
    expect(customProblems(custom(), today)).toEqual({});
    expect(customProblems(custom({ name: ' ', dueDate: today, items: [] }), today)).toEqual({
      name: sendingText.enterSubject,
      dueDate: sendingText.dueDateFuture,
      items: sendingText.needOneItem,
    });
  });

  test('sends its name and items without a template', () => {
    expect(customBody(custom(), false)).toEqual({
      name: 'Rental details',
      company_ids: ['c1'],
      company_types: [],
      tax_year: 2025,
      due_date: '2026-03-11',
      is_draft: false,
      questions_to_create: [{ text: 'How many rentals?', question_type: 'text', options: [] }],
    });
  });
});

describe('a Document Drop Off', () => {
  const dropOff = (change: Partial<DropOffForm> = {}): DropOffForm => ({
    companies: [entity(1)],
    companyTypes: [],
    taxYear: 2025,
    dueDate: today,
    templateName: '',
    emailSubject: '',
    emailBody: '',
    includePriorYearItems: false,
    requestItems: false,
    items: [],
    ...change,
  });

  test('needs a due date, today at the earliest', () => {
    expect(dropOffProblems(dropOff(), today)).toEqual({});
    expect(dropOffProblems(dropOff({ dueDate: '' }), today).dueDate).toBe(sendingText.validDueDate);
    expect(dropOffProblems(dropOff({ dueDate: '2026-03-09' }), today).dueDate).toBe(sendingText.validDueDate);
  });

  test('asking for items, needs one at least', () => {
    expect(dropOffProblems(dropOff({ requestItems: true }), today).items).toBe(sendingText.needOneItem);
  });

  test('sends upload items and the drop-off flag', () => {
    const body = dropOffBody(
      dropOff({ requestItems: true, items: [question({ text: 'W-2' })], templateName: ' Spring docs ' }),
      false,
    );
    expect(body).toMatchObject({
      document_drop_off_enabled: true,
      custom_template_name: 'Spring docs',
      custom_email_subject: undefined,
      due_date: today,
      questions_to_create: [{ text: 'W-2', question_type: 'upload', options: [] }],
    });
  });
});
