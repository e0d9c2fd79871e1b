import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { makeForm, scanned } from '../../../../tests/support/form-corpus';
import { hammingDistance } from './image-hash';
import { readPagesLocally } from './local-reader';
import { stopOcr } from './ocr';
import { openPdf, renderPage } from './pdfjs-node';
import { UnreadableFileError } from './reader-errors';

afterAll(() => stopOcr());

const joined = (lines: string[]) => lines.join('\n');

/** A PDF whose user password is not empty: the standard security handler with values no empty password opens. */
async function passwordProtectedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Secret', { x: 72, y: 700, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const hex = (byte: string) => PDFHexString.of(byte.repeat(32));
  const encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, O: hex('5a'), U: hex('a5'), P: -44 });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([hex('01'), hex('01')]);
  return pdf.save({ useObjectStreams: false });
}

async function unreadable(read: Promise<unknown>): Promise<UnreadableFileError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableFileError);
  return error as UnreadableFileError;
}

describe('reading a text PDF', () => {
  it('gives each page its lines, top to bottom, from the PDF’s own text, and an image hash', async () => {
    const form = await makeForm('1099-INT', 4);
    const [page] = await readPagesLocally(form.bytes, 'application/pdf');
    expect(page).toMatchObject({ page: 1, source: 'text' });
    expect(page!.imageHash).toMatch(/^[0-9a-f]{16}$/);
    const text = joined(page!.lines);
    expect(text).toContain('Interest Income');
    expect(text).toContain('1099-INT');
    expect(text).toContain(form.expected[0]!.differentiator!);
  });

  it('keeps texts on one baseline in one line, and parts them where a wide gap separates two boxes', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.drawText('Form W-2', { x: 40, y: 700, size: 12, font });
    page.drawText('Wage and Tax Statement', { x: 97, y: 700, size: 12, font });
    page.drawText('Department of the Treasury', { x: 400, y: 700, size: 12, font });
    page.drawText('1 Wages, tips, other compensation and more words to pass the scan threshold', {
      x: 40,
      y: 650,
      size: 9,
      font,
    });
    const [read] = await readPagesLocally(await pdf.save(), 'application/pdf');
    expect(read!.lines).toEqual([
      'Form W-2 Wage and Tax Statement',
      'Department of the Treasury',
      '1 Wages, tips, other compensation and more words to pass the scan threshold',
    ]);
  });

  it('reads every page of a PDF of several pages, in order', async () => {
    const form = await makeForm('K-1 (1041)', 2);
    expect(form.pages).toBe(2);
    const pages = await readPagesLocally(form.bytes, 'application/octet-stream');
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(joined(pages[1]!.lines)).toContain('Page 2');
  });
});

describe('reading scans', () => {
  it('OCRs a scanned page to lines holding the form’s title; its hash is near the text page’s', async () => {
    const form = await makeForm('W-2', 5);
    const [textPage] = await readPagesLocally(form.bytes, 'application/pdf');
    const [page] = await readPagesLocally(await scanned(form.bytes, 5), 'application/pdf');
    expect(page).toMatchObject({ page: 1, source: 'ocr' });
    expect(joined(page!.lines)).toContain('Wage and Tax Statement');
    expect(joined(page!.lines)).toContain(form.expected[0]!.differentiator!);
    expect(hammingDistance(page!.imageHash!, textPage!.imageHash!)).toBeLessThanOrEqual(10);
  });

  it('OCRs an image file (PNG) as one page', async () => {
    const form = await makeForm('1098-E', 3);
    const pdf = await openPdf(form.bytes);
    const { canvas } = await renderPage(await pdf.page(1), 2);
    await pdf.close();
    const pages = await readPagesLocally(await canvas.encode('png'), 'image/png');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ page: 1, source: 'ocr' });
    // The title wraps in its narrow corner column: 'Student Loan' / 'Interest Statement'.
    expect(pages[0]!.lines).toEqual(expect.arrayContaining(['Student Loan', 'Interest Statement']));
    expect(joined(pages[0]!.lines)).toContain(form.expected[0]!.differentiator!);
    expect(pages[0]!.imageHash).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('files that cannot be read', () => {
  it('a password-protected PDF throws UnreadableFileError saying so', async () => {
    const error = await unreadable(readPagesLocally(await passwordProtectedPdf(), 'application/pdf'));
    expect(error.reason).toBe('protected');
    expect(error.message).toBe(extractedDocumentText.protectedPdf);
  });

  it('a broken PDF or image throws UnreadableFileError', async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF at all\n%%EOF');
    for (const [bytes, type] of [
      [garbage, 'application/pdf'],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]), 'image/png'],
    ] as const) {
      const error = await unreadable(readPagesLocally(bytes, type));
      expect(error.reason).toBe('unreadable');
      expect(error.message).toBe(extractedDocumentText.unreadableFile);
    }
  });

  it('a file that is neither a PDF nor an image is refused', async () => {
    const error = await unreadable(readPagesLocally(new TextEncoder().encode('name,amount\n'), 'text/csv'));
    expect(error.reason).toBe('unsupported');
  });
});
