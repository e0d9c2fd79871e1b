/**
 * A "scan" of a PDF: each page drawn by pdf.js at 144 dpi, turned by a small angle and shifted a little as a page on
 * a scanner's glass, with grey jitter and sparse dark specks, saved as a JPEG or PNG image — one image per page of a
 * new PDF, no text left in it. Heavier noise than this makes OCR fail where a real scanner would not.
 */
import { openPdf, renderPage, loadCanvas } from '@ledgerline/functions/documents/extraction/pdfjs-node';
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { Random } from './random';

export interface ScanOptions {
  /** Degrees; by default a random angle of 0.3 to 2 degrees either way. */
  angle?: number;
  /** A colour JPEG (most scanners), or lossless greyscale (Flate) as document scanners' 'text' mode saves. */
  format?: 'jpeg' | 'grey';
}

export async function scanned(pdfBytes: Uint8Array, seed: number, options: ScanOptions = {}): Promise<Uint8Array> {
  const r = new Random(seed);
  const { createCanvas } = await loadCanvas();
  const source = await openPdf(pdfBytes);
  const out = await PDFDocument.create();
  out.setCreationDate(new Date(0));
  out.setModificationDate(new Date(0));
  try {
    for (let n = 1; n <= source.pageCount; n++) {
      const page = await source.page(n);
      const { width: pw, height: ph } = page.getViewport({ scale: 1 });
      const { canvas: drawn } = await renderPage(page, 2);
      page.cleanup();
      const { width, height } = drawn;
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      const angle = options.angle ?? r.between(0.3, 2) * (r.chance(0.5) ? -1 : 1);
      ctx.translate(width / 2 + r.between(-8, 8), height / 2 + r.between(-8, 8));
      ctx.rotate((angle * Math.PI) / 180);
      const scale = r.between(0.985, 1.01);
      ctx.scale(scale, scale);
      ctx.drawImage(drawn, -width / 2, -height / 2);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      const image = ctx.getImageData(0, 0, width, height);
      addNoise(image.data, r.fork());
      ctx.putImageData(image, 0, 0);
      const format = options.format ?? (r.chance(0.7) ? 'jpeg' : 'grey');
      const sheet = out.addPage([pw, ph]);
      if (format === 'jpeg') {
        const embedded = await out.embedJpg(await canvas.encode('jpeg', r.int(70, 90)));
        sheet.drawImage(embedded, { x: 0, y: 0, width: pw, height: ph });
      } else drawFullPage(sheet, greyImage(out, image.data, width, height), pw, ph);
    }
  } finally {
    await source.close();
  }
  return out.save();
}

/** An 8-bit greyscale image XObject, deflated here (pdf-lib's own PNG path re-encodes in JS, ten times slower). */
function greyImage(pdf: PDFDocument, rgba: Uint8ClampedArray, width: number, height: number): PDFRef {
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) grey[i] = rgba[p]!;
  const stream = pdf.context.stream(deflateSync(grey, { level: 3 }), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  return pdf.context.register(stream);
}

function drawFullPage(page: PDFPage, image: PDFRef, width: number, height: number): void {
  const name = page.node.newXObject('Scan', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
}

/** ±8 grey jitter on every pixel, a slightly grey paper, and about 0.3% dark specks. */
function addNoise(data: Uint8ClampedArray, r: Random): void {
  const paper = r.int(0, 10);
  let state = Math.floor(r.next() * 2 ** 32) >>> 0;
  // An inline xorshift: millions of draws per page, too many for the seeded class's call overhead.
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  for (let p = 0; p < data.length; p += 4) {
    let delta = Math.round((next() - 0.5) * 16) - paper;
    if (next() < 0.003) delta = -(data[p]! - Math.floor(30 + next() * 60));
    data[p] = data[p]! + delta;
    data[p + 1] = data[p + 1]! + delta;
    data[p + 2] = data[p + 2]! + delta;
  }
}
