import { concatTransformationMatrix, degrees, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportQuestion, PdfOptions, QuestionnaireExport } from '../model';
import { writeQuestionnairePdf } from './write';

// pdf.js needs Promise.withResolvers, which Node 20 lacks (the browser and Node 22 have it).
(Promise as unknown as { withResolvers?: () => unknown }).withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const all: PdfOptions = { toc: true, pageNumbers: true, includeDocuments: true };
const plain: PdfOptions = { toc: false, pageNumbers: false, includeDocuments: true };

function question(number: string, text: string, more: Partial<ExportQuestion> = {}): ExportQuestion {
  return {
    number,
    text,
    question_type: 'text',
    state: 'answered',
    answer: `${text} answer`,
    answer_by: null,
    entries: null,
    notes: [],
    questions: [],
    ...more,
  };
}

/** A one-page-per-line PDF; `skewed` pages leave a scaled CTM behind (no q/Q), as some producers do. */
async function smallPdf(lines: string[], skewed = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    const page = doc.addPage([612, 792]);
    page.drawText(line, { x: 72, y: 700, size: 14, font });
    if (skewed) page.pushOperators(concatTransformationMatrix(3, 0, 0, 3, 100, 100));
  }
  return doc.save();
}

async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Secret');
  doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 1, R: 2 }));
  return doc.save({ useObjectStreams: false });
}

/** A 1x1 PNG. */
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function document(name: string, kind: ExportDocument['kind'], bytes: Uint8Array, reads?: string[]): ExportDocument {
  return {
    id: name,
    name,
    description: '',
    kind,
    content_type: kind === 'pdf' ? 'application/pdf' : kind === 'image' ? 'image/png' : 'application/octet-stream',
    size: bytes.length,
    link: `https://portal.example.com/documents/${encodeURIComponent(name)}?open=(1)`,
    read: async () => {
      reads?.push(name);
      return bytes;
    },
  };
}

function fixture(documents: ExportDocument[]): QuestionnaireExport {
  return {
    heading: {
      title: 'Individual Tax Organizer',
      company: 'Acme Holdings',
      tax_year: 2025,
      status: 'Submitted',
      exported_at: 'Nov 26, 2026 9:30 AM',
    },
    sections: [
      {
        title: 'Personal Information',
        status: 'Completed',
        instruction: 'Tell us about your household.',
        letter: '',
        signatures: [],
        questions: [
          question('1.', 'Did you have dependents?', {
            answer: 'Yes',
            questions: [
              question('1.1', 'How many dependents?', {
                answer: 'Two',
                questions: [question('1.1.1', 'Any of them in college?', { answer: 'One' })],
              }),
            ],
          }),
          question('2.', 'List your dependents', {
            question_type: 'entries',
            answer: '',
            entries: {
              columns: ['Name', 'Relationship', 'Date of birth'],
              rows: [
                ['Robin Client', 'Daughter', 'Mar 3, 2010'],
                ['Sam Client', 'Son', 'Jul 9, 2012'],
              ],
            },
          }),
          question('3.', 'Marital status', {
            answer: 'Married filing jointly',
            notes: [
              { author: 'Dana Advisor', date: 'Mar 1, 2026', text: 'Confirm the spouse SSN.', from_firm_user: true },
            ],
          }),
          question('4.', 'Foreign accounts', { state: 'not_applicable', answer: 'N/A' }),
          question('5.', 'Prior year return', { state: 'provided_elsewhere', answer: 'Provided elsewhere' }),
          question('6.', 'Charitable donations', { state: 'answer_later', answer: '', answer_by: 'Mar 1, 2026' }),
          question('7.', 'Estimated payments', { state: 'unanswered', answer: '' }),
          question('8.', 'Emoji and script: 👨‍👩‍👧 日本 café', { answer: 'Ünïcödé ✓ 🙂' }),
        ],
      },
      {
        title: 'Income',
        status: 'Pending',
        instruction: '',
        letter: '',
        signatures: [],
        questions: [
          question('1.', 'Wages', { answer: '$68,450.00' }),
          question('2.', 'Crypto', { state: 'marked_completed', answer: '' }),
          question('3.', 'Rental', { state: 'not_needed', answer: '' }),
        ],
      },
      {
        title: 'Engagement Letter',
        status: 'Completed',
        instruction: 'Please sign.',
        letter: 'We agree to prepare your 2025 return. '.repeat(30),
        signatures: [
          {
            name: 'Casey Client',
            signature: 'Casey Client',
            not_needed: false,
            signed_at: 'Mar 1, 2026 10:15 AM',
            client_time: 'Mar 1, 2026 10:14 AM',
            ip_address: '203.0.113.9',
            user_agent: 'Mozilla/5.0 TestBrowser',
          },
          {
            name: 'Jordan Spouse',
            signature: 'Not needed',
            not_needed: true,
            signed_at: null,
            client_time: null,
            ip_address: null,
            user_agent: null,
          },
        ],
        questions: [],
      },
    ],
    attachments: question('', 'Additional attachments', { answer: 'extra-receipt.pdf' }),
    documents,
  };
}

