import { describe, expect, it } from 'vitest';
import { exportText } from '@ledgerline/shared/exports';
import { addDays, todayIn } from '@ledgerline/shared/questionnaire-sending';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile, zipEntries } from '../support/documents';
import { fetchBytes, readPdf, readSheet, waitForExport } from '../support/exports';

/**
 * Questionnaire exports (QD §2 Export dialogs, §5, §7 Export, §8, §9 Export formats; MD §7 the overview page as a
 * spreadsheet): the files are read back (pdf.js, SheetJS, the zip's entries). Each test makes its own firm.
 */

const zone = 'Pacific Time (US & Canada)';
const today = todayIn(new Date(), zone);
const year = Number(today.slice(0, 4)) - 1;
const mmddyyyy = `${today.slice(5, 7)}-${today.slice(8, 10)}-${today.slice(0, 4)}`;

const content = {
  sections: [
    {
      id: 'income',
      name: 'Income',
      section_type: 3,
      questionnaire_questions: [
        {
          id: 'wages',
          text: 'Did you have wages?',
          question_type: 'boolean',
          order: 1,
          questions: [
            {
              id: 'employer',
              text: 'Who was your employer?',
              question_type: 'text',
              order: 1,
              trigger_for_follow_up_question: 'Yes',
            },
          ],
        },
        { id: 'stock', text: 'Did you sell stock?', question_type: 'boolean', order: 2 },
        { id: 'foreign', text: 'Do you have foreign accounts?', question_type: 'text', order: 3 },
        { id: 'job', text: 'What is your occupation?', question_type: 'text', order: 4 },
      ],
    },
    {
      id: 'deductions',
      name: 'Deductions',
      section_type: 3,
      questionnaire_questions: [{ id: 'gifts', text: 'Charitable gifts this year', question_type: 'text', order: 1 }],
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

async function firm(preferences: Record<string, unknown> = {}) {
  const client = uniqueEmail('export-client');
  const other = uniqueEmail('export-other-staff');
  const organizer = (name: string) => ({ name, tax_year: year, due_date: addDays(today, 20), content });
  const made = await makeFirm({
    time_zone: zone,
    preferences,
    users: [
      { email: other, password: demoPassword, is_advisor: true, firm_access: 'full', fname: 'Fran', lname: 'Full' },
      {
        email: client,
        password: demoPassword,
        fname: 'Casey',
        lname: 'Client',
        companies: [
          { name: 'Casey Household', questionnaires: [organizer('Organizer'), organizer('Extension')] },
          { name: 'Casey & Co: LLC', questionnaires: [organizer('Business Organizer')] },
        ],
      },
    ],
  });
  const caseyUser = made.users.find((u) => u.email === client)!;
  const [household, llc] = caseyUser.companies as [(typeof caseyUser.companies)[0], (typeof caseyUser.companies)[0]];
  const tok = async (email: string) => (await signIn(email)).firebase_token as string;
  return {
    household,
    llc,
    qid: household.questionnaires[0]!.id,
    token: { client: await tok(client), partner: await tok(made.partnerEmail), other: await tok(other) },
  };
}

type Made = Awaited<ReturnType<typeof firm>>;

async function answer(m: Made, companyId: string, qid: string, questionId: string, value: string) {
  const res = await api('/questionnaires/answer_question', {
    token: m.token.client,
    body: { company_id: companyId, id: `${qid}.${questionId}`, answer: value },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function answerAll(m: Made, companyId: string, qid: string) {
  await answer(m, companyId, qid, 'wages', 'Yes');
  await answer(m, companyId, qid, 'employer', 'Acme Widgets');
  await answer(m, companyId, qid, 'stock', 'No');
  await answer(m, companyId, qid, 'foreign', 'Not Applicable');
  await answer(m, companyId, qid, 'job', 'Pastry chef');
  await answer(m, companyId, qid, 'gifts', 'Food bank $250');
}

/** A one-page PDF whose text says `text` (pdf-lib, as a scanner's output would be). */
async function pdfSaying(text: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 14, font });
  return doc.save();
}

/** Uploads a PDF tied to the questionnaire with a description (the form name the export order sorts by). */
async function uploadToQuestionnaire(m: Made, companyId: string, qid: string, name: string, description: string) {
  const bytes = await pdfSaying(`${name} contents`);
  const link = await api('/integrations/get_temporary_upload_link', {
    token: m.token.partner,
    query: { company_id: companyId, content_type: 'application/pdf', size_bytes: String(bytes.length) },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: link.body.headers,
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  const res = await api('/integrations/process_document', {
    token: m.token.partner,
    body: {
      company_id: companyId,
      id: link.body.id,
      document_name: name,
      description,
      path: `/${year}/Questionnaire Documents`,
      questionnaire_id: qid,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

function exportQuestionnaires(token: string, body: Record<string, unknown>) {
  return api('/questionnaires/export_questionnaires', { token, body });
}

describe('questionnaire exports (QD §7 Export, §9 Export formats)', () => {
  it('a PDF with a table of contents and documents is made right away; its text holds every answered question, its outline the sections', async () => {
    const m = await firm();
    await answerAll(m, m.household.id, m.qid);
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Acme W-2.pdf', 'W-2');
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Bank interest.pdf', '1099-INT');

    const res = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: [m.qid],
      format: 'pdf',
      include_toc: true,
      include_pages: true,
      include_documents: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', background: false });
    expect(res.body.file_name).toBe(`Casey Household - Organizer (${year}) ${mmddyyyy}.pdf`);
    const pdf = await readPdf(await fetchBytes(res.body.link));
    const text = pdf.pages.join('\n');
    for (const expected of [
      'Did you have wages?',
      'Yes',
      'Who was your employer?',
      'Acme Widgets',
      'Did you sell stock?',
      'What is your occupation?',
      'Pastry chef',
      'Charitable gifts this year',
      'Food bank $250',
      'N/A',
      'Acme W-2.pdf contents',
      'Bank interest.pdf contents',
    ])
      expect(text).toContain(expected);
    expect(pdf.outline).toEqual(expect.arrayContaining(['Income', 'Deductions']));
    // The table of contents (page 2) says where each section and document starts, and it does start there.
    const toc = [...pdf.pages[1]!.matchAll(/(\S.*?) \.{3,} (\d+)/g)].map((m) => ({
      // Headings ('Table of Contents', 'Documents') run into the next title: the title is the last text run.
      title: m[1]!.split(/ {2,}/).at(-1)!,
      page: Number(m[2]),
    }));
    expect(toc.map((t) => t.title)).toEqual(['Income', 'Deductions', 'Acme W-2.pdf', 'Bank interest.pdf']);
    for (const { title, page } of toc.slice(0, 2)) expect(pdf.pages[page - 1]!.startsWith(title)).toBe(true);
    expect(pdf.pages[toc[2]!.page - 1]).toContain('Acme W-2.pdf contents');
    expect(pdf.pages[toc[3]!.page - 1]).toContain('Bank interest.pdf contents');
    // The W-2 comes before the 1099-INT in the default export order (QD §9).
    const w2Page = pdf.pages.findIndex((p) => p.includes('Acme W-2.pdf contents'));
    const intPage = pdf.pages.findIndex((p) => p.includes('Bank interest.pdf contents'));
    expect(w2Page).toBeLessThan(intPage);
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);

    // The export notification's download gives the same file to who made it, and to nobody else.
    const again = await api(`/questionnaires/download_attached_document?id=${res.body.id}`, {
      token: m.token.partner,
      method: 'POST',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.file_name).toBe(res.body.file_name);
    const theirs = await api(`/questionnaires/download_attached_document?id=${res.body.id}`, {
      token: m.token.other,
      method: 'POST',
    });
    expect(theirs.status).toBe(404);
  });

  it('remove No and N/A answers leaves those questions out of the PDF', async () => {
    const m = await firm();
    await answerAll(m, m.household.id, m.qid);
    const res = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: [m.qid],
      format: 'pdf',
      remove_nos_and_na_answers: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = (await readPdf(await fetchBytes(res.body.link))).pages.join('\n');
    expect(text).toContain('Did you have wages?');
    expect(text).not.toContain('Did you sell stock?');
    expect(text).not.toContain('Do you have foreign accounts?');

    // The questionnaire's activity log says who exported what (FA §3.5 type 6, review and export related).
    const log = await api('/v2/activity_logs', { token: m.token.partner, query: { questionnaire_id: m.qid } });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.activities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Questionnaire exported',
          type_id: 6,
          description: `PDF: ${res.body.file_name}`,
        }),
      ]),
    );
  });

  it('the spreadsheet is an .xls with one row per question and its answer', async () => {
    const m = await firm();
    await answerAll(m, m.household.id, m.qid);
    const res = await fetch(
      `${(await import('../support/api')).baseUrl()}/api/questionnaires/export_questionnaire_to_spreadsheet`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${m.token.partner}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: m.qid, company_id: m.household.id }),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('.xls');
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    const questions = rows.slice(1).map((r) => r[2]);
    expect(questions).toEqual([
      'Did you have wages?',
      'Who was your employer?',
      'Did you sell stock?',
      'Do you have foreign accounts?',
      'What is your occupation?',
      'Charitable gifts this year',
    ]);
    expect(rows.find((r) => r[2] === 'Who was your employer?')?.[3]).toBe('Acme Widgets');
    expect(rows.find((r) => r[2] === 'Do you have foreign accounts?')?.[3]).toBe('N/A');
  });

  it('three questionnaires are zipped in the background; the notification links to the download', async () => {
    const m = await firm();
    await answerAll(m, m.household.id, m.qid);
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Acme W-2.pdf', 'W-2');
    const ids = [m.qid, m.household.questionnaires[1]!.id, m.llc.questionnaires[0]!.id];
    const res = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: ids,
      zipped: true,
      include_documents: true,
      save_as_names: { [ids[2]!]: 'LLC / 2025: organizer' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'queued', background: true, message: exportText.queued, link: null });
    const done = await waitForExport(m.token.partner, res.body.id);
    expect(done).toMatchObject({ status: 'ready', done: 3, total: 3 });

    const notes = await api('/advisors/get_all_notifications', { token: m.token.partner });
    const note = notes.body.notifications.find((n: { link?: string | null }) =>
      n.link?.includes(`/export-downloads/${res.body.id}`),
    );
    expect(note, JSON.stringify(notes.body)).toBeTruthy();

    const download = await api(`/questionnaires/download_attached_document?id=${res.body.id}`, {
      token: m.token.partner,
      method: 'POST',
    });
    expect(download.status, JSON.stringify(download.body)).toBe(200);
    const household = `Casey Household - Organizer (${year}) ${mmddyyyy}`;
    const extension = `Casey Household - Extension (${year}) ${mmddyyyy}`;
    expect(await zipEntries(await fetchBytes(download.body.link))).toEqual(
      [
        `${household}/${household}.pdf`,
        `${household}/Documents/Acme W-2.pdf`,
        `${extension}/${extension}.pdf`,
        'LLC 2025 organizer/LLC 2025 organizer.pdf',
      ].sort(),
    );
  });

  it('Scan and AutoFlow is offered only when the firm enables it; its zip numbers the documents in export order with a manifest', async () => {
    const off = await firm();
    const refused = await exportQuestionnaires(off.token.partner, {
      questionnaire_ids: [off.qid],
      format: 'Scan and AutoFlow',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(exportText.scanAndAutoFlowDisabled);

    const m = await firm({ scan_and_auto_flow_export_enabled: true });
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Interest.pdf', '1099-INT');
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Misc.pdf', '');
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Wages.pdf', 'W-2');
    const res = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: [m.qid],
      format: 'Scan and AutoFlow',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.background).toBe(true);
    const done = await waitForExport(m.token.partner, res.body.id);
    expect(done.status, done.error ?? '').toBe('ready');
    const name = `Casey Household - Organizer (${year}) ${mmddyyyy}`;
    expect(await zipEntries(await fetchBytes(done.link!))).toEqual(
      [
        `${name}/00 Organizer.pdf`,
        `${name}/01 W-2 - Wages.pdf`,
        `${name}/02 1099-INT - Interest.pdf`,
        `${name}/03 Other - Misc.pdf`,
        `${name}/manifest.csv`,
      ].sort(),
    );
  });

  it('the documents list follows the export order; a firm’s own order overrides it (QD §9)', async () => {
    const m = await firm({ custom_document_export_order: ['1099-INT', 'W-2'] });
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'No description.pdf', '');
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Wages.pdf', 'Form W-2 from Acme');
    await uploadToQuestionnaire(m, m.household.id, m.qid, 'Interest.pdf', '1099-INT');
    const res = await api('/questionnaires/get_exported_documents_list', {
      token: m.token.partner,
      query: { id: m.qid },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.documents.map((d: { name: string }) => d.name)).toEqual([
      'Interest.pdf',
      'Wages.pdf',
      'No description.pdf',
    ]);
    expect(res.body.documents[0]).toMatchObject({ merge: 'pdf', description: '1099-INT' });
  });

  it("a custom name is sanitised to letters, digits and ! - _ . * ' ( )", async () => {
    const m = await firm();
    const res = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: [m.qid],
      save_as_name: 'Casey: 2025/organizer <final> (v2)!',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.file_name).toBe('Casey 2025organizer final (v2)!.pdf');
  });

  it('images over 15 MB to convert to PDF answer 503 with the advice to split', async () => {
    const m = await firm();
    const jpeg = new Uint8Array(8 * 1024 * 1024);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    for (const name of ['Scan 1.jpg', 'Scan 2.jpg']) {
      const up = await uploadFile(m.token.partner, m.household.id, `/${year}/Scans`, name, jpeg, 'image/jpeg');
      expect(up.status, JSON.stringify(up.body)).toBe(200);
    }
    const docs = await api(`/companies/${m.household.id}/get_all_exportable_documents_for_entity?year=${year}`, {
      token: m.token.partner,
      method: 'POST',
    });
    expect(docs.status, JSON.stringify(docs.body)).toBe(200);
    const res = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: [m.qid],
      zipped: true,
      include_documents: true,
      convert_images_to_pdfs: true,
      documents_to_include: docs.body.documents.map((d: { id: string; name: string; path: string }) => d),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body.error).toBe(exportText.tooLarge);
  });

  it('only staff export; another firm’s or an unknown questionnaire is not found; no document system to export to', async () => {
    const m = await firm();
    const other = await firm();
    expect((await exportQuestionnaires(m.token.client, { questionnaire_ids: [m.qid] })).status).toBe(403);
    const foreign = await exportQuestionnaires(m.token.partner, { questionnaire_ids: [m.qid, other.qid] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(exportText.questionnaireNotFound);
    const none = await exportQuestionnaires(m.token.partner, { questionnaire_ids: [] });
    expect(none.status).toBe(400);
    const platforms = await exportQuestionnaires(m.token.partner, {
      questionnaire_ids: [m.qid],
      export_to_platforms: ['SharePoint'],
    });
    expect(platforms.status).toBe(422);
    expect(platforms.body.error).toBe(exportText.noDocumentSystem);
    const list = await api('/questionnaires/get_exported_documents_list', {
      token: other.token.partner,
      query: { id: m.qid },
    });
    expect(list.status).toBe(404);
  });

  it('the Collect list’s overview page downloads as a spreadsheet, a row per questionnaire (MD §7)', async () => {
    const m = await firm();
    const ids = [m.qid, m.household.questionnaires[1]!.id, m.llc.questionnaires[0]!.id];
    const res = await fetch(
      `${(await import('../support/api')).baseUrl()}/api/advisors/download_overview_page_as_spreadsheet`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${m.token.partner}`, 'content-type': 'application/json' },
        body: JSON.stringify({ questionnaire_ids: ids }),
      },
    );
    expect(res.status).toBe(200);
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]?.[0]).toBe('Entity');
    expect(rows.slice(1).map((r) => `${r[0]}|${r[2]}`)).toEqual([
      'Casey Household|Organizer',
      'Casey Household|Extension',
      'Casey & Co: LLC|Business Organizer',
    ]);
  });
});
