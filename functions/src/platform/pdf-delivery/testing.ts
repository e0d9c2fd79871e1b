/**
 * Test support: the text of each page of a PDF as pdf.js reads it (what a reader would copy), to prove a stamp is
 * on the page it belongs to. Tests only; never imported by a handler.
 */
import { loadPdfjs } from '../../documents/extraction/pdfjs-node';

export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  // With what Node 20 lacks and pdf.js calls.
  const { getDocument } = await loadPdfjs();
  // pdf.js takes the buffer over: it reads a copy, the caller keeps its bytes.
  const task = getDocument({ data: bytes.slice(), verbosity: 0, useSystemFonts: false });
  try {
    const pdf = await task.promise;
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(
        content.items
          .map((i) => ('str' in i ? i.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return texts;
  } finally {
    await task.destroy();
  }
}

/** A PDF of these pages (upright sizes in points, and /Rotate), each with its number written on it. */
export async function samplePdf(
  pages: { size?: [number, number]; rotate?: number; text?: string }[] | number,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, degrees } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const list = typeof pages === 'number' ? Array.from({ length: pages }, () => ({})) : pages;
  list.forEach((p: { size?: [number, number]; rotate?: number; text?: string }, i) => {
    const page = pdf.addPage(p.size ?? [612, 792]);
    if (p.rotate) page.setRotation(degrees(p.rotate));
    page.drawText(p.text ?? `Page ${i + 1} of the return`, { x: 72, y: page.getHeight() - 72, size: 12, font });
  });
  return pdf.save();
}

/**
 * A PDF whose trailer names a standard security handler, as a password-protected file's does (pdf-lib cannot
 * encrypt; readers and pdf-lib see the /Encrypt entry and refuse it without the password).
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const { PDFDocument, PDFHexString } = await import('pdf-lib');
  const pdf = await PDFDocument.load(await samplePdf(1));
  pdf.context.trailerInfo.Encrypt = pdf.context.register(
    pdf.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      O: PDFHexString.of('00'.repeat(32)),
      U: PDFHexString.of('00'.repeat(32)),
      P: -44,
    }),
  );
  return pdf.save({ useObjectStreams: false });
}

/** A long return: each page a full form of text lines, in the two fonts a preparer's software draws with. */
export async function manyPagePdf(pageCount: number): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pageCount; n++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Form 1040 continuation, page ${n}`, { x: 54, y: 740, size: 14, font: bold });
    for (let line = 0; line < 45; line++)
      page.drawText(
        `Line ${line + 1}: amount reported on the schedule for item ${n}.${line} ... $${(n * 97 + line * 13).toFixed(2)}`,
        {
          x: 54,
          y: 710 - line * 14,
          size: 9,
          font: regular,
        },
      );
  }
  return pdf.save();
}

/** A drawn signature as the signing pad sends it: a PNG data URL. */
export function signaturePng(): string {
  // The smallest PNG: one grey pixel (pdf-lib scales it into the signature's box like any other).
  return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
}