async function exportPdf(doc: QuestionnaireExport, options: PdfOptions) {
  const chunks: Uint8Array[] = [];
  const written = await writeQuestionnairePdf(doc, options, {
    write: async (chunk) => {
      chunks.push(chunk);
    },
  });
  const bytes = new Uint8Array(Buffer.concat(chunks));
  return { bytes, written };
}

interface PdfJsItem {
  str: string;
  transform: number[];
  width: number;
}

async function readPdf(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: { text: string; items: PdfJsItem[]; annotations: Record<string, unknown>[] }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const items: PdfJsItem[] = (await page.getTextContent()).items.flatMap((i) =>
      'str' in i && i.str !== '' ? [i] : [],
    );
    pages.push({
      text: items
        .map((i) => i.str)
        .join(' ')
        .replace(/\s+/g, ' '),
      items,
      annotations: (await page.getAnnotations()) as Record<string, unknown>[],
    });
  }
  const pageOf = async (dest: unknown) => (await pdf.getPageIndex((dest as [{ num: number; gen: number }])[0])) + 1;
  const outline = await Promise.all(
    ((await pdf.getOutline()) ?? []).map(async (item) => ({
      title: item.title,
      page: await pageOf(item.dest),
      children: await Promise.all(item.items.map(async (c) => ({ title: c.title, page: await pageOf(c.dest) }))),
    })),
  );
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  return { numPages: pdf.numPages, pages, outline, title: info.Title, pageOf };
}

/** The 1-based page whose text starts with `text`, after the first `skip` pages (the title and TOC). */
function pageStartingWith(pages: { text: string }[], text: string, skip: number): number {
  return pages.findIndex((p, i) => i >= skip && p.text.startsWith(text)) + 1;
}

function textsOf(q: ExportQuestion): string[] {
  return [q.text, ...q.questions.flatMap(textsOf)];
}

