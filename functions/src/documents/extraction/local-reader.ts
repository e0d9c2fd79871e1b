/**
 * The local twin of Textract (issue 18): a PDF's own text through pdf.js, grouped into lines as Textract gives
 * them, and OCR (tesseract.js) for pages that carry no text — scans — and for images. Every page is also drawn
 * once for its image hash, so a re-scan of the same form is recognised as a duplicate.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { differenceHash, type RgbaImage } from './image-hash';
import { recogniseLines } from './ocr';
import { loadCanvas, openPdf, renderPage } from './pdfjs-node';
import { UnreadableFileError } from './reader-errors';
import type { PageText } from './types';

/** A page with fewer letters and digits than this is a scan (at most a scanner's stamp): it is OCR'd. */
const minTextCharacters = 40;
/** OCR reads a page drawn at 144 dpi; the hash of a text page needs no more than 72. */
const ocrScale = 2;
const hashScale = 1;
/** Images are OCR'd with their longest side within these pixels: small photos enlarged, huge ones reduced. */
const imageSide = { min: 1600, max: 3000 };

type FileKind = 'pdf' | 'image';

export async function readPagesLocally(bytes: Uint8Array, contentType: string): Promise<PageText[]> {
  const kind = kindOf(bytes, contentType);
  if (!kind) throw new UnreadableFileError('unsupported');
  return kind === 'pdf' ? readPdf(bytes) : [await readImage(bytes)];
}

function kindOf(bytes: Uint8Array, contentType: string): FileKind | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/gif'].includes(type)) return 'image';
  // An upload stored as application/octet-stream: its first bytes tell.
  const head = Buffer.from(bytes.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head[0] === 0x89 && head.subarray(1, 4).toString('latin1') === 'PNG') return 'image';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'image';
  return null;
}

async function readPdf(bytes: Uint8Array): Promise<PageText[]> {
  const pdf = await openPdf(bytes);
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= pdf.pageCount; n++) {
      const page = await pdf.page(n);
      try {
        pages.push(await readPdfPage(page, n));
      } finally {
        page.cleanup();
      }
    }
    return pages;
  } finally {
    await pdf.close();
  }
}

async function readPdfPage(page: PDFPageProxy, n: number): Promise<PageText> {
  const lines = await textLines(page).catch(() => [] as string[]);
  const characters = lines.join('').replace(/[^\p{L}\p{N}]/gu, '').length;
  if (characters >= minTextCharacters) {
    const { image } = await renderPage(page, hashScale).catch((e) => unreadable(e));
    return { page: n, lines, source: 'text', imageHash: differenceHash(image) };
  }
  const { image } = await renderPage(page, ocrScale).catch((e) => unreadable(e));
  const ocr = await recogniseLines(image, 72 * (image.width / page.getViewport({ scale: 1 }).width));
  return { page: n, lines: ocr, source: 'ocr', imageHash: differenceHash(image) };
}

async function readImage(bytes: Uint8Array): Promise<PageText> {
  const { createCanvas, loadImage } = await loadCanvas();
  const picture = await loadImage(Buffer.from(bytes)).catch((e) => unreadable(e));
  if (!picture.width || !picture.height) throw new UnreadableFileError('unreadable');
  const longest = Math.max(picture.width, picture.height);
  const scale = Math.min(2, Math.max(imageSide.min / longest, Math.min(1, imageSide.max / longest)));
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent pixels are paper, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(picture, 0, 0, width, height);
  const image: RgbaImage = { data: context.getImageData(0, 0, width, height).data, width, height };
  const lines = await recogniseLines(image);
  return { page: 1, lines, source: 'ocr', imageHash: differenceHash(image) };
}

function unreadable(cause: unknown): never {
  throw new UnreadableFileError('unreadable', { cause });
}

interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A gap wider than this many font sizes parts two runs of text on one line (two boxes side by side). */
const columnGap = 1;
/** A gap wider than this many font sizes is a space between words drawn as separate runs. */
const wordGap = 0.12;

/**
 * The page's text as lines, top to bottom and left to right: runs on the same baseline make one line, split where
 * a wide gap parts two boxes' texts — as Textract's LINE blocks are.
 */
async function textLines(page: PDFPageProxy): Promise<string[]> {
  const content = await page.getTextContent();
  const runs: Placed[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [a, b, c, d, x, y] = item.transform as number[];
    const size = Math.max(1, Math.hypot(c!, d!) || item.height || Math.hypot(a!, b!));
    runs.push({ text: item.str, x: x!, y: y!, width: item.width, size });
  }
  runs.sort((p, q) => q.y - p.y || p.x - q.x);
  const rows: Placed[][] = [];
  for (const run of runs) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - run.y) <= 0.5 * Math.min(anchor.size, run.size)) row.push(run);
    else rows.push([run]);
  }
  return rows.flatMap((row) => splitAtGaps(row.sort((p, q) => p.x - q.x)));
}

function splitAtGaps(row: Placed[]): string[] {
  const lines: string[] = [];
  let line = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of row) {
    const gap = run.x - end;
    if (line !== '' && gap > columnGap * run.size) {
      lines.push(line);
      line = '';
    }
    const spaced = line !== '' && gap > wordGap * run.size && !line.endsWith(' ') && !run.text.startsWith(' ');
    line += (spaced ? ' ' : '') + run.text;
    end = Math.max(end, run.x + run.width);
  }
  if (line !== '') lines.push(line);
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
}
