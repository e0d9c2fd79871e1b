/**
 * pdf.js and @napi-rs/canvas in Node, for the local reader and the test corpus: both load on first use (they are the
 * local twin's, never in a Lambda bundle), with what Node 20 lacks and the data files pdf.js reads from disk.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentLoadingTask, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RgbaImage } from './image-hash';
import { UnreadableFileError } from './reader-errors';

/** Node 20 lacks these (Node 22 and browsers have them); pdf.js calls both. Installed only when missing. */
function installPolyfills(): void {
  const buffers = ArrayBuffer.prototype as { transferToFixedLength?: (length?: number) => ArrayBuffer };
  buffers.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
  const promises = Promise as unknown as { withResolvers?: () => unknown };
  promises.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise, resolve, reject };
  };
}

/** pdf.js's own data: standard-14 fonts (else pages drawn with Helvetica render no text), CMaps, image decoders. */
function dataDirectories() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    cMapUrl: `${join(root, 'cmaps')}/`,
    wasmUrl: `${join(root, 'wasm')}/`,
    iccUrl: `${join(root, 'iccs')}/`,
  };
}

export async function loadPdfjs() {
  installPolyfills();
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

export async function loadCanvas() {
  return import('@napi-rs/canvas');
}

export interface OpenPdf {
  pageCount: number;
  page(n: number): Promise<PDFPageProxy>;
  close(): Promise<void>;
}

/** Opens a PDF; a password-protected or broken one throws UnreadableFileError. */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf> {
  const { getDocument } = await loadPdfjs();
  // pdf.js takes the buffer over (transfers it): give it a copy, the caller keeps its bytes.
  const task: PDFDocumentLoadingTask = getDocument({
    data: bytes.slice(),
    verbosity: 0,
    useSystemFonts: false,
    cMapPacked: true,
    ...dataDirectories(),
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages < 1) throw new UnreadableFileError('unreadable');
    return { pageCount: pdf.numPages, page: (n) => pdf.getPage(n), close: () => task.destroy() };
  } catch (e) {
    await task.destroy().catch(() => undefined);
    if (e instanceof UnreadableFileError) throw e;
    const name = (e as { name?: string } | null)?.name;
    throw new UnreadableFileError(name === 'PasswordException' ? 'protected' : 'unreadable', { cause: e });
  }
}

export interface RenderedPage {
  canvas: Canvas;
  image: RgbaImage;
}

/** The page drawn on white at `scale` (1 = 72 dpi), its longest side kept within `maxSide` pixels. */
export async function renderPage(page: PDFPageProxy, scale: number, maxSide = 2400): Promise<RenderedPage> {
  const { createCanvas } = await loadCanvas();
  const natural = page.getViewport({ scale: 1 });
  const fitted = Math.min(scale, maxSide / Math.max(natural.width, natural.height));
  const viewport = page.getViewport({ scale: fitted });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return { canvas, image: { data, width, height } };
}
