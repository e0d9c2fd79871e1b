import { describe, expect, it } from 'vitest';
import { answeringText } from '@ledgerline/shared/answering';
import { addDays, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { pdfBytes } from '../support/documents';

/**
 * Answering a questionnaire (QD §4 Answer states, §5 Answers, §6, §7): answers, entries, sections and notes, as a
 * client and as staff, and the uploads an upload question's answer names. Each test makes its own firm.
 */

// Today as the firm sees it (the factory's firms are on Pacific time), and dates around it. The due date stays in
// this year so that a date after it can still be in the current year.
const today = todayIn(new Date(), 'Pacific Time (US & Canada)');
const year = Number(today.slice(0, 4));
const yearEnd = `${year}-12-31`;
const dueDate = addDays(today, 20) < yearEnd ? addDays(today, 20) : `${year}-12-30`;
const laterOk = addDays(today, 1);
const yesterday = addDays(today, -1);

const q = (id: string, text: string, question_type: string, more: Record<string, unknown> = {}) => ({
  id,
  text,
  question_type,
  ...more,
});

/** Every question type, follow-ups three levels deep, an entries question, a checklist, a custom and a review section. */
const content = {
  sections: [
    {
      id: 'personal',
      name: 'Personal',
      section_type: 3,
      questionnaire_questions: [
        q('dependents', 'Do you have dependents?', 'boolean', {
          order: 1,
          questions: [
            q('who', 'Who are they?', 'multiple', {
              options: ['Child', 'Parent'],
              trigger_for_follow_up_question: 'Yes',
              questions: [q('childName', 'Child’s name', 'text', { trigger_for_follow_up_question: 'Child' })],
            }),
          ],
        }),
        q('status', 'Filing status', 'select', { order: 2, options: ['Single', 'Married'] }),
        q('income', 'Income kinds', 'multiple', { order: 3, options: ['W-2', '1099-INT', '1099-DIV'] }),
        q('moved', 'When did you move?', 'date', { order: 4 }),
        q('nickname', 'Nickname', 'text', { order: 5, number_of_characters: 10 }),
        q('pin', 'IRS PIN', 'password', { order: 6, number_of_characters: 6 }),
        q('story', 'Anything else?', 'textarea', { order: 7, optional: true }),
        q('strict', 'Your SSN', 'text', { order: 8, disable_not_applicable: true, disable_answer_later: true }),
        q('payers', 'Your 1099 payers', 'entries', {
          order: 9,
          questions: [
            q('payer', 'Payer', 'text', { order: 1 }),
            q('amount', 'Amount', 'text', { order: 2, number_of_characters: 8 }),
            q('kind', 'Form', 'select', { order: 3, options: ['1099-INT', '1099-DIV'] }),
          ],
        }),
      ],
    },
    {
      id: 'documents',
      name: 'Documents',
      section_type: 10,
      questionnaire_questions: [
        q('w2', 'Please upload your W-2', 'upload', { order: 1 }),
        q('k1', 'Please upload your K-1', 'upload', { order: 2 }),
      ],
    },
    { id: 'welcome', name: 'Welcome', section_type: 0, custom_element: '<p>Hello</p>' },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

interface Made {
  firmId: string;
  companyId: string;
  readonlyEntityId: string;
  otherCompanyId: string;
  qid: string;
  locked: string;
  completed: string;
  draft: string;
  pastDue: string;
  readonlyEntityQ: string;
  readonlyUserCompanyId: string;
  readonlyUserQ: string;
  otherQ: string;
  token: { client: string; partner: string; readonlyUser: string; other: string };
}

async function firmWithQuestionnaires(preferences: Record<string, unknown> = {}): Promise<Made> {
  const [client, readonlyUser, other] = ['ans-client', 'ans-readonly', 'ans-other'].map(uniqueEmail) as [
    string,
    string,
    string,
  ];
  const organizer = (name: string, more: Record<string, unknown> = {}) => ({
    name,
    tax_year: year,
    due_date: dueDate,
    content,
    ...more,
  });
  const firm = await makeFirm({
    preferences,
    users: [
      {
        email: client,
        password: demoPassword,
        fname: 'Casey',
        lname: 'Client',
        companies: [
          {
            name: 'Casey Household',
            questionnaires: [
              organizer('Organizer'),
              organizer('Locked organizer', { locked: true }),
              organizer('Completed organizer', { completed: true }),
              organizer('Draft organizer', { is_draft: true }),
              organizer('Past due organizer', { due_date: yesterday }),
            ],
          },
          { name: 'Casey Read-only LLC', readonly: true, questionnaires: [organizer('Read-only entity organizer')] },
        ],
      },
      {
        email: readonlyUser,
        password: demoPassword,
        readonly: true,
        companies: [{ name: 'Rae Household', questionnaires: [organizer('Read-only user organizer')] }],
      },
      {
        email: other,
        password: demoPassword,
        companies: [{ name: 'Other Household', questionnaires: [organizer('Other organizer')] }],
      },
    ],
  });
  const user = (email: string) => firm.users.find((u) => u.email === email)!;
  const [casey, caseyReadonly] = user(client).companies as [
    (typeof firm.users)[0]['companies'][0],
    (typeof firm.users)[0]['companies'][0],
  ];
  const [qid, locked, completed, draft, pastDue] = casey.questionnaires.map((x) => x.id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const tok = async (email: string) => (await signIn(email)).firebase_token;
  return {
    firmId: firm.firm_id,
    companyId: casey.id,
    readonlyEntityId: caseyReadonly.id,
    otherCompanyId: user(other).companies[0]!.id,
    qid,
    locked,
    completed,
    draft,
    pastDue,
    readonlyEntityQ: caseyReadonly.questionnaires[0]!.id,
    readonlyUserCompanyId: user(readonlyUser).companies[0]!.id,
    readonlyUserQ: user(readonlyUser).companies[0]!.questionnaires[0]!.id,
    otherQ: user(other).companies[0]!.questionnaires[0]!.id,
    token: {
      client: await tok(client),
      partner: await tok(firm.partnerEmail),
      readonlyUser: await tok(readonlyUser),
      other: await tok(other),
    },
  };
}

const ref = (questionnaireId: string, questionId: string) => `${questionnaireId}.${questionId}`;

function answer(token: string, companyId: string, id: string, body: Record<string, unknown>) {
  return api('/questionnaires/answer_question', { token, body: { company_id: companyId, id, ...body } });
}

async function read(token: string, companyId: string, id: string) {
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: companyId, id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.questionnaire as {
    sections: {
      id: string;
      status: string;
      marked_completed: boolean;
      completed_count: number;
      total_count: number;
      questionnaire_questions: Answered[];
    }[];
    opened_timestamp: string | null;
    in_progress: boolean;
    questions_total: number;
    questions_completed: number;
  };
}

interface Answered {
  id: string;
  content_id: string;
  number: string;
  triggered: boolean;
  answer: string | null;
  answer_by: string | null;
  answered_by_firm: boolean;
  status: string;
  entries: { entry_number: number; answers: Record<string, string> }[];
  filtered_questionnaire_comments: { id: string; text: string; from_firm_user: boolean }[];
  questions: Answered[];
}

function questionIn(view: { sections: { questionnaire_questions: Answered[] }[] }, contentId: string): Answered {
  const walk = (qs: Answered[]): Answered | undefined => {
    for (const x of qs) {
      if (x.content_id === contentId) return x;
      const inner = walk(x.questions);
      if (inner) return inner;
    }
    return undefined;
  };
  for (const s of view.sections) {
    const found = walk(s.questionnaire_questions);
    if (found) return found;
  }
  throw new Error(`no question ${contentId}`);
}

/** The three steps of an upload into the questionnaire's folder; answers process_document's response. */
async function upload(token: string, companyId: string, questionnaireId: string, name: string) {
  const link = await api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: companyId, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: link.body.headers,
    body: Buffer.from(pdfBytes),
  });
  expect(put.status).toBe(200);
  return api('/integrations/process_document', {
    token,
    body: {
      company_id: companyId,
      id: link.body.id,
      document_name: name,
      path: `/${year}/Questionnaire Documents`,
      questionnaire_id: questionnaireId,
    },
  });
}

describe('answers of every question type (QD §3, §4, §5)', () => {
  it('every question type is answered and read back with its status and number, to three levels', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const answers: [string, string, string][] = [
      ['dependents', 'yes', 'Yes'],
      ['who', 'Child\nParent', 'Child\nParent'],
      ['childName', 'Robin', 'Robin'],
      ['status', 'Married', 'Married'],
      ['income', 'W-2\n1099-DIV', 'W-2\n1099-DIV'],
      ['moved', '2025-07-01', '2025-07-01'],
      ['nickname', 'Case', 'Case'],
      ['pin', '123456', '123456'],
      ['story', 'Line one\nLine two', 'Line one\nLine two'],
    ];
    for (const [id, given] of answers) {
      const res = await answer(client, m.companyId, ref(m.qid, id), { answer: given });
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.message).toBe('Saved');
    }
    const view = await read(client, m.companyId, m.qid);
    for (const [id, , stored] of answers) {
      expect(questionIn(view, id), id).toMatchObject({
        id: ref(m.qid, id),
        answer: stored,
        status: 'completed',
        answered_by_firm: false,
      });
    }
    expect(
      ['dependents', 'who', 'childName', 'status', 'story', 'payers'].map((id) => questionIn(view, id).number),
    ).toEqual(['1.', '1.1', '1.1.1', '2.', '7.', '9.']);
    const personal = view.sections.find((s) => s.id === 'personal')!;
    // Shown: nine questions and the follow-ups 1.1 and 1.1.1; answered: all but the SSN and the entries.
    expect(personal).toMatchObject({ total_count: 11, completed_count: 9, status: 'incomplete' });
    expect(view.in_progress).toBe(true);
  });

  it('a follow-up shows when the parent’s answer matches its trigger, and hides when the parent’s answer changes', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const before = await read(client, m.companyId, m.qid);
    expect(questionIn(before, 'who')).toMatchObject({ triggered: false, number: '' });
    await answer(client, m.companyId, ref(m.qid, 'dependents'), { answer: 'Yes' });
    const parent = await answer(client, m.companyId, ref(m.qid, 'who'), { answer: 'Parent' });
    expect(questionIn(parent.body.questionnaire, 'who')).toMatchObject({ triggered: true, number: '1.1' });
    expect(questionIn(parent.body.questionnaire, 'childName').triggered).toBe(false);
    const child = await answer(client, m.companyId, ref(m.qid, 'who'), { answer: 'Parent\nChild' });
    expect(questionIn(child.body.questionnaire, 'childName')).toMatchObject({ triggered: true, number: '1.1.1' });
    const no = await answer(client, m.companyId, ref(m.qid, 'dependents'), { answer: 'No' });
    expect(no.status).toBe(200);
    const after = await read(client, m.companyId, m.qid);
    expect(questionIn(after, 'who')).toMatchObject({ triggered: false, number: '', answer: 'Parent\nChild' });
    expect(questionIn(after, 'childName').triggered).toBe(false);
  });

  it('answers that break the question’s rules are refused with the spec’s message, and the previous answer stays', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const id = ref(m.qid, 'nickname');
    expect((await answer(client, m.companyId, id, { answer: 'Casey' })).status).toBe(200);
    const long = await answer(client, m.companyId, id, { answer: 'Casey Client Jr.' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error: 'Answer must be at most 10 characters',
      fields: { answer: 'Answer must be at most 10 characters' },
    });
    const cases: [string, string, string][] = [
      ['pin', '1234567', answeringText.tooLong(6)],
      ['status', 'Widowed', answeringText.notAnOption],
      ['income', 'W-2\nK-1', answeringText.notAnOption],
      ['dependents', 'Maybe', answeringText.invalidBoolean],
      ['moved', '2025-02-30', answeringText.invalidDate],
      ['payers', 'Acme', answeringText.entriesOnly],
      ['payer', 'Acme', answeringText.entriesOnly],
    ];
    for (const [question, given, message] of cases) {
      const res = await answer(client, m.companyId, ref(m.qid, question), { answer: given });
      expect([question, res.status, res.body.error]).toEqual([question, 400, message]);
    }
    const view = await read(client, m.companyId, m.qid);
    expect(questionIn(view, 'nickname').answer).toBe('Casey');
    expect(questionIn(view, 'pin').answer).toBeNull();
    const unknown = await answer(client, m.companyId, ref(m.qid, 'nope'), { answer: 'x' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Question not found']);
  });

  it('saves of one question at once each apply whole or answer 409 with the spec’s message, never a mix', async () => {
    const m = await firmWithQuestionnaires();
    const values = ['one', 'two', 'three', 'four', 'five', 'six'];
    const results = await Promise.all(
      values.map((v) => answer(m.token.client, m.companyId, ref(m.qid, 'nickname'), { answer: v })),
    );
    const saved = values.filter((_, i) => results[i]!.status === 200);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([r.status, r.body.error]).toEqual([409, answeringText.saveFailed]);
    }
    expect(saved.length).toBeGreaterThan(0);
    const stored = questionIn(await read(m.token.client, m.companyId, m.qid), 'nickname').answer;
    expect(saved).toContain(stored);
  });
});

