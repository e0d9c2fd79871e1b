import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadWith } from '../support/extracted';
import { makeForm } from '../support/form-corpus';

/**
 * The answered questionnaire shows what recognition made of its uploads (QD §3 Question extracted_documents,
 * Questionnaire has_split_documents_to_review; §4 'After a checklist upload the questionnaire is reloaded while
 * documents process'): the client uploads to an upload question as the answering page does (process_document with
 * the questionnaire, then answer_question with the document's location) and reads the questionnaire back.
 */
const year = 2025;
const path = `/${year}/Questionnaire Documents`;
const content = {
  sections: [
    {
      id: 'documents',
      name: 'Documents',
      section_type: 10,
      questionnaire_questions: [
        { id: 'w2', text: 'Please upload your W-2', question_type: 'upload', order: 1 },
        { id: 'other', text: 'Anything else we should see', question_type: 'upload', order: 2 },
      ],
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

interface Extraction {
  document_id: string;
  source: string;
  status: string;
}
interface Question {
  content_id: string;
  question_type: string;
  extracted_documents?: Extraction[];
  questions: Question[];
}
interface Answered {
  has_split_documents_to_review?: boolean;
  sections: { questionnaire_questions: Question[] }[];
}

let s: { client: string; partner: string; companyId: string; qid: string };

beforeAll(async () => {
  const client = uniqueEmail('answering-extracted');
  const firm = await makeFirm({
    preferences: { bulk_upload_processor: true },
    users: [
      {
        email: client,
        password: demoPassword,
        companies: [
          {
            name: 'Recognised Household',
            questionnaires: [{ name: 'Organizer', tax_year: year, due_date: '2099-01-01', content }],
          },
        ],
      },
    ],
  });
  const company = firm.users.find((u) => u.email === client)!.companies[0]!;
  s = {
    client: (await signIn(client)).firebase_token,
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    companyId: company.id,
    qid: company.questionnaires[0]!.id,
  };
});

const question = (view: Answered, contentId: string): Question =>
  view.sections.flatMap((x) => x.questionnaire_questions).find((q) => q.content_id === contentId)!;

async function read(token = s.client): Promise<Answered> {
  const res = await api('/questionnaires/get_questionnaire', { token, query: { company_id: s.companyId, id: s.qid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.questionnaire as Answered;
}

/** The answering page's upload: process_document with the questionnaire, then the question answered with it. */
async function uploadTo(questionId: string, name: string, bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  const up = await uploadWith(s.client, s.companyId, path, name, bytes, { questionnaire_id: s.qid, ...extra });
  const location = up.document_location as string;
  const res = await api('/questionnaires/answer_question', {
    token: s.client,
    body: { company_id: s.companyId, id: `${s.qid}.${questionId}`, answer: location },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { documentId: location.split('/').at(-2)!, answered: res.body.questionnaire as Answered };
}

/** Reads the questionnaire again, as the checklist does, until the question's documents are no longer processing. */
async function settled(questionId: string, timeoutMs = 80_000): Promise<Answered> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = await read();
    const docs = question(view, questionId).extracted_documents ?? [];
    if (docs.length > 0 && docs.every((d) => d.status !== 'processing')) return view;
    if (Date.now() > until) throw new Error(`${questionId} still processing: ${JSON.stringify(docs)}`);
    await new Promise((r) => setTimeout(r, 750));
  }
}

async function concatenated(...pdfs: Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const bytes of pdfs) {
    const pdf = await PDFDocument.load(bytes);
    for (const page of await out.copyPages(pdf, pdf.getPageIndices())) out.addPage(page);
  }
  return out.save();
}

describe('An upload question shows what recognition made of its documents', () => {
  it("a W-2 uploaded to a question shows 'processing' until it is recognised, then 'analysis_succeeded'", async () => {
    const made = await makeForm('W-2', 7101);
    const { documentId, answered } = await uploadTo('w2', 'W-2 from work.pdf', made.bytes);
    const first = question(answered, 'w2').extracted_documents;
    expect(first).toHaveLength(1);
    expect(first![0]).toMatchObject({ document_id: documentId, source: 'upload' });
    expect(['processing', 'analysis_succeeded']).toContain(first![0]!.status);
    // A question nobody uploaded to lists nothing.
    expect(question(answered, 'other').extracted_documents).toEqual([]);

    const view = await settled('w2');
    expect(question(view, 'w2').extracted_documents).toEqual([
      { document_id: documentId, source: 'upload', status: 'analysis_succeeded' },
    ]);
    expect(view.has_split_documents_to_review).toBe(false);
    // Staff previewing the questionnaire see the same.
    expect(question(await read(s.partner), 'w2').extracted_documents).toEqual(question(view, 'w2').extracted_documents);
  }, 100_000);

  it('a split upload shows its own status, not its pieces, and a piece to review sets has_split_documents_to_review', async () => {
    const letter = await makeForm('Other', 7202, { other: 'cover letter' });
    const statement = await makeForm('Other', 7203, { other: 'bank statement' });
    const bytes = await concatenated(letter.bytes, statement.bytes);
    const { documentId } = await uploadTo('other', 'Letters.pdf', bytes, { requires_splitting: true });

    const view = await settled('other');
    expect(question(view, 'other').extracted_documents).toEqual([
      { document_id: documentId, source: 'upload', status: 'split_succeeded' },
    ]);
    expect(view.has_split_documents_to_review).toBe(true);
    expect((await read(s.partner)).has_split_documents_to_review).toBe(true);
  }, 100_000);
});
