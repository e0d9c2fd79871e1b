import { describe, expect, it } from 'vitest';
import { answeringText } from '@ledgerline/shared/answering';
import { addDays, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { pdfBytes, uploadFile } from '../support/documents';

/**
 * A questionnaire's additional attachments (QD §4 'Dragging a document between questions moves it from one answer
 * to another or to additional attachments', §5 Uploads): one more answer of the questionnaire under the reserved
 * ref '{questionnaireId}._attachments', answered with answer_question like an upload question, never counted in
 * progress. Each test makes its own firm.
 */

const today = todayIn(new Date(), 'Pacific Time (US & Canada)');
const year = Number(today.slice(0, 4));
const dueDate = addDays(today, 20);
const folder = `/${year}/Questionnaire Documents`;

const content = {
  sections: [
    {
      id: 'personal',
      name: 'Personal',
      section_type: 3,
      questionnaire_questions: [{ id: 'job', text: 'Occupation', question_type: 'text', order: 1 }],
    },
    {
      id: 'docs',
      name: 'Documents',
      section_type: 10,
      questionnaire_questions: [{ id: 'w2', text: 'Please upload your W-2', question_type: 'upload', order: 1 }],
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

async function firm() {
  const [client, readonlyUser, other] = ['att-client', 'att-readonly', 'att-other'].map(uniqueEmail) as [
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
  const made = await makeFirm({
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
              organizer('Locked', { locked: true }),
              organizer('Done', { completed: true }),
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
        companies: [{ name: 'Other Household', questionnaires: [organizer('Theirs')] }],
      },
    ],
  });
  const user = (email: string) => made.users.find((u) => u.email === email)!;
  const [casey, caseyReadonly] = user(client).companies as [
    (typeof made.users)[0]['companies'][0],
    (typeof made.users)[0]['companies'][0],
  ];
  const tok = async (email: string) => (await signIn(email)).firebase_token as string;
  return {
    companyId: casey.id,
    qid: casey.questionnaires[0]!.id,
    locked: casey.questionnaires[1]!.id,
    completed: casey.questionnaires[2]!.id,
    readonlyEntityId: caseyReadonly.id,
    readonlyEntityQ: caseyReadonly.questionnaires[0]!.id,
    readonlyUserCompanyId: user(readonlyUser).companies[0]!.id,
    readonlyUserQ: user(readonlyUser).companies[0]!.questionnaires[0]!.id,
    otherCompanyId: user(other).companies[0]!.id,
    token: {
      client: await tok(client),
      partner: await tok(made.partnerEmail),
      readonlyUser: await tok(readonlyUser),
      other: await tok(other),
    },
  };
}

const attachmentsOf = (qid: string) => `${qid}._attachments`;

function answer(token: string, companyId: string, id: string, body: Record<string, unknown>) {
  return api('/questionnaires/answer_question', { token, body: { company_id: companyId, id, ...body } });
}

/** The three steps of an upload into the questionnaire's folder, tied to it; answers the document's location. */
async function upload(token: string, companyId: string, questionnaireId: string, name: string): Promise<string> {
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
  const res = await api('/integrations/process_document', {
    token,
    body: {
      company_id: companyId,
      id: link.body.id,
      document_name: name,
      path: folder,
      questionnaire_id: questionnaireId,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.document_location as string;
}

interface View {
  questions_total: number;
  questions_completed: number;
  sections: {
    id: string;
    completed_count: number;
    total_count: number;
    questionnaire_questions: { content_id: string; answer: string | null; status: string }[];
  }[];
  additional_attachments: {
    id: string;
    content_id: string;
    section_id: string;
    text: string;
    answer: string | null;
    status: string;
    optional: boolean;
  };
}

async function read(token: string, companyId: string, id: string): Promise<View> {
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: companyId, id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.questionnaire;
}

const w2Of = (v: View) => v.sections.find((s) => s.id === 'docs')!.questionnaire_questions[0]!;
const idOf = (location: string) => location.split('/').at(-2)!;

describe('additional attachments (QD §4, §5 Uploads)', () => {
  it('a client attaches documents of the entity; the view shows them in the document checklist, to staff too; one is removed', async () => {
    const m = await firm();
    const { client } = m.token;
    const before = await read(client, m.companyId, m.qid);
    expect(before.additional_attachments).toMatchObject({
      id: attachmentsOf(m.qid),
      content_id: '_attachments',
      section_id: 'docs',
      text: 'Additional attachments',
      optional: true,
      answer: null,
      status: 'incomplete',
    });
    const a = await upload(client, m.companyId, m.qid, 'Receipt A.pdf');
    const b = await upload(client, m.companyId, m.qid, 'Receipt B.pdf');
    const res = await answer(client, m.companyId, attachmentsOf(m.qid), { answer: `${a}\n${b}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Saved');
    expect(res.body.questionnaire.additional_attachments).toMatchObject({ answer: `${a}\n${b}`, status: 'completed' });
    const staff = await read(m.token.partner, m.companyId, m.qid);
    expect(staff.additional_attachments.answer).toBe(`${a}\n${b}`);

    const removed = await answer(client, m.companyId, attachmentsOf(m.qid), { answer: b });
    expect(removed.body.questionnaire.additional_attachments.answer).toBe(b);
    const cleared = await answer(client, m.companyId, attachmentsOf(m.qid), { answer: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.questionnaire.additional_attachments).toMatchObject({ answer: null, status: 'incomplete' });
  });

  it('a document dragged from a question into the additional attachments leaves the question, and back', async () => {
    const m = await firm();
    const { client } = m.token;
    const w2 = await upload(client, m.companyId, m.qid, 'W-2.pdf');
    const extra = await upload(client, m.companyId, m.qid, 'Extra.pdf');
    await answer(client, m.companyId, `${m.qid}.w2`, { answer: `${w2}\n${extra}` });

    const moved = await answer(client, m.companyId, attachmentsOf(m.qid), {
      answer: extra,
      id_of_doc_moved_by_user: idOf(extra),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(w2Of(moved.body.questionnaire).answer).toBe(w2);
    expect(moved.body.questionnaire.additional_attachments.answer).toBe(extra);

    const back = await answer(client, m.companyId, `${m.qid}.w2`, {
      answer: `${w2}\n${extra}`,
      id_of_doc_moved_by_user: idOf(extra),
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(w2Of(back.body.questionnaire).answer).toBe(`${w2}\n${extra}`);
    expect(back.body.questionnaire.additional_attachments.answer).toBeNull();
  });

  it('a document not of the entity, a marker and an upload-later date are refused, and nothing changes', async () => {
    const m = await firm();
    const { client } = m.token;
    const mine = await upload(client, m.companyId, m.qid, 'Mine.pdf');
    await answer(client, m.companyId, attachmentsOf(m.qid), { answer: mine });
    const theirs = await uploadFile(m.token.other, m.otherCompanyId, '/', 'Theirs.pdf');
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    for (const bad of [theirs.body.document_location, `${mine}\n${theirs.body.document_location}`, 'not a location']) {
      const refused = await answer(client, m.companyId, attachmentsOf(m.qid), { answer: bad });
      expect([refused.status, refused.body.error]).toEqual([400, answeringText.documentNotFound]);
    }
    for (const marker of ['Not Applicable', 'Provided Elsewhere', 'Marked Completed']) {
      const refused = await answer(m.token.partner, m.companyId, attachmentsOf(m.qid), { answer: marker });
      expect([refused.status, refused.body.error]).toEqual([400, 'Additional attachments take documents only']);
    }
    const later = await answer(client, m.companyId, attachmentsOf(m.qid), {
      answer: null,
      answer_by: addDays(today, 1),
    });
    expect([later.status, later.body.error]).toEqual([400, 'Additional attachments take documents only']);
    expect((await read(client, m.companyId, m.qid)).additional_attachments.answer).toBe(mine);
    // Another questionnaire's attachments are not the client's to change.
    const foreign = await answer(client, m.companyId, attachmentsOf(m.readonlyUserQ), { answer: mine });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'Questionnaire not found']);
  });

  it('a locked or completed questionnaire and a read-only account or entity refuse attachments', async () => {
    const m = await firm();
    const { client } = m.token;
    const doc = (await uploadFile(client, m.companyId, '/', 'Loose.pdf')).body.document_location as string;
    for (const qid of [m.locked, m.completed]) {
      const res = await answer(client, m.companyId, attachmentsOf(qid), { answer: doc });
      expect([res.status, res.body.error]).toEqual([409, 'Questionnaire is locked']);
    }
    const user = await answer(m.token.readonlyUser, m.readonlyUserCompanyId, attachmentsOf(m.readonlyUserQ), {
      answer: doc,
    });
    expect([user.status, user.body.error]).toEqual([403, answeringText.readOnlyUser]);
    const entity = await answer(client, m.readonlyEntityId, attachmentsOf(m.readonlyEntityQ), { answer: doc });
    expect([entity.status, entity.body.error]).toEqual([403, answeringText.readOnlyEntity]);
    expect((await read(client, m.companyId, m.locked)).additional_attachments.answer).toBeNull();
  });

  it('never counted in progress: the checklist’s counter and the questionnaire’s progress stay the content’s', async () => {
    const m = await firm();
    const { client } = m.token;
    await answer(client, m.companyId, `${m.qid}.job`, { answer: 'Teacher' });
    const before = await read(client, m.companyId, m.qid);
    const doc = await upload(client, m.companyId, m.qid, 'Counted.pdf');
    const after = (await answer(client, m.companyId, attachmentsOf(m.qid), { answer: doc })).body.questionnaire as View;
    expect(after.additional_attachments.status).toBe('completed');
    expect([after.questions_total, after.questions_completed]).toEqual([2, 1]);
    expect([after.questions_total, after.questions_completed]).toEqual([
      before.questions_total,
      before.questions_completed,
    ]);
    const docs = after.sections.find((s) => s.id === 'docs')!;
    expect([docs.completed_count, docs.total_count]).toEqual([0, 1]);
    // Collect's row of the questionnaire counts the same.
    const reread = await read(m.token.partner, m.companyId, m.qid);
    expect([reread.questions_total, reread.questions_completed]).toEqual([2, 1]);
  });

  it('a name attached once in the questionnaire is not uploaded to it again', async () => {
    const m = await firm();
    const { client } = m.token;
    const loose = await uploadFile(client, m.companyId, '/', 'Letter.pdf');
    await answer(client, m.companyId, attachmentsOf(m.qid), { answer: loose.body.document_location });
    const link = await api('/integrations/get_temporary_upload_link', {
      token: client,
      query: { company_id: m.companyId, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
    });
    await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: Buffer.from(pdfBytes) });
    const twice = await api('/integrations/process_document', {
      token: client,
      body: {
        company_id: m.companyId,
        id: link.body.id,
        document_name: 'Letter.pdf',
        path: folder,
        questionnaire_id: m.qid,
      },
    });
    expect([twice.status, twice.body.error]).toEqual([
      409,
      'Letter.pdf has already been uploaded in this questionnaire. It will not be uploaded again.',
    ]);
  });
});