describe('writeQuestionnairePdf', () => {
  it('lays out the questionnaire, merges the documents and numbers and links the pages', async () => {
    const alpha = await smallPdf(['Alpha W-2 first page', 'Alpha W-2 second page'], true);
    const bravo = await smallPdf(['Bravo 1099-INT only page']);
    const doc = fixture([
      document('Alpha W-2.pdf', 'pdf', alpha),
      document('Bravo 1099-INT.pdf', 'pdf', bravo),
      document('Receipt.png', 'image', png),
      document('Engagement notes.docx', 'other', new Uint8Array([1, 2, 3])),
    ]);
    const { bytes, written } = await exportPdf(doc, all);
    const pdf = await readPdf(bytes);

    // Title, TOC, three sections, the attachments, 2 + 1 merged pages, the image, the listing.
    expect(pdf.numPages).toBe(11);
    expect(written.pages).toBe(11);
    expect(written.bytes).toBe(bytes.length);
    expect(written.listed).toEqual(['Engagement notes.docx']);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(11);
    expect(pdf.title).toBe('Individual Tax Organizer');

    expect(pdf.pages[0]!.text).toContain('Individual Tax Organizer');
    expect(pdf.pages[0]!.text).toContain('Acme Holdings');
    expect(pdf.pages[0]!.text).toContain('Tax year 2025');
    expect(pdf.pages[0]!.text).toContain('Exported Nov 26, 2026 9:30 AM');
    expect(pdf.pages[1]!.text.startsWith('Table of Contents')).toBe(true);

    const text = pdf.pages.map((p) => p.text).join('\n');
    const questions = doc.sections.flatMap((s) => s.questions).filter((q) => !q.text.startsWith('Emoji'));
    for (const q of questions) for (const t of textsOf(q)) expect(text).toContain(t);
    for (const expected of [
      '1.1 How many dependents?',
      '1.1.1 Any of them in college?',
      'Yes',
      'Two',
      'One',
      'Relationship',
      'Robin Client',
      'Jul 9, 2012',
      'Married filing jointly',
      'Note from Dana Advisor on Mar 1, 2026: Confirm the spouse SSN.',
      'N/A',
      'Provided elsewhere',
      'Answer later (by Mar 1, 2026)',
      'Not answered',
      'Marked completed by the firm',
      'Marked not needed',
      // What WinAnsi lacks is drawn as '?', one per grapheme.
      '8. Emoji and script: ? ?? café',
      'Ünïcödé ? ?',
      'Signed at: Mar 1, 2026 10:15 AM',
      'Client time: Mar 1, 2026 10:14 AM',
      'IP address: 203.0.113.9',
      'User agent: Mozilla/5.0 TestBrowser',
      'Jordan Spouse: Not needed',
      'Additional attachments',
      'extra-receipt.pdf',
    ])
      expect(text).toContain(expected);

    // Every TOC line's number is where its section or document really starts, and its link opens that page.
    const toc = pdf.pages[1]!;
    const expectedStarts = [
      ...doc.sections.map((s) => [s.title, pageStartingWith(pdf.pages, s.title, 2)] as const),
      ['Alpha W-2.pdf', pageStartingWith(pdf.pages, 'Alpha W-2 first page', 2)] as const,
      ['Bravo 1099-INT.pdf', pageStartingWith(pdf.pages, 'Bravo 1099-INT only page', 2)] as const,
      ['Receipt.png', pageStartingWith(pdf.pages, 'Receipt.png', 2)] as const,
      ['Engagement notes.docx', pageStartingWith(pdf.pages, 'Documents not included', 2)] as const,
    ];
    expect(expectedStarts.map(([, page]) => page)).toEqual([3, 4, 5, 7, 9, 10, 11]);
    expect(written.toc).toEqual(expectedStarts.map(([title, page]) => ({ title, page })));
    for (const [title, page] of expectedStarts) expect(toc.text).toMatch(new RegExp(`${title} \\.+ ${page}\\b`));
    const tocLinks = await Promise.all(toc.annotations.map((a) => pdf.pageOf(a.dest)));
    expect(tocLinks).toEqual(expectedStarts.map(([, page]) => page));

    // 'Page n of N' at the bottom centre of every page, in the same place on a merged page that left its CTM scaled.
    pdf.pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of 11`);
    });
    const footerOn = (n: number) => pdf.pages[n - 1]!.items.find((i) => i.str.startsWith('Page '))!;
    expect(footerOn(7).transform).toEqual(footerOn(3).transform);
    expect(footerOn(7).transform[0]).toBeCloseTo(8.5);
    expect(footerOn(7).transform[5]).toBeCloseTo(24);
    expect(footerOn(7).transform[4]! + footerOn(7).width / 2).toBeCloseTo(306, 0);

    // Bookmarks: the sections, then the merged documents under 'Documents'.
    expect(pdf.outline.map((o) => o.title)).toEqual([...doc.sections.map((s) => s.title), 'Documents']);
    expect(pdf.outline.map((o) => o.page)).toEqual([3, 4, 5, 7]);
    expect(pdf.outline[3]!.children).toEqual([
      { title: 'Alpha W-2.pdf', page: 7 },
      { title: 'Bravo 1099-INT.pdf', page: 9 },
      { title: 'Receipt.png', page: 10 },
    ]);

    // The listing names the file and prints and links its portal address.
    const listing = pdf.pages[10]!;
    const link = 'https://portal.example.com/documents/Engagement%20notes.docx?open=(1)';
    expect(listing.text).toContain('Engagement notes.docx');
    expect(listing.text.replace(/ /g, '')).toContain(link);
    expect(listing.annotations.map((a) => a.url)).toContain(link);
  });

  it('puts the footer at the bottom centre of a rotated page as it is shown', async () => {
    const source = await PDFDocument.create();
    source.addPage([612, 792]).setRotation(degrees(90));
    source.addPage([612, 792]).setRotation(degrees(270));
    const doc = fixture([document('Sideways.pdf', 'pdf', await source.save())]);
    const { bytes } = await exportPdf(doc, all);
    const pdf = await readPdf(bytes);
    const [r90, r270] = pdf.pages.slice(-2).map((p) => p.items.find((i) => i.str.startsWith('Page '))!);
    // Shown 792 wide and 612 high: the label runs up the page's right edge (90) or down its left edge (270).
    expect(r90!.transform.slice(0, 4)).toEqual([0, 8.5, -8.5, 0]);
    expect(r90!.transform[4]).toBeCloseTo(612 - 24);
    expect(r90!.transform[5]! + r90!.width / 2).toBeCloseTo(396, 0);
    expect(r270!.transform.slice(0, 4)).toEqual([0, -8.5, 8.5, 0]);
    expect(r270!.transform[4]).toBeCloseTo(24);
    expect(r270!.transform[5]! - r270!.width / 2).toBeCloseTo(396, 0);
  });

  it('has no TOC page and no page numbers without them', async () => {
    const doc = fixture([document('Bravo 1099-INT.pdf', 'pdf', await smallPdf(['Bravo 1099-INT only page']))]);
    const { bytes, written } = await exportPdf(doc, plain);
    const pdf = await readPdf(bytes);
    expect(pdf.numPages).toBe(6);
    expect(pdf.pages.some((p) => p.text.includes('Table of Contents'))).toBe(false);
    expect(pdf.pages.some((p) => /Page \d+ of/.test(p.text))).toBe(false);
    expect(pageStartingWith(pdf.pages, 'Personal Information', 1)).toBe(2);
    expect(written.toc[0]).toEqual({ title: 'Personal Information', page: 2 });
    expect(written.toc.at(-1)).toEqual({ title: 'Bravo 1099-INT.pdf', page: 6 });
    expect(pdf.outline.map((o) => o.title)).toEqual([
      'Personal Information',
      'Income',
      'Engagement Letter',
      'Documents',
    ]);
  });

  it('lists an encrypted or unreadable PDF and an unreadable image instead of failing', async () => {
    const doc = fixture([
      document('Locked.pdf', 'pdf', await encryptedPdf()),
      document('Garbage.pdf', 'pdf', new TextEncoder().encode('this is not a PDF at all')),
      document('Truncated.pdf', 'pdf', (await smallPdf(['Cut short'])).slice(0, 40)),
      document('Broken.png', 'image', png.slice(0, 20)),
      document('Bravo 1099-INT.pdf', 'pdf', await smallPdf(['Bravo 1099-INT only page'])),
    ]);
    const { bytes, written } = await exportPdf(doc, all);
    expect(written.listed).toEqual(['Locked.pdf', 'Garbage.pdf', 'Truncated.pdf', 'Broken.png']);
    const pdf = await readPdf(bytes);
    const listing = pdf.pages.at(-1)!.text;
    for (const name of written.listed) expect(listing).toContain(name);
    expect(pdf.pages.at(-2)!.text).toContain('Bravo 1099-INT only page');
    expect(written.toc.filter((t) => written.listed.includes(t.title)).map((t) => t.page)).toEqual([
      pdf.numPages,
      pdf.numPages,
      pdf.numPages,
      pdf.numPages,
    ]);
    expect(pdf.outline.at(-1)!.children.map((c) => c.title)).toEqual(['Bravo 1099-INT.pdf']);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pdf.numPages);
  });

  it('reads no document when documents are not included', async () => {
    const reads: string[] = [];
    const doc = fixture([document('Bravo 1099-INT.pdf', 'pdf', await smallPdf(['Bravo']), reads)]);
    const { bytes, written } = await exportPdf(doc, { ...all, includeDocuments: false });
    const pdf = await readPdf(bytes);
    expect(reads).toEqual([]);
    expect(pdf.numPages).toBe(6);
    expect(pdf.pages[1]!.text).not.toContain('Documents');
    expect(pdf.outline.map((o) => o.title)).not.toContain('Documents');
    expect(written.toc.map((t) => t.title)).toEqual(['Personal Information', 'Income', 'Engagement Letter']);
  });

  it('streams: earlier documents reach the sink before a later one is read', async () => {
    const sizes: number[] = [];
    let sent = 0;
    const noiseSize = 300_000;
    const bulky = async (label: string) => {
      const pdf = await PDFDocument.create();
      pdf.addPage().drawText(label);
      // Incompressible bytes reachable from the page, as a scanned page's image would be.
      const noise = new Uint8Array(noiseSize);
      for (let at = 0; at < noiseSize; at += 65_536) crypto.getRandomValues(noise.subarray(at, at + 65_536));
      pdf.getPage(0).node.set(PDFName.of('TestNoise'), pdf.context.register(pdf.context.stream(noise)));
      return pdf.save();
    };
    const docs = await Promise.all(['One', 'Two', 'Three'].map(bulky));
    const documents = docs.map((bytes, i) => ({
      ...document(`Scan ${i}.pdf`, 'pdf', bytes),
      read: async () => {
        sizes.push(sent);
        return bytes;
      },
    }));
    await writeQuestionnairePdf(fixture(documents), all, {
      write: async (chunk) => {
        sent += chunk.length;
      },
    });
    // Before reading the third document, the first two (300 KB of noise each) were already written out.
    expect(sizes[2]).toBeGreaterThan(2 * noiseSize);
  });

  it('breaks a long entries table across pages, repeating its header', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Row ${i + 1}`, 'x '.repeat(i % 7 === 0 ? 200 : 3), `${i}`]);
    const doc = fixture([]);
    doc.sections = [
      {
        title: 'Long',
        status: '',
        instruction: '',
        letter: '',
        signatures: [],
        questions: [
          question('1.', 'Table', {
            answer: '',
            entries: { columns: ['Label', 'Long text', 'Index'], rows },
          }),
        ],
      },
    ];
    doc.attachments = null;
    const { bytes } = await exportPdf(doc, all);
    const pdf = await readPdf(bytes);
    const body = pdf.pages.slice(2);
    expect(body.length).toBeGreaterThan(3);
    for (const page of body) expect(page.text).toContain('Label Long text Index');
    const text = body.map((p) => p.text).join(' ');
    for (const row of rows) expect(text).toContain(row[0]);
  });
});
