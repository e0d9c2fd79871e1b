import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile } from '../support/documents';
import { pdfText } from '../support/pdf-text';

/**
 * Splitting PDFs of the document browser (QD §6 'split PDFs (needs bulk_upload_processor)', §5 'Page ranges accept
 * comma lists and ranges', §7 auto_split_documents and get_extracted_document_by_path, §4 Extracted documents).
 */
let s: { partner: string; client: string; companyId: string; off: string; offCompanyId: string; other: string };

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function formsPdf(titles: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const title of titles) pdf.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 18, font });
  return pdf.save();
}

beforeAll(async () => {
  const client = uniqueEmail('split-client');
  const firm = await makeFirm({
    preferences: { bulk_upload_processor: true },
    users: [{ email: client, password: demoPassword, companies: [{ name: 'Split Co' }] }],
  });
  const offClient = uniqueEmail('split-off');
  const offFirm = await makeFirm({
    users: [{ email: offClient, password: demoPassword, companies: [{ name: 'No Processor Co' }] }],
  });
  const otherFirm = await makeFirm({ preferences: { bulk_upload_processor: true } });
  s = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    client: (await signIn(client)).firebase_token,
    companyId: firm.users.find((u) => u.email === client)!.companies[0]!.id,
    off: (await signIn(offFirm.partnerEmail)).firebase_token,
    offCompanyId: offFirm.users.find((u) => u.email === offClient)!.companies[0]!.id,
    other: (await signIn(otherFirm.partnerEmail)).firebase_token,
  };
});

const split = (token: string, body: Record<string, unknown>) =>
  api('/integrations/auto_split_documents', { token, body: { company_id: s.companyId, ...body } });

const byPath = (token: string, query: Record<string, string>) =>
  api('/integrations/get_extracted_document_by_path', { token, query: { company_id: s.companyId, ...query } });