describe('who may answer (QD §2, §4, §6)', () => {
  it('a locked or completed questionnaire refuses answers with ‘Questionnaire is locked’, staff’s too', async () => {
    const m = await firmWithQuestionnaires();
    for (const [qid, token] of [
      [m.locked, m.token.client],
      [m.completed, m.token.client],
      [m.locked, m.token.partner],
    ] as const) {
      const res = await answer(token, m.companyId, ref(qid, 'nickname'), { answer: 'x' });
      expect([res.status, res.body.error]).toEqual([409, 'Questionnaire is locked']);
    }
    expect(questionIn(await read(m.token.client, m.companyId, m.locked), 'nickname').answer).toBeNull();
  });

  it('the client’s read-only banner texts come back as 403 messages; reading still works', async () => {
    const m = await firmWithQuestionnaires();
    const user = await answer(m.token.readonlyUser, m.readonlyUserCompanyId, ref(m.readonlyUserQ, 'nickname'), {
      answer: 'x',
    });
    expect([user.status, user.body.error]).toEqual([
      403,
      'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
    ]);
    const entity = await answer(m.token.client, m.readonlyEntityId, ref(m.readonlyEntityQ, 'nickname'), {
      answer: 'x',
    });
    expect([entity.status, entity.body.error]).toEqual([
      403,
      'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
    ]);
    const view = await read(m.token.readonlyUser, m.readonlyUserCompanyId, m.readonlyUserQ);
    expect(questionIn(view, 'nickname').answer).toBeNull();
  });

  it('another firm’s question, another owner’s questionnaire and a draft are 404 to the client', async () => {
    const m = await firmWithQuestionnaires();
    const elsewhere = await firmWithQuestionnaires();
    const foreign = await answer(m.token.client, elsewhere.companyId, ref(elsewhere.qid, 'nickname'), { answer: 'x' });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'Questionnaire not found']);
    const foreignStaff = await answer(m.token.partner, elsewhere.companyId, ref(elsewhere.qid, 'nickname'), {
      answer: 'x',
    });
    expect(foreignStaff.status).toBe(404);
    const otherOwner = await answer(m.token.client, m.otherCompanyId, ref(m.otherQ, 'nickname'), { answer: 'x' });
    expect(otherOwner.status).toBe(404);
    for (const [companyId, id] of [
      [m.otherCompanyId, m.otherQ],
      [m.companyId, m.draft],
      [m.companyId, m.otherQ],
    ] as const) {
      const res = await api('/questionnaires/get_questionnaire', {
        token: m.token.client,
        query: { company_id: companyId, id },
      });
      expect([res.status, res.body.error]).toEqual([404, 'Questionnaire not found']);
    }
    const draft = await answer(m.token.client, m.companyId, ref(m.draft, 'nickname'), { answer: 'x' });
    expect(draft.status).toBe(404);
    expect(
      questionIn(await read(elsewhere.token.client, elsewhere.companyId, elsewhere.qid), 'nickname').answer,
    ).toBeNull();
  });
});

