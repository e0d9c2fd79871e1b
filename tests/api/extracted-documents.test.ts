import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { type ExtractedView, settledExtraction, uploadWith } from '../support/extracted';
import { fetchBytes, readPdf } from '../support/exports';
import { makeForm, makeMultiFormPdf, rescans, scanned } from '../support/form-corpus';

/**
 * Extracted documents (issue 18; QD §3 Extracted document and Annotation, §4, §5, §7, §9; FA §4.8): what clients
 * upload is read, classified and split in the background, on PDFs generated with real form titles, boxes and
 * amounts, and on scans of them. Each test makes its own uploads; the firms are shared by the file.
 */
const year = 2025;
const content = {
  sections: [
    {
      id: 'income',
      name: 'Income',
      section_type: 3,
      questionnaire_questions: [
        { id: 'w2', text: 'Please upload your W-2s', question_type: 'upload', order: 1 },
        { id: 'interest', text: 'Please upload your 1099-INT statements', question_type: 'upload', order: 2 },
        { id: 'mortgage', text: 'Form 1098 from your lender', question_type: 'upload', order: 3 },
      ],
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

let s: {
  partner: string;
  client: string;
  companyId: string;
  qid: string;
  off: string;
  offCompanyId: string;
  other: string;
};

beforeAll(async () => {
  const client = uniqueEmail('extract-client');
  const firm = await makeFirm({
    preferences: { bulk_upload_processor: true, annotation_enabled: true, document_tags_enabled: true },
    users: [
      {
        email: client,
        password: demoPassword,
        companies: [
          {
            name: 'Extract Household',
            questionnaires: [{ name: 'Organizer', tax_year: year, due_date: '2099-01-01', content }],
          },
        ],
      },
    ],
  });
  const offClient = uniqueEmail('extract-off');
  const offFirm = await makeFirm({
    users: [{ email: offClient, password: demoPassword, companies: [{ name: 'Off Co' }] }],
  });
  const otherFirm = await makeFirm({ preferences: { bulk_upload_processor: true, annotation_enabled: true } });
  const company = firm.users.find((u) => u.email === client)!.companies[0]!;
  s = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    client: (await signIn(client)).firebase_token,
    companyId: company.id,
    qid: company.questionnaires[0]!.id,
    off: (await signIn(offFirm.partnerEmail)).firebase_token,
    offCompanyId: offFirm.users.find((u) => u.email === offClient)!.companies[0]!.id,
    other: (await signIn(otherFirm.partnerEmail)).firebase_token,
  };
});

type View = ExtractedView;

const upload = (
  token: string,
  name: string,
  bytes: Uint8Array,
  extra: Record<string, unknown> = {},
  companyId = s.companyId,
) => uploadWith(token, companyId, '/2025/Organizer', name, bytes, extra);

const list = (query: Record<string, string>, token = s.partner) =>
  api('/extracted_documents', { token, query: { company_id: s.companyId, ...query } });

const settled = (name: string, path = '/2025/Organizer') => settledExtraction(s.partner, s.companyId, path, name);

const call = (path: string, body: Record<string, unknown>, token = s.partner) =>
  api(path, { token, body: { company_id: s.companyId, ...body } });

describe('Recognising, classifying and splitting uploads', () => {
  it('a multi-form PDF uploaded with the split chosen becomes one extracted document per form, each with its type, differentiator, page range and parent', async () => {
    const made = await makeMultiFormPdf(4101, { types: ['W-2', '1099-INT', '1099-INT', '1098'] });
    await upload(s.client, 'Scanned together.pdf', made.bytes, { questionnaire_id: s.qid, requires_splitting: true });
    const { upload: parent, pieces } = await settled('Scanned together.pdf');
    expect(parent).toMatchObject({ status: 'split_succeeded', status_label: 'Completed', page_count: made.pages });
    expect(pieces.map((p) => [p.parent_pages, p.document_type])).toEqual(
      made.expected.map((e) => [e.from === e.to ? `${e.from}` : `${e.from}-${e.to}`, e.document_type]),
    );
    expect(pieces.map((p) => p.differentiator)).toEqual(made.expected.map((e) => e.differentiator));
    for (const piece of pieces) {
      expect(piece).toMatchObject({ status: 'analysis_succeeded', status_label: 'Completed', marked_as_others: false });
      expect(piece.categorized_by_ai).toBe(true);
      expect(piece.detailed_name).toContain(piece.document_type!);
    }
    // Each form is linked to the question that asked for it.
    expect(pieces.map((p) => p.question_id)).toEqual(['w2', 'interest', 'interest', 'mortgage']);
    // The two 1099-INTs come from different payers: two documents, not one.
    expect(pieces[1]!.differentiator).not.toBe(pieces[2]!.differentiator);
  });

  it('a scanned multi-form PDF is read by OCR and split into the same forms', async () => {
    const made = await makeMultiFormPdf(4202, { types: ['1099-DIV', 'W-2', '1098-T'] });
    await upload(s.partner, 'Scan of forms.pdf', await scanned(made.bytes, 4202), { requires_splitting: true });
    const { upload: parent, pieces } = await settled('Scan of forms.pdf');
    expect(parent.status).toBe('split_succeeded');
    expect(pieces.map((p) => [p.parent_pages, p.document_type])).toEqual(
      made.expected.map((e) => [e.from === e.to ? `${e.from}` : `${e.from}-${e.to}`, e.document_type]),
    );
  });

  it('an upload to a question is recognised whole: Completed with its type and detailed name', async () => {
    const made = await makeForm('W-2', 4303);
    await upload(s.client, 'My W-2.pdf', made.bytes, { questionnaire_id: s.qid });
    const { upload: doc, pieces } = await settled('My W-2.pdf');
    expect(pieces).toEqual([]);
    const employer = made.expected[0]!.differentiator;
    expect(doc).toMatchObject({
      status: 'analysis_succeeded',
      status_label: 'Completed',
      document_type: 'W-2',
      differentiator: employer,
      detailed_name: `W-2 Wage and Tax Statement - ${employer}`,
      question_id: 'w2',
      parent_document_id: null,
    });
  });

  it("a page no known form matches is 'Other': marked as others, not categorized automatically, and Processed (needs Review)", async () => {
    const made = await makeForm('Other', 4404, { other: 'cover letter' });
    await upload(s.client, 'Letter.pdf', made.bytes, { questionnaire_id: s.qid });
    const { upload: doc } = await settled('Letter.pdf');
    expect(doc).toMatchObject({
      document_type: 'Other',
      marked_as_others: true,
      categorized_by_ai: false,
      status: 'identify_succeeded',
      status_label: 'Processed (needs Review)',
      question_id: null,
    });
  });

  it('a split that fails says why and shows Failed; Retry recognises the forms again', async () => {
    const made = await makeMultiFormPdf(4505, { types: ['1099-R', '1099-G'] });
    await upload(s.partner, 'Two forms.pdf', made.bytes);
    const split = await api('/integrations/auto_split_documents', {
      token: s.partner,
      body: { company_id: s.companyId, path: '/2025/Organizer', documentName: 'Two forms.pdf', page_ranges: '1, 2-9' },
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const failed = await settled('Two forms.pdf');
    expect(failed.upload).toMatchObject({ status: 'split_failed', status_label: 'Failed' });
    expect(failed.upload.failure_reason).toContain('past the end');

    const retry = await call(`/extracted_documents/${failed.upload.id}/retry_recognition`, {});
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.extracted_document.status).toBe('processing');
    const done = await settled('Two forms.pdf');
    expect(done.upload.status).toBe('split_succeeded');
    expect(done.pieces.map((p) => [p.parent_pages, p.document_type])).toEqual(
      made.expected.map((e) => [e.from === e.to ? `${e.from}` : `${e.from}-${e.to}`, e.document_type]),
    );
    // Only a failed document is retried.
    const again = await call(`/extracted_documents/${done.upload.id}/retry_recognition`, {});
    expect(again.status).toBe(409);
  });

  it('page ranges given with a bulk upload split it by those ranges, even while the upload is still being read', async () => {
    const made = await makeMultiFormPdf(4707, { types: ['1099-G', '1099-SA', '1098-E'] });
    await upload(s.partner, 'Bulk with ranges.pdf', made.bytes, {
      questionnaire_id: s.qid,
      document_type: 'bulk_document',
    });
    const ranges = made.expected.map((e) => (e.from === e.to ? `${e.from}` : `${e.from}-${e.to}`));
    const split = await api('/integrations/auto_split_documents', {
      token: s.partner,
      body: {
        company_id: s.companyId,
        path: '/2025/Organizer',
        documentName: 'Bulk with ranges.pdf',
        page_ranges: ranges.join(', '),
      },
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const { upload: parent, pieces } = await settled('Bulk with ranges.pdf');
    expect(parent.status).toBe('split_succeeded');
    expect(pieces.map((p) => [p.parent_pages, p.status, p.document_type])).toEqual(
      made.expected.map((e, i) => [ranges[i], 'split_succeeded', e.document_type]),
    );
  });

  it('the same form uploaded again, re-scanned so the bytes differ, is flagged as a duplicate of the first', async () => {
    const { first, second } = await rescans('1099-INT', 4606);
    await upload(s.client, 'Interest scan.pdf', first, { questionnaire_id: s.qid });
    const one = await settled('Interest scan.pdf');
    expect(one.upload.duplicate_of).toBeNull();
    await upload(s.client, 'Interest again.pdf', second, { questionnaire_id: s.qid });
    const two = await settled('Interest again.pdf');
    expect(two.upload.document_type).toBe('1099-INT');
    expect(two.upload.duplicate_of).toEqual({ id: one.upload.id, name: 'Interest scan.pdf' });

    // Another 1099-INT of the same kind is not a duplicate.
    await upload(s.client, 'Other bank.pdf', (await makeForm('1099-INT', 4607)).bytes, { questionnaire_id: s.qid });
    expect((await settled('Other bank.pdf')).upload.duplicate_of).toBeNull();
  });
});

describe('Reviewing extracted documents (staff, bulk upload processor on)', () => {
  /** A split upload of the questionnaire to review: a W-2 and a 1098 with the 1098's range to fix. */
  async function splitUpload(name: string, seed: number) {
    const made = await makeMultiFormPdf(seed, { types: ['W-2', '1098', '1099-NEC'] });
    await upload(s.client, name, made.bytes, { questionnaire_id: s.qid, requires_splitting: true });
    return { made, ...(await settled(name)) };
  }

  it("the review lists a questionnaire's uploads and their split documents, and counts what is still processing", async () => {
    const { upload: parent, pieces } = await splitUpload('Listed.pdf', 5101);
    const res = await list({ questionnaire_id: s.qid });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = (res.body.extracted_documents as View[]).map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([parent.id, ...pieces.map((p) => p.id)]));
    expect(typeof res.body.processing).toBe('number');
    // The poll's window: nothing uploaded in the future.
    const later = await list({ questionnaire_id: s.qid, since: new Date(Date.now() + 60_000).toISOString() });
    expect(later.body).toEqual({ extracted_documents: [], processing: 0 });
    // Without a questionnaire or an upload there is nothing to list.
    expect((await list({})).status).toBe(422);
  });

  it('a reviewer fixes a page range and a type: unchanged ranges keep their document, changed ones are made again', async () => {
    const { upload: parent, pieces } = await splitUpload('Review me.pdf', 5202);
    expect(pieces).toHaveLength(3);
    const [w2, mortgage, nec] = pieces as [View, View, View];
    const saved = await call('/extracted_documents/split_documents', {
      extracted_document_id: parent.id,
      documents: [
        { pages: w2.parent_pages!, document_type: 'W-2' },
        // The 1098 and the 1099-NEC become one document, typed by the reviewer.
        {
          pages: `${mortgage.parent_pages!.split('-')[0]}-${nec.parent_pages!.split('-').at(-1)}`,
          document_type: '1098-E',
          description: 'Student loan',
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = saved.body.split_documents as View[];
    expect(after.map((p) => p.document_type)).toEqual(['W-2', '1098-E']);
    expect(after[0]!.id).toBe(w2.id);
    expect(after[1]!).toMatchObject({
      description: 'Student loan',
      status: 'split_succeeded',
      categorized_by_ai: false,
    });
    const again = await settled('Review me.pdf');
    expect(again.pieces.map((p) => p.id)).toEqual(after.map((p) => p.id));
    // The superseded pieces' files are gone from the folder.
    const folder = await api('/integrations/get_documents', {
      token: s.partner,
      body: { company_id: s.companyId, path: '/2025/Organizer' },
    });
    const names = folder.body.files.map((f: { name: string }) => f.name);
    expect(names).toContain(after[1]!.name);
    expect(names).not.toContain(mortgage.name);
    expect(names).not.toContain(nec.name);

    // A range deleted in the review and listed again in a saved split comes back as the same document.
    const removed = await api(`/extracted_documents/${w2.id}/delete_extracted_document`, {
      token: s.partner,
      query: { company_id: s.companyId },
    });
    expect(removed.status).toBe(200);
    const resaved = await call('/extracted_documents/split_documents', {
      extracted_document_id: parent.id,
      documents: [
        { pages: w2.parent_pages!, document_type: 'W-2' },
        { pages: after[1]!.parent_pages!, document_type: '1098-E' },
      ],
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(resaved.body.split_documents[0]).toMatchObject({ id: w2.id, deleted_at: null });
  });

  it('saved ranges are checked whole: overlaps, pages past the end and lists in one document are refused, nothing written', async () => {
    const { upload: parent, pieces } = await splitUpload('Bad ranges.pdf', 5303);
    for (const [documents, words] of [
      [[{ pages: '1-2' }, { pages: '2-3' }], 'more than one range'],
      [[{ pages: '1' }, { pages: '2-99' }], 'past the end'],
      [[{ pages: '1, 3' }], 'one page or one range'],
      [[{ pages: 'one' }], 'is not a page'],
    ] as const) {
      const res = await call('/extracted_documents/split_documents', { extracted_document_id: parent.id, documents });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(JSON.stringify(res.body)).toContain(words);
    }
    expect((await settled('Bad ranges.pdf')).pieces.map((p) => p.id)).toEqual(pieces.map((p) => p.id));
    const unknownType = await call('/extracted_documents/split_documents', {
      extracted_document_id: parent.id,
      documents: [{ pages: '1', document_type: 'W-9' }],
    });
    expect(unknownType.status).toBe(400);
  });

  it("a document's type, description, tags and 'mark as others' are changed, with its file's", async () => {
    const made = await makeForm('1099-MISC', 5404);
    await upload(s.client, 'Misc.pdf', made.bytes, { questionnaire_id: s.qid });
    const { upload: doc } = await settled('Misc.pdf');
    expect(doc.document_type).toBe('1099-MISC');
    const id = doc.id;

    const typed = await call(`/extracted_documents/${id}/update_document_type`, { document_type: '1099-NEC' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.extracted_document).toMatchObject({ document_type: '1099-NEC', categorized_by_ai: false });

    const described = await call(`/extracted_documents/${id}/update_description`, { description: 'Consulting' });
    expect(described.body.extracted_document.description).toBe('Consulting');

    const tag = await api('/firms/add_document_tag', { token: s.partner, query: { name: 'Reviewed' } });
    expect(tag.status, JSON.stringify(tag.body)).toBeLessThan(300);
    const tagged = await call(`/extracted_documents/${id}/update_tags`, { tags: ['Reviewed'] });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.extracted_document.tags).toEqual(['Reviewed']);
    expect((await call(`/extracted_documents/${id}/update_tags`, { tags: ['Unknown tag'] })).status).toBe(422);

    const other = await call(`/extracted_documents/${id}/update_marked_as_others`, { marked_as_others: true });
    expect(other.body.extracted_document).toMatchObject({ marked_as_others: true, document_type: 'Other' });

    // The document browser shows the same description and tags.
    const folder = await api('/integrations/get_documents', {
      token: s.partner,
      body: { company_id: s.companyId, path: '/2025/Organizer' },
    });
    const file = folder.body.files.find((f: { name: string }) => f.name === 'Misc.pdf');
    expect(file).toMatchObject({ description: 'Consulting', tags: ['Reviewed'] });
  });

  it('annotations are saved and read again: text required and at most 32 characters, moves kept within the page', async () => {
    const made = await makeForm('1098', 5505);
    await upload(s.client, 'Mortgage.pdf', made.bytes, { questionnaire_id: s.qid });
    const { upload: doc } = await settled('Mortgage.pdf');
    const at = { left: 100, bottom: 600, width: 120, height: 18, pageWidth: 612, pageHeight: 792 };
    const box = (text: string, extra: Record<string, unknown> = {}) => ({
      id: 'a1',
      page: 1,
      shape_type: 'textbox',
      text,
      style: 'red',
      position_data: at,
      ...extra,
    });
    const save = (annotations: unknown[]) =>
      call(`/extracted_documents/${doc.id}/save_annotations`, {
        company_id: undefined,
        companyId: s.companyId,
        extractedDocumentId: doc.id,
        annotations,
      });

    for (const [text, message] of [
      ['   ', 'Annotation text is required'],
      ['x'.repeat(33), 'Annotation text must be 32 characters or fewer'],
    ]) {
      const res = await save([box(text)]);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await save([box('On page 2', { page: 2 })])).status).toBe(422);

    const saved = await save([
      box('Paid in full'),
      {
        id: 'c1',
        page: 1,
        shape_type: 'check',
        style: 'green',
        // Moved past the page's corner and a textbox too wide: kept within the page and 80 to 400 wide.
        position_data: { left: 700, bottom: -40, width: 20, height: 20, pageWidth: 612, pageHeight: 792 },
      },
      box('Wide', { id: 'a2', position_data: { ...at, width: 900 } }),
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const back = await call(`/extracted_documents/${doc.id}/get_annotations`, {});
    expect(back.status).toBe(200);
    const byId = Object.fromEntries(back.body.annotations.map((a: { id: string }) => [a.id, a]));
    expect(byId.a1).toMatchObject({ text: 'Paid in full', style: 'red', shape_type: 'textbox', position_data: at });
    expect(byId.c1.position_data).toMatchObject({ left: 592, bottom: 0 });
    expect(byId.a2.position_data.width).toBe(400);
    expect(typeof byId.a1.created_at).toBe('string');

    // Shown again on reopen: the list carries them too.
    const listed = await list({ extracted_document_id: doc.id });
    expect(listed.body.extracted_documents[0].annotations).toHaveLength(3);
    // And the document browser's item (FA §3.8), for staff only.
    const browse = (token: string) =>
      api('/integrations/get_documents', { token, body: { company_id: s.companyId, path: '/2025/Organizer' } });
    const itemFor = async (token: string) =>
      (await browse(token)).body.files.find((f: { name: string }) => f.name === 'Mortgage.pdf');
    expect((await itemFor(s.partner)).annotations).toHaveLength(3);
    expect((await itemFor(s.client)).annotations).toBeUndefined();

    // And in the questionnaire's PDF export, on the document's page.
    const exported = await api('/questionnaires/export_questionnaires', {
      token: s.partner,
      body: { questionnaire_ids: [s.qid], format: 'pdf', include_documents: true },
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    // One questionnaire with a few small documents: made at once.
    expect(exported.body.status).toBe('ready');
    const pdf = await readPdf(await fetchBytes(exported.body.link));
    expect(pdf.pages.join('\n')).toContain('Paid in full');
  });

  it('a deleted document and its file are restored together', async () => {
    const made = await makeForm('1099-K', 5606);
    await upload(s.client, 'Card sales.pdf', made.bytes, { questionnaire_id: s.qid });
    const { upload: doc } = await settled('Card sales.pdf');
    const deleted = await api(`/extracted_documents/${doc.id}/delete_extracted_document`, {
      token: s.partner,
      query: { company_id: s.companyId },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.extracted_document.deleted_at).toBeTruthy();
    const files = async () =>
      (
        await api('/integrations/get_documents', {
          token: s.partner,
          body: { company_id: s.companyId, path: '/2025/Organizer' },
        })
      ).body.files.map((f: { name: string }) => f.name);
    expect(await files()).not.toContain('Card sales.pdf');
    expect((await call(`/extracted_documents/${doc.id}/update_description`, { description: 'x' })).status).toBe(409);

    const restored = await call(`/extracted_documents/${doc.id}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.extracted_document.deleted_at).toBeNull();
    expect(await files()).toContain('Card sales.pdf');
    expect((await call(`/extracted_documents/${doc.id}/restore`, {})).status).toBe(409);
  });

  it('clients, other firms and firms without the processor or annotations are refused', async () => {
    const made = await makeForm('5498', 5707);
    await upload(s.client, 'IRA.pdf', made.bytes, { questionnaire_id: s.qid });
    const { upload: doc } = await settled('IRA.pdf');
    const annotations = { annotations: [] };
    for (const [path, body] of [
      [`/extracted_documents/${doc.id}/update_description`, { description: 'x' }],
      [`/extracted_documents/${doc.id}/save_annotations`, annotations],
      [`/extracted_documents/${doc.id}/retry_recognition`, {}],
      ['/extracted_documents/split_documents', { extracted_document_id: doc.id, documents: [{ pages: '1' }] }],
    ] as const) {
      expect((await call(path, body, s.client)).status).toBe(403);
      // Another firm's staff do not learn the document exists.
      expect((await call(path, body, s.other)).status).toBe(404);
    }
    expect((await list({ questionnaire_id: s.qid }, s.client)).status).toBe(403);

    // Without the bulk upload processor nothing is recognised, and the review's calls are refused.
    await upload(s.off, 'Off.pdf', made.bytes, { requires_splitting: true }, s.offCompanyId);
    const off = await api('/integrations/get_extracted_document_by_path', {
      token: s.off,
      query: { company_id: s.offCompanyId, path: '/2025/Organizer', documentName: 'Off.pdf' },
    });
    expect(off.body.extracted_document).toBeNull();
  });
});
