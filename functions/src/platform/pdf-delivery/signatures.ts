/**
 * Signed e-sign forms as a PDF (FA §2.6 download, the signature request's signed document): each signature drawn in
 * a block near the bottom of its page — the typed name in a script-like face, or the drawn image — over a line
 * saying who signed, when (UTC) and from where. Several signatures on one page stack upward from the bottom.
 * pdf-lib loads on first use; the input bytes are never changed.
 */
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { drawableText } from '../pdf-text';
import { openPdf, savePdf } from './open';
import { pageFrame } from './page-frame';

export interface SignaturePlacement {
  /** 1-based. */
  page: number;
  kind: 'typed' | 'drawn';
  /** The typed signature (the signer's name when absent). */
  text?: string | null;
  /** The drawn signature: a PNG data URL. */
  image?: string | null;
  name: string;
  /** ISO 8601. */
  signedAt: string;
  ip?: string | null;
  /** 0-based: several signatures on one page stack upward from the bottom. */
  slot: number;
}

/** The block, in points of the upright page. */
const block = { left: 48, bottom: 30, height: 66, width: 240, noteWidth: 400 };
const typedSize = { most: 24, least: 10 };
const noteSize = 7;
const drawnBox = { width: 200, height: 40 };

export async function stampSignatures(
  bytes: Uint8Array,
  placements: SignaturePlacement[],
  opts?: { onlyPages?: number[] },
): Promise<Uint8Array> {
  const { StandardFonts } = await import('pdf-lib');
  const pdf = await openPdf(bytes);
  const pages = pdf.getPages();
  for (const p of placements) pageNumberIn(p.page, pages.length);
  if (opts?.onlyPages) pagesIn(opts.onlyPages, pages.length);
  if (placements.length > 0) {
    const fonts: Fonts = {
      script: await pdf.embedFont(StandardFonts.TimesRomanItalic),
      note: await pdf.embedFont(StandardFonts.Helvetica),
    };
    for (const p of placements) await drawSignature(pdf, pages[p.page - 1]!, p, fonts);
  }
  return savePdf(opts?.onlyPages ? await copyOf(pdf, opts.onlyPages) : pdf);
}

/** Only these pages (1-based, at least one), in the order given (a page named twice is kept once). */
export async function keepPages(bytes: Uint8Array, pages: number[]): Promise<Uint8Array> {
  const pdf = await openPdf(bytes);
  pagesIn(pages, pdf.getPageCount());
  return savePdf(await copyOf(pdf, pages));
}

/** 'Electronically signed by Dana Lee on Mar 4, 2026, 3:05 PM UTC (IP 203.0.113.7)'. */
export function signedLine(p: Pick<SignaturePlacement, 'name' | 'signedAt' | 'ip'>): string {
  const at = new Date(p.signedAt);
  const when = Number.isNaN(at.getTime())
    ? p.signedAt
    : `${at.toLocaleString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })} UTC`;
  return `Electronically signed by ${p.name} on ${when}${p.ip ? ` (IP ${p.ip})` : ''}`;
}

interface Fonts {
  script: PDFFont;
  note: PDFFont;
}

function pagesIn(pages: number[], count: number): void {
  if (pages.length === 0) throw new RangeError('no pages to keep');
  for (const n of pages) pageNumberIn(n, count);
}

function pageNumberIn(n: number, count: number): void {
  if (!Number.isInteger(n) || n < 1 || n > count) throw new RangeError(`page ${n} is not in a PDF of ${count} pages`);
}

async function drawSignature(pdf: PDFDocument, page: PDFPage, p: SignaturePlacement, fonts: Fonts): Promise<void> {
  const { degrees, grayscale, rgb } = await import('pdf-lib');
  const frame = pageFrame(page);
  const rotate = degrees(frame.angle(0));
  const width = Math.min(block.width, frame.width - 2 * block.left);
  const left = Math.max(0, Math.min(block.left, (frame.width - width) / 2));
  const noteWidth = Math.max(width, Math.min(block.noteWidth, frame.width - 2 * left));
  const base = block.bottom + Math.max(0, p.slot) * block.height;
  const ink = rgb(0.05, 0.15, 0.45);

  const note = fit(drawableText(signedLine(p), charset(fonts.note)), fonts.note, noteSize, noteWidth, 5);
  page.drawText(note.text, {
    ...frame.toPage(left, base),
    size: note.size,
    font: fonts.note,
    color: grayscale(0.25),
    rotate,
  });
  const ruleY = base + noteSize + 4;
  page.drawLine({
    start: frame.toPage(left, ruleY),
    end: frame.toPage(left + width, ruleY),
    thickness: 0.6,
    color: grayscale(0.35),
  });

  const image = p.kind === 'drawn' ? await embedDrawn(pdf, p.image) : null;
  if (image) {
    const scale = Math.min(drawnBox.width / image.width, drawnBox.height / image.height, 1);
    page.drawImage(image, {
      ...frame.toPage(left, ruleY + 3),
      width: image.width * scale,
      height: image.height * scale,
      rotate,
    });
    return;
  }
  // A typed signature, or a drawn one whose image cannot be read: the signer's words in the script face.
  const typed = drawableText((p.kind === 'typed' && p.text?.trim()) || p.name, charset(fonts.script)).replace(
    /\s+/g,
    ' ',
  );
  const sized = fit(typed, fonts.script, typedSize.most, width, typedSize.least);
  page.drawText(sized.text, {
    ...frame.toPage(left, ruleY + 6),
    size: sized.size,
    font: fonts.script,
    color: ink,
    rotate,
  });
}

/** What the font can draw (its WinAnsi characters), read once per font: the set is built from a list each time. */
const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();
function charset(font: PDFFont): ReadonlySet<number> {
  const known = charsets.get(font);
  if (known) return known;
  const set = new Set(font.getCharacterSet());
  charsets.set(font, set);
  return set;
}

/** The text at the largest size up to `size` (down to `least`) that fits the width, cut with '…' if still too wide. */
function fit(text: string, font: PDFFont, size: number, width: number, least = size): { text: string; size: number } {
  // A hair under the exact size, so rounding does not cut a line that fits.
  const exact = (size * width) / Math.max(1, font.widthOfTextAtSize(text, size));
  const at = Math.max(least, Math.min(size, exact * 0.999));
  let out = text;
  while (out.length > 1 && font.widthOfTextAtSize(out, at) > width) out = `${out.slice(0, -2)}…`;
  return { text: out, size: at };
}

async function embedDrawn(pdf: PDFDocument, dataUrl: string | null | undefined) {
  const match = dataUrl?.match(/^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/);
  if (!match) return null;
  try {
    return await pdf.embedPng(Buffer.from(match[1]!, 'base64'));
  } catch {
    return null;
  }
}

async function copyOf(pdf: PDFDocument, pages: number[]): Promise<PDFDocument> {
  const { PDFDocument } = await import('pdf-lib');
  const out = await PDFDocument.create({ updateMetadata: false });
  const wanted = [...new Set(pages)].map((n) => n - 1);
  for (const page of await out.copyPages(pdf, wanted)) out.addPage(page);
  return out;
}