describe('answer states (QD §4)', () => {
  it('answer later takes a date after today, in this year, before the due date; Answer Now undoes it', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const id = ref(m.qid, 'nickname');
    await answer(client, m.companyId, id, { answer: 'typed' });
    const later = await answer(client, m.companyId, id, { answer: null, answer_by: laterOk });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(questionIn(later.body.questionnaire, 'nickname')).toMatchObject({
      answer: null,
      answer_by: laterOk,
      status: 'pending',
    });
    const refused: [string, string][] = [
      [today, 'Answer later date must be in the future'],
      [`${year + 1}-01-05`, 'Answer later date must be in the current year'],
      [yearEnd, `Answer later date must be before the due date: ${formatted(dueDate)}`],
    ];
    for (const [date, message] of refused) {
      const res = await answer(client, m.companyId, ref(m.qid, 'status'), { answer_by: date });
      expect([date, res.status, res.body.error]).toEqual([date, 400, message]);
    }
    const strict = await answer(client, m.companyId, ref(m.qid, 'strict'), { answer_by: laterOk });
    expect([strict.status, strict.body.error]).toEqual([400, answeringText.answerLaterDisabled]);
    const now = await answer(client, m.companyId, id, { answer: null, answer_by: null });
    expect(now.body.message).toBe('Undo was successful');
    expect(questionIn(now.body.questionnaire, 'nickname')).toMatchObject({ answer_by: null, status: 'incomplete' });
  });

  it('past the due date, answer later and upload later are refused: ‘Questionnaire is past the due date.’', async () => {
    const m = await firmWithQuestionnaires();
    for (const question of ['nickname', 'w2']) {
      const res = await answer(m.token.client, m.companyId, ref(m.pastDue, question), { answer_by: laterOk });
      expect([question, res.status, res.body.error]).toEqual([question, 400, 'Questionnaire is past the due date.']);
    }
    // Answering is still open.
    expect((await answer(m.token.client, m.companyId, ref(m.pastDue, 'nickname'), { answer: 'ok' })).status).toBe(200);
  });

  it('Mark N/A and Answer Question; N/A refused where the question disables it', async () => {
    const m = await firmWithQuestionnaires();
    const na = await answer(m.token.client, m.companyId, ref(m.qid, 'nickname'), { answer: 'Not Applicable' });
    expect(na.body.message).toBe('Saved');
    expect(questionIn(na.body.questionnaire, 'nickname')).toMatchObject({
      answer: 'Not Applicable',
      status: 'completed',
    });
    const back = await answer(m.token.client, m.companyId, ref(m.qid, 'nickname'), { answer: null });
    expect(back.body.message).toBe('Undo was successful');
    const strict = await answer(m.token.client, m.companyId, ref(m.qid, 'strict'), { answer: 'Not Applicable' });
    expect([strict.status, strict.body.error]).toEqual([400, answeringText.notApplicableDisabled]);
  });

  it('Marked Completed is the firm’s: staff mark and undo it, the client cannot set or change it', async () => {
    const m = await firmWithQuestionnaires();
    const id = ref(m.qid, 'nickname');
    const byClient = await answer(m.token.client, m.companyId, id, { answer: 'Marked Completed' });
    expect([byClient.status, byClient.body.error]).toEqual([403, 'Only your firm can do this']);
    const marked = await answer(m.token.partner, m.companyId, id, { answer: 'Marked Completed' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.message).toBe('Question marked as completed');
    expect(questionIn(marked.body.questionnaire, 'nickname')).toMatchObject({
      answer: 'Marked Completed',
      answered_by_firm: true,
      status: 'completed',
    });
    const change = await answer(m.token.client, m.companyId, id, { answer: 'mine' });
    expect([change.status, change.body.error]).toEqual([403, 'Only your firm can do this']);
    const undo = await answer(m.token.partner, m.companyId, id, { answer: null });
    expect(undo.body.message).toBe('Undo Marked Completed was successful');
    expect(questionIn(undo.body.questionnaire, 'nickname')).toMatchObject({ answer: null, status: 'incomplete' });
    // Shown only for unanswered questions: an answered one is refused.
    await answer(m.token.client, m.companyId, id, { answer: 'mine' });
    const answered = await answer(m.token.partner, m.companyId, id, { answer: 'Marked Completed' });
    expect([answered.status, answered.body.error]).toEqual([409, answeringText.alreadyAnswered]);
  });
});

