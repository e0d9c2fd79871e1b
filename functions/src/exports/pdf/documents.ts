/**
 * A document's pages in the export PDF: a PDF's pages copied in unchanged, an image drawn on a page of its own
 * (scaled to fit), or null when it goes on the 'Documents not included' page instead - a file of another kind, a PDF
 * that cannot be read or is encrypted, an image pdf-lib cannot embed.
 *
 * The pages are made in the writer's working document (`work`), which owns the copied objects until they are
 * written; the document's bytes and its parsed form are dropped when this returns.
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import { PDFDocument, type PDFFont, type PDFImage, PDFPage } from 'pdf-lib';
import type { ExportDocument } from '../model';
import { type Fonts, grey, margin, pageSize, smallSize } from './layout';
import { drawableText, wrapText } from '../../platform/pdf-text';
import { stampAnnotations, type Frame } from './stamped-annotations';

const captionGap = 8;

export async function documentPages(work: PDFDocument, doc: ExportDocument, fonts: Fonts): Promise<PDFPage[] | null> {
  if (doc.kind === 'other') return null;
  const bytes = await doc.read();
  const placed =
    doc.kind === 'pdf' ? await pdfPages(work, bytes) : await imagePage(work, doc.name, bytes, fonts.regular);
  const annotations = placed && doc.annotations ? await doc.annotations() : [];
  if (placed && annotations.length) {
    // An image's annotations sit on the image as drawn, not on the page around it.
    stampAnnotations(placed.pages, annotations, fonts.regular, placed.frame ? () => placed.frame! : undefined);
  }
  return placed?.pages ?? null;
}

interface Placed {
  pages: PDFPage[];
  /** Where an image was drawn on its page. */
  frame?: Frame;
}

async function pdfPages(work: PDFDocument, bytes: Uint8Array): Promise<Placed | null> {
  try {
    // Throws for an encrypted file (EncryptedPDFError) and for bytes that do not parse as a PDF.
    const source = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
    if (source.getPageCount() === 0) return null;
    return { pages: await work.copyPages(source, source.getPageIndices()) };
  } catch {
    return null;
  }
}

type ImageFormat = 'png' | 'jpeg';

/** The image's format by its first bytes, not its name or declared type (which may be wrong). */
function imageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** A US Letter page (landscape for a wide image) with the image's name at the top and the image scaled to fit. */
async function imagePage(work: PDFDocument, name: string, bytes: Uint8Array, font: PDFFont): Promise<Placed | null> {
  const format = imageFormat(bytes);
  if (!format) return null;
  let image: PDFImage;
  try {
    // Both decode here (a PNG fully, a JPEG's markers), so an image pdf-lib cannot read fails now, before pdf-lib
    // takes it into the working document.
    image = format === 'png' ? await work.embedPng(bytes) : await work.embedJpg(bytes);
  } catch {
    return null;
  }
  const [width, height] = image.width > image.height ? [pageSize[1], pageSize[0]] : pageSize;
  const page = PDFPage.create(work);
  page.setSize(width, height);
  const [first = '', ...more] = wrapText(
    drawableText(name, new Set(font.getCharacterSet())),
    font,
    smallSize,
    width - 2 * margin - 10,
  );
  const caption = more.length ? `${first}\u2026` : first;
  const captionY = height - margin - smallSize;
  page.drawText(caption, { x: margin, y: captionY, size: smallSize, font, color: grey });
  const boxWidth = width - 2 * margin;
  const boxHeight = captionY - captionGap - margin;
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  // Centred across, under the caption: where a reader looks first.
  const frame = { x: margin + (boxWidth - drawn.width) / 2, y: margin + boxHeight - drawn.height, ...drawn };
  page.drawImage(image, frame);
  return { pages: [page], frame };
}