/** The file's extracted document once it is no longer processing. */
async function settled(token: string, path: string, documentName: string) {
  const until = Date.now() + 15_000;
  for (;;) {
    const res = await byPath(token, { path, documentName });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.extracted_document?.status !== 'processing' || Date.now() > until) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function upload(path: string, name: string, titles: string[]) {
  const res = await uploadFile(s.partner, s.companyId, path, name, await formsPdf(titles));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('Splitting a PDF into the documents it holds', () => {
  it('staff split a PDF by page ranges: one document per range, with its pages, its parent and parent_pages', async () => {
    await upload('/2025', 'Forms 2025.pdf', ['W-2 Wage and Tax Statement', 'W-2 page 2', 'Form 1099-INT', 'Form 1098']);
    const started = await split(s.partner, { path: '/2025', documentName: 'Forms 2025.pdf', page_ranges: '1-2, 3,4' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.extracted_document).toMatchObject({ status: 'processing', parent_document_id: null });

    const done = await settled(s.partner, '/2025', 'Forms 2025.pdf');
    expect(done.extracted_document).toMatchObject({
      id: started.body.extracted_document.id,
      status: 'split_succeeded',
      status_label: 'Completed',
      page_count: 4,
      parent_document_id: null,
    });
    expect(done.parent_document_id).toBeNull();
    expect(
      done.split_documents.map((d: { document_name: string; parent_pages: string }) => [
        d.document_name,
        d.parent_pages,
      ]),
    ).toEqual([
      ['Forms 2025 (pages 1-2).pdf', '1-2'],
      ['Forms 2025 (page 3).pdf', '3'],
      ['Forms 2025 (page 4).pdf', '4'],
    ]);
    for (const piece of done.split_documents) {
      expect(piece).toMatchObject({
        source: 'split',
        status: 'split_succeeded',
        parent_document_id: done.extracted_document.id,
      });
    }

    const listed = await api('/integrations/get_documents', {
      token: s.client,
      body: { company_id: s.companyId, path: '/2025' },
    });
    expect(listed.body.files.map((f: { name: string }) => f.name)).toEqual([
      'Forms 2025 (page 3).pdf',
      'Forms 2025 (page 4).pdf',
      'Forms 2025 (pages 1-2).pdf',
      'Forms 2025.pdf',
    ]);

    const link = await api('/integrations/download_document', {
      token: s.client,
      body: { company_id: s.companyId, path: '/2025', documentName: 'Forms 2025 (pages 1-2).pdf' },
    });
    const bytes = new Uint8Array(await (await fetch(link.body.link)).arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect(pdfText(bytes)).toContain('W-2 Wage and Tax Statement');
    expect(pdfText(bytes)).not.toContain('1099-INT');

    // A piece tells it came from a split, for the client too.
    const piece = await byPath(s.client, { path: '/2025', documentName: 'Forms 2025 (page 3).pdf' });
    expect(piece.body.parent_document_id).toBe(done.extracted_document.id);
    expect(piece.body.extracted_document).toMatchObject({ parent_pages: '3', page_count: 1 });
    expect(piece.body.split_documents).toEqual([]);
  });

  it('without page ranges a PDF is split one document per page, each Processed (needs Review)', async () => {
    await upload('/', 'Scan.pdf', ['Form 1099-DIV', 'Form 1098-T']);
    expect((await split(s.partner, { path: '/', documentName: 'Scan.pdf' })).status).toBe(200);
    const done = await settled(s.partner, '/', 'Scan.pdf');
    expect(done.extracted_document.status).toBe('split_succeeded');
    expect(
      done.split_documents.map((d: { parent_pages: string; status_label: string }) => [d.parent_pages, d.status_label]),
    ).toEqual([
      ['1', 'Processed (needs Review)'],
      ['2', 'Processed (needs Review)'],
    ]);
  });

  it('a document already split is not split again, and a piece of a split is not split', async () => {
    await upload('/Again', 'Twice.pdf', ['A', 'B']);
    expect((await split(s.partner, { path: '/Again', documentName: 'Twice.pdf', page_ranges: '1,2' })).status).toBe(
      200,
    );
    await settled(s.partner, '/Again', 'Twice.pdf');
    const again = await split(s.partner, { path: '/Again', documentName: 'Twice.pdf' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This document was already split.');
    // A copy of a piece is a file of its own: not a piece, and it may be split.
    const copied = await api('/integrations/move_item', {
      token: s.partner,
      body: {
        company_id: s.companyId,
        oldPath: '/Again/Twice (page 1).pdf',
        newPath: '/',
        isFolder: false,
        deleteOldPath: false,
      },
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect((await byPath(s.partner, { path: '/', documentName: 'Twice (page 1).pdf' })).body).toEqual({
      extracted_document: null,
      parent_document_id: null,
      split_documents: [],
    });
    const piece = await split(s.partner, { path: '/Again', documentName: 'Twice (page 1).pdf' });
    expect(piece.status).toBe(422);
    expect(piece.body.error).toBe('This document was made by a split; split the document it came from instead.');
  });

  it('a range past the last page fails with the reason, shows Failed, and is retried', async () => {
    await upload('/Retry', 'Short.pdf', ['One', 'Two', 'Three']);
    expect(
      (await split(s.partner, { path: '/Retry', documentName: 'Short.pdf', page_ranges: '1-2, 3-5' })).status,
    ).toBe(200);
    const failed = await settled(s.partner, '/Retry', 'Short.pdf');
    expect(failed.extracted_document).toMatchObject({
      status: 'split_failed',
      status_label: 'Failed',
      failure_reason: 'Page 5 is past the end of this PDF, which has 3 pages.',
    });
    expect(failed.split_documents).toEqual([]);

    const retried = await split(s.partner, { path: '/Retry', documentName: 'Short.pdf', page_ranges: '1-2, 3' });
    expect(retried.status).toBe(200);
    expect(retried.body.extracted_document.id).toBe(failed.extracted_document.id);
    const done = await settled(s.partner, '/Retry', 'Short.pdf');
    expect(done.extracted_document).toMatchObject({ status: 'split_succeeded', failure_reason: null });
    expect(done.split_documents.map((d: { parent_pages: string }) => d.parent_pages)).toEqual(['1-2', '3']);
  });

  it('a one-page PDF has nothing to split', async () => {
    await upload('/One', 'Single.pdf', ['Only page']);
    expect((await split(s.partner, { path: '/One', documentName: 'Single.pdf' })).status).toBe(200);
    const done = await settled(s.partner, '/One', 'Single.pdf');
    expect(done.extracted_document).toMatchObject({
      status: 'split_failed',
      failure_reason: 'This PDF has only one page, so there is nothing to split.',
    });
  });

  it('page ranges that are not pages or ranges are refused and nothing is recorded', async () => {
    await upload('/Bad', 'Ranges.pdf', ['A', 'B']);
    for (const [page_ranges, error] of [
      ['1-2, x', "'x' is not a page or a range of pages, such as 3 or 4-6."],
      ['2-1', "The range '2-1' ends before it starts."],
      ['1-2, 2', 'Page 2 is in more than one range.'],
    ]) {
      const res = await split(s.partner, { path: '/Bad', documentName: 'Ranges.pdf', page_ranges });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(error);
    }
    const state = await byPath(s.partner, { path: '/Bad', documentName: 'Ranges.pdf' });
    expect(state.body).toEqual({ extracted_document: null, parent_document_id: null, split_documents: [] });
  });

  it('the multi-form split is only for PDFs', async () => {
    const res = await uploadFile(s.partner, s.companyId, '/Images', 'photo.png', png, 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refused = await split(s.partner, { path: '/Images', documentName: 'photo.png' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Only PDF files can be split.');
  });

  it('splitting needs staff and a firm with the bulk upload processor', async () => {
    await upload('/Who', 'Mine.pdf', ['A', 'B']);
    const client = await split(s.client, { path: '/Who', documentName: 'Mine.pdf' });
    expect(client.status).toBe(403);
    const offUpload = await uploadFile(s.off, s.offCompanyId, '/', 'Off.pdf', await formsPdf(['A', 'B']));
    expect(offUpload.status).toBe(200);
    const off = await api('/integrations/auto_split_documents', {
      token: s.off,
      body: { company_id: s.offCompanyId, path: '/', documentName: 'Off.pdf' },
    });
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('The bulk upload processor is turned off for this firm');
    const stranger = await split(s.other, { path: '/Who', documentName: 'Mine.pdf' });
    expect(stranger.status).toBe(404);
    expect((await byPath(s.other, { path: '/Who', documentName: 'Mine.pdf' })).status).toBe(404);
  });

  it('a file never split reads as not split; a missing file is not found', async () => {
    await upload('/Plain', 'Plain.pdf', ['A']);
    const plain = await byPath(s.client, { path: '/Plain', documentName: 'Plain.pdf' });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ extracted_document: null, parent_document_id: null, split_documents: [] });
    expect((await byPath(s.client, { path: '/Plain', documentName: 'Nope.pdf' })).status).toBe(404);
    expect((await byPath(s.client, { path: '/Plain' })).status).toBe(400);
  });
});