describe('upload questions (QD §4, §5 Uploads)', () => {
  it('an upload answer names active documents of the entity; others are refused', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const up = await upload(client, m.companyId, m.qid, 'W-2.pdf');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const location = up.body.document_location as string;
    const res = await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: location });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(questionIn(res.body.questionnaire, 'w2')).toMatchObject({ answer: location, status: 'completed' });
    const otherUp = await upload(m.token.other, m.otherCompanyId, m.otherQ, 'Theirs.pdf');
    for (const bad of [
      otherUp.body.document_location,
      location.replace(/\/[^/]+\/W-2\.pdf$/, '/nope123/W-2.pdf'),
      'not a location',
    ]) {
      const refused = await answer(client, m.companyId, ref(m.qid, 'k1'), { answer: bad });
      expect([refused.status, refused.body.error]).toEqual([400, answeringText.documentNotFound]);
    }
  });

  it('a document dragged to another question leaves the question that had it', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const a = (await upload(client, m.companyId, m.qid, 'A.pdf')).body;
    const b = (await upload(client, m.companyId, m.qid, 'B.pdf')).body;
    await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: `${a.document_location}\n${b.document_location}` });
    const documentId = (b.document_location as string).split('/').at(-2);
    const moved = await answer(client, m.companyId, ref(m.qid, 'k1'), {
      answer: b.document_location,
      id_of_doc_moved_by_user: documentId,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(questionIn(moved.body.questionnaire, 'w2').answer).toBe(a.document_location);
    expect(questionIn(moved.body.questionnaire, 'k1').answer).toBe(b.document_location);
  });

  it('upload later, provided elsewhere and N/A on a question with files delete its files; Undo', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const w2 = (await upload(client, m.companyId, m.qid, 'W-2.pdf')).body.document_location as string;
    await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: w2 });
    const later = await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: null, answer_by: laterOk });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(questionIn(later.body.questionnaire, 'w2')).toMatchObject({
      answer: null,
      answer_by: laterOk,
      status: 'pending',
    });
    const files = await api('/integrations/get_documents', {
      token: m.token.partner,
      body: { company_id: m.companyId, path: `/${year}/Questionnaire Documents` },
    });
    expect(files.status, JSON.stringify(files.body)).toBe(200);
    expect(files.body.files.map((f: { name: string }) => f.name)).not.toContain('W-2.pdf');
    // The deleted file no longer answers anything.
    const again = await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: w2 });
    expect([again.status, again.body.error]).toEqual([400, answeringText.documentNotFound]);
    const undo = await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: null, answer_by: null });
    expect(undo.body.message).toBe('Undo was successful');

    const k1 = (await upload(client, m.companyId, m.qid, 'K-1.pdf')).body.document_location as string;
    await answer(client, m.companyId, ref(m.qid, 'k1'), { answer: k1 });
    const elsewhere = await answer(client, m.companyId, ref(m.qid, 'k1'), { answer: 'Provided Elsewhere' });
    expect(elsewhere.body.message).toBe('Document marked as provided elsewhere');
    expect(questionIn(elsewhere.body.questionnaire, 'k1')).toMatchObject({
      answer: 'Provided Elsewhere',
      status: 'completed',
    });
    expect((await answer(client, m.companyId, ref(m.qid, 'k1'), { answer: k1 })).status).toBe(400);
    const na = await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: 'Not Applicable' });
    expect(na.body.message).toBe('Document marked as not applicable');
    const make = await answer(client, m.companyId, ref(m.qid, 'w2'), { answer: null });
    expect(make.body.message).toBe('Undo was successful');
    // Provided elsewhere is for upload questions only.
    const text = await answer(client, m.companyId, ref(m.qid, 'nickname'), { answer: 'Provided Elsewhere' });
    expect([text.status, text.body.error]).toEqual([400, answeringText.notUploadQuestion]);
  });

  it('provided elsewhere is refused when the firm turns it off; staff may set upload later too', async () => {
    const m = await firmWithQuestionnaires({ disable_provided_elsewhere: true });
    const res = await answer(m.token.client, m.companyId, ref(m.qid, 'w2'), { answer: 'Provided Elsewhere' });
    expect([res.status, res.body.error]).toEqual([403, answeringText.providedElsewhereDisabled]);
    const staff = await answer(m.token.partner, m.companyId, ref(m.qid, 'w2'), { answer_by: laterOk });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect(questionIn(staff.body.questionnaire, 'w2')).toMatchObject({
      answer_by: laterOk,
      answered_by_firm: true,
    });
    const early = await answer(m.token.partner, m.companyId, ref(m.qid, 'k1'), { answer_by: today });
    expect([early.status, early.body.error]).toEqual([400, 'Upload later date must be in the future']);
  });

  it('an upload into a questionnaire follows its rules, and a name uploaded once in it is not taken again', async () => {
    const m = await firmWithQuestionnaires();
    const first = await upload(m.token.client, m.companyId, m.qid, 'Statement.pdf');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const twice = await upload(m.token.client, m.companyId, m.qid, 'Statement.pdf');
    expect([twice.status, twice.body.error]).toEqual([
      409,
      'Statement.pdf has already been uploaded in this questionnaire. It will not be uploaded again.',
    ]);
    const locked = await upload(m.token.client, m.companyId, m.locked, 'Locked.pdf');
    expect([locked.status, locked.body.error]).toEqual([409, 'Questionnaire is locked']);
    const draft = await upload(m.token.client, m.companyId, m.draft, 'Draft.pdf');
    expect([draft.status, draft.body.error]).toEqual([404, 'Questionnaire not found']);
    const otherEntity = await upload(m.token.client, m.companyId, m.otherQ, 'Other.pdf');
    expect(otherEntity.status).toBe(404);
    // The link step refuses a read-only user already; process_document answers with the questionnaire's banner.
    const readonlyUser = await api('/integrations/process_document', {
      token: m.token.readonlyUser,
      body: {
        company_id: m.readonlyUserCompanyId,
        id: 'never-issued',
        document_name: 'R.pdf',
        path: '/',
        questionnaire_id: m.readonlyUserQ,
      },
    });
    expect([readonlyUser.status, readonlyUser.body.error]).toEqual([403, answeringText.readOnlyUser]);
    // Staff attach to a locked questionnaire.
    expect((await upload(m.token.partner, m.companyId, m.locked, 'Staff.pdf')).status).toBe(200);
  });
});

