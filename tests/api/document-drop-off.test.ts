import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { pdfBytes } from '../support/documents';

/**
 * The Document Drop Off page's calls (QD §2 /document-drop-off?questionnaireId&companyId, no sign-in; §5 Uploads;
 * §9 'Document Drop Off links expire in 7 days'): files go into the questionnaire's folder as its documents; a
 * made-up, another entity's, an old, a locked or a non-drop-off questionnaire's link takes nothing.
 */
const invalid =
  'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.';

let s: {
  partner: string;
  companyId: string;
  otherCompanyId: string;
  open: string;
  custom: string;
  old: string;
  locked: string;
  plain: string;
};

beforeAll(async () => {
  const client = uniqueEmail('dro-client');
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
  const firm = await makeFirm({
    firm_name: 'Drop Off Firm',
    users: [
      {
        email: client,
        password: demoPassword,
        companies: [
          {
            name: 'Drop Off Co',
            questionnaires: [
              { name: 'Document Drop Off', tax_year: 2025, document_drop_off_enabled: true },
              {
                name: 'Custom Folder Drop Off',
                tax_year: 2025,
                document_drop_off_enabled: true,
                document_path: '/{year}/From the client',
              },
              { name: 'Old Drop Off', tax_year: 2025, document_drop_off_enabled: true, sent_at: eightDaysAgo },
              { name: 'Locked Drop Off', tax_year: 2025, document_drop_off_enabled: true, locked: true },
              { name: '2025 Organizer', tax_year: 2025 },
            ],
          },
          { name: 'Other Co' },
        ],
      },
    ],
  });
  const mine = firm.users.find((u) => u.email === client)!;
  const q = (name: string) => mine.companies[0]!.questionnaires.find((x) => x.name === name)!.id;
  s = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    companyId: mine.companies[0]!.id,
    otherCompanyId: mine.companies[1]!.id,
    open: q('Document Drop Off'),
    custom: q('Custom Folder Drop Off'),
    old: q('Old Drop Off'),
    locked: q('Locked Drop Off'),
    plain: q('2025 Organizer'),
  };
});

/** The page's three steps for one file, without a token; answers process_document's response. */
async function dropOff(questionnaire: string, name: string, bytes: Uint8Array = pdfBytes, companyId = s.companyId) {
  const ref = { questionnaire_id: questionnaire, company_id: companyId };
  const link = await api('/document_drop_off/get_upload_link', {
    query: { ...ref, file_name: name, size_bytes: String(bytes.length), content_type: 'application/pdf' },
  });
  if (link.status !== 200) return link;
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: link.body.headers,
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  return api('/document_drop_off/process_document', { body: { ...ref, id: link.body.id, document_name: name } });
}

const folderNames = async (companyId: string, path: string) => {
  const res = await api('/integrations/get_documents', { token: s.partner, body: { company_id: companyId, path } });
  return res.status === 200 ? res.body.files.map((f: { name: string }) => f.name) : [];
};

describe('the Document Drop Off link', () => {
  it('says what it is for and until when, without sign-in', async () => {
    const res = await api('/document_drop_off/get_drop_off', {
      query: { questionnaire_id: s.open, company_id: s.companyId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      firm_name: 'Drop Off Firm',
      questionnaire_name: 'Document Drop Off',
      tax_year: 2025,
    });
    const days = (Date.parse(res.body.expires_at) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('takes files without sign-in into the questionnaire’s folder, as its documents', async () => {
    const done = await dropOff(s.open, 'W-2 Acme.pdf');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ document_name: 'W-2 Acme.pdf', path: '/2025/Document Drop Off' });
    expect(await folderNames(s.companyId, '/2025/Document Drop Off')).toContain('W-2 Acme.pdf');
    const custom = await dropOff(s.custom, '1099.pdf');
    expect(custom.body.path).toBe('/2025/From the client');
    const row = (
      await api('/integrations/get_documents', {
        token: s.partner,
        body: { company_id: s.companyId, path: '/2025/From the client' },
      })
    ).body.files[0];
    expect(row.questionnaire_id).toBe(s.custom);
  });

  it("refuses a second file of a name with '{file} was already uploaded', and bytes that are not a PDF", async () => {
    expect((await dropOff(s.open, 'same.pdf')).status).toBe(200);
    const again = await dropOff(s.open, 'same.pdf');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('same.pdf was already uploaded');
    const exe = await dropOff(s.open, 'w2.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
    expect(exe.status).toBe(422);
    expect(exe.body.error).toBe(invalid);
    expect(await folderNames(s.companyId, '/2025/Document Drop Off')).not.toContain('w2.pdf');
  });

  it('a made-up, another entity’s or a non-drop-off questionnaire’s link is not valid; an old or locked one says so', async () => {
    for (const [questionnaire, companyId] of [
      ['NoSuchQuestionnaire123', s.companyId],
      [s.open, s.otherCompanyId],
      [s.plain, s.companyId],
    ] as const) {
      const res = await api('/document_drop_off/get_drop_off', {
        query: { questionnaire_id: questionnaire, company_id: companyId },
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('This Document Drop Off link is not valid. Please ask your firm for a new one.');
      expect((await dropOff(questionnaire, 'x.pdf', pdfBytes, companyId)).status).toBe(404);
    }
    const old = await dropOff(s.old, 'late.pdf');
    expect(old.status).toBe(403);
    expect(old.body.error).toBe('This Document Drop Off link has expired. Please ask your firm for a new one.');
    expect((await dropOff(s.locked, 'locked.pdf')).status).toBe(403);
  });

  it('a declared size over 150 MB gets no upload link; an upload id cannot be finished for another drop off', async () => {
    const big = await api('/document_drop_off/get_upload_link', {
      query: {
        questionnaire_id: s.open,
        company_id: s.companyId,
        file_name: 'big.pdf',
        size_bytes: String(151 * 1024 * 1024),
      },
    });
    expect(big.status).toBe(413);
    const link = await api('/document_drop_off/get_upload_link', {
      query: {
        questionnaire_id: s.open,
        company_id: s.companyId,
        file_name: 'x.pdf',
        size_bytes: String(pdfBytes.length),
      },
    });
    await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: Buffer.from(pdfBytes) });
    const elsewhere = await api('/document_drop_off/process_document', {
      body: { questionnaire_id: s.custom, company_id: s.companyId, id: link.body.id, document_name: 'x.pdf' },
    });
    expect(elsewhere.status).toBe(404);
  });
});