describe('entries (QD §7 add_new_entry, save_entries, remove_entry, bulk entry answers)', () => {
  it('entries are added, saved whole, changed cell by cell and removed, each cell checked like its column', async () => {
    const m = await firmWithQuestionnaires();
    const { client } = m.token;
    const id = ref(m.qid, 'payers');
    const body = { companyId: m.companyId, questionnaireQuestionId: id };
    expect((await api('/questionnaires/add_new_entry', { token: client, body })).status).toBe(200);
    const two = await api('/questionnaires/add_new_entry', { token: client, body });
    expect(questionIn(two.body.questionnaire, 'payers')).toMatchObject({
      status: 'incomplete',
      entries: [
        { entry_number: 1, answers: {} },
        { entry_number: 2, answers: {} },
      ],
    });
    const save = (entries: unknown[]) =>
      api(`/questionnaires/${encodeURIComponent(id)}/save_entries`, {
        token: client,
        body: { companyId: m.companyId, entries },
      });
    const saved = await save([
      { entry_number: 1, answers: { payer: 'Acme Bank', amount: '120.50', kind: '1099-int' } },
      { entry_number: 2, answers: { payer: 'Brokerage' } },
      { answers: { payer: 'New Co' } },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(questionIn(saved.body.questionnaire, 'payers')).toMatchObject({
      status: 'completed',
      entries: [
        { entry_number: 1, answers: { payer: 'Acme Bank', amount: '120.50', kind: '1099-INT' } },
        { entry_number: 2, answers: { payer: 'Brokerage' } },
        { entry_number: 3, answers: { payer: 'New Co' } },
      ],
    });
    const tooLong = await save([{ entry_number: 1, answers: { amount: '123456789' } }]);
    expect([tooLong.status, tooLong.body.error]).toEqual([400, answeringText.tooLong(8)]);
    const noColumn = await save([{ answers: { nickname: 'x' } }]);
    expect([noColumn.status, noColumn.body.error]).toEqual([400, answeringText.notAColumn]);
    const bulk = await api('/questionnaires/save_bulk_entry_answers', {
      token: client,
      body: {
        questionnaireId: m.qid,
        companyId: m.companyId,
        questions: [
          { id: `${m.qid}.payer.2`, answer: 'Brokerage LLC' },
          { id: `${m.qid}.kind.2`, answer: '1099-DIV' },
        ],
      },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.parent_question).toMatchObject({
      id,
      entries: [
        { entry_number: 1 },
        { entry_number: 2, answers: { payer: 'Brokerage LLC', kind: '1099-DIV' } },
        { entry_number: 3 },
      ],
    });
    const missing = await api('/questionnaires/save_bulk_entry_answers', {
      token: client,
      body: { questionnaireId: m.qid, companyId: m.companyId, questions: [{ id: `${m.qid}.payer.9`, answer: 'x' }] },
    });
    expect([missing.status, missing.body.error]).toEqual([404, 'Entry not found']);
    const removed = await api('/questionnaires/remove_entry', {
      token: client,
      body: { ...body, entryNumber: 1 },
    });
    expect(removed.status).toBe(200);
    expect(questionIn(removed.body.questionnaire, 'payers').entries.map((e) => e.entry_number)).toEqual([2, 3]);
    const gone = await api('/questionnaires/remove_entry', { token: client, body: { ...body, entryNumber: 1 } });
    expect([gone.status, gone.body.error]).toEqual([404, 'Entry not found']);
    // A number is never given twice: the next entry is 4.
    const next = await api('/questionnaires/add_new_entry', { token: client, body });
    expect(questionIn(next.body.questionnaire, 'payers').entries.map((e) => e.entry_number)).toEqual([2, 3, 4]);
    const notEntries = await api('/questionnaires/add_new_entry', {
      token: client,
      body: { ...body, questionnaireQuestionId: ref(m.qid, 'nickname') },
    });
    expect([notEntries.status, notEntries.body.error]).toEqual([400, answeringText.notEntriesQuestion]);
    const locked = await api('/questionnaires/add_new_entry', {
      token: client,
      body: { ...body, questionnaireQuestionId: ref(m.locked, 'payers') },
    });
    expect([locked.status, locked.body.error]).toEqual([409, 'Questionnaire is locked']);
  });
});

describe('sections (QD §2, §7 save_section, mark a section completed)', () => {
  it('the client’s section is saved; the first open marks the questionnaire opened once; staff previewing change nothing', async () => {
    const m = await firmWithQuestionnaires();
    const save = (token: string, questionnaire_id: string, section_id: string) =>
      api('/questionnaires/save_section', {
        token,
        body: { company_id: m.companyId, questionnaire_id, section_id },
      });
    const staff = await save(m.token.partner, m.qid, 'documents');
    expect([staff.status, staff.body.message]).toEqual([200, 'Saved']);
    expect((await read(m.token.partner, m.companyId, m.qid)).opened_timestamp).toBeNull();
    expect((await save(m.token.client, m.qid, 'personal')).body).toEqual({ message: 'Saved' });
    const opened = await api('/questionnaires/get_questionnaire', {
      token: m.token.partner,
      query: { company_id: m.companyId, id: m.qid },
    });
    const first = opened.body.questionnaire.opened_timestamp as string;
    expect(first).toEqual(expect.any(String));
    expect(opened.body.questionnaire).toMatchObject({ in_progress: true, status: 'personal' });
    await save(m.token.client, m.qid, 'documents');
    const after = (await read(m.token.partner, m.companyId, m.qid)) as unknown as Record<string, unknown>;
    expect(after).toMatchObject({ opened_timestamp: first, status: 'documents' });
    const unknown = await save(m.token.client, m.qid, 'nope');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Section not found']);
    // Reading: a locked questionnaire and a read-only user still move through sections.
    expect((await save(m.token.client, m.locked, 'personal')).status).toBe(200);
    const readonly = await api('/questionnaires/save_section', {
      token: m.token.readonlyUser,
      body: { company_id: m.readonlyUserCompanyId, questionnaire_id: m.readonlyUserQ, section_id: 'personal' },
    });
    expect(readonly.status).toBe(200);
  });

  it('a client marks only a custom section completed; staff mark any section', async () => {
    const m = await firmWithQuestionnaires();
    const mark = (token: string, setId: string, markedCompleted: boolean) =>
      api(`/questionnaires/${m.qid}/mark_section_completed`, {
        token,
        body: { companyId: m.companyId, setId, markedCompleted },
      });
    const custom = await mark(m.token.client, 'welcome', true);
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    expect(custom.body.questionnaire.sections.find((s: { id: string }) => s.id === 'welcome')).toMatchObject({
      marked_completed: true,
      status: 'completed',
    });
    const other = await mark(m.token.client, 'personal', true);
    expect([other.status, other.body.error]).toEqual([403, answeringText.customSectionOnly]);
    const staff = await mark(m.token.partner, 'personal', true);
    expect(staff.body.questionnaire.sections.find((s: { id: string }) => s.id === 'personal')).toMatchObject({
      marked_completed: true,
      status: 'completed',
    });
    const unmark = await mark(m.token.partner, 'personal', false);
    expect(unmark.body.questionnaire.sections.find((s: { id: string }) => s.id === 'personal').status).toBe(
      'incomplete',
    );
    const unknown = await mark(m.token.partner, 'nope', true);
    expect(unknown.status).toBe(404);
  });
});

describe('notes (QD §3 Note, §6)', () => {
  it('notes read ‘author: body’; staff notes are hidden from clients and visible to staff; authors and staff delete', async () => {
    const m = await firmWithQuestionnaires();
    const questionId = ref(m.qid, 'w2');
    const add = (token: string, text: string, qid = questionId) =>
      api('/questionnaires/add_comment', { token, body: { questionId: qid, companyId: m.companyId, text } });
    const mine = await add(m.token.client, 'My employer is late with it');
    expect([mine.status, mine.body.message]).toEqual([200, 'Note added successfully']);
    const staffNote = await add(m.token.partner, 'Ask about the second job');
    expect(staffNote.status).toBe(200);
    const staffView = questionIn(staffNote.body.questionnaire, 'w2').filtered_questionnaire_comments;
    expect(staffView.map((n) => [n.text, n.from_firm_user])).toEqual([
      ['Casey Client: My employer is late with it', false],
      ['Pat Partner: Ask about the second job', true],
    ]);
    const clientView = questionIn(await read(m.token.client, m.companyId, m.qid), 'w2').filtered_questionnaire_comments;
    expect(clientView.map((n) => n.text)).toEqual(['Casey Client: My employer is late with it']);
    const toggle = (token: string, noteId: string) =>
      api('/questionnaires/toggle_comment_removal', {
        token,
        body: { noteId, companyId: m.companyId, questionId },
      });
    const staffNoteId = staffView[1]!.id;
    expect((await toggle(m.token.client, staffNoteId)).status).toBe(404);
    const removed = await toggle(m.token.partner, staffView[0]!.id);
    expect([removed.status, removed.body.message]).toEqual([200, 'Note deleted successfully']);
    expect(questionIn(removed.body.questionnaire, 'w2').filtered_questionnaire_comments).toHaveLength(1);
    expect((await toggle(m.token.client, 'nope')).status).toBe(404);
    const empty = await add(m.token.client, '   ');
    expect(empty.status).toBe(400);
    // A locked questionnaire: the client may not add a note, staff may.
    expect((await add(m.token.client, 'late', ref(m.locked, 'w2'))).status).toBe(409);
    expect((await add(m.token.partner, 'noted', ref(m.locked, 'w2'))).status).toBe(200);
  });
});

describe('the activity log records answers (QD §1)', () => {
  it('typing is one line per question per 10 minutes; every change of state is a line', async () => {
    const m = await firmWithQuestionnaires();
    for (const v of ['C', 'Ca', 'Cas'])
      await answer(m.token.client, m.companyId, ref(m.qid, 'nickname'), { answer: v });
    await answer(m.token.client, m.companyId, ref(m.qid, 'nickname'), { answer: 'Not Applicable' });
    await answer(m.token.client, m.companyId, ref(m.qid, 'nickname'), { answer: null });
    const logs = await api('/v2/activity_logs', { token: m.token.partner, query: { questionnaire_id: m.qid } });
    expect(logs.status).toBe(200);
    const titles = (logs.body.activities as { title: string; description: string }[])
      .filter((l) => l.description.startsWith('Nickname'))
      .map((l) => l.title);
    expect(titles).toEqual(['Answer cleared', 'Question marked not applicable', 'Question answered']);
  });
});

function formatted(date: string) {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][mo - 1]} ${d}, ${y}`;
}
