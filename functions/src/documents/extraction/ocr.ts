/**
 * Local OCR (tesseract.js with the English data of the @tesseract.js-data/eng package: nothing is downloaded).
 * One worker per process, made on first use and reused — loading the model takes longer than reading a page —
 * and ended after a while unused, so a test run or the dev server is not kept alive by it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Line, RecognizeOptions, Worker } from 'tesseract.js';
import type { RgbaImage } from './image-hash';

const idleMs = 30_000;

let worker: Promise<Worker> | undefined;
let running = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** The worker's thread, which tesseract.js keeps on the worker object: ref'd while a page is read, else not. */
function thread(w: Worker): { ref?(): void; unref?(): void } | undefined {
  return (w as unknown as { worker?: { ref?(): void; unref?(): void } }).worker;
}

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const data = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: join(data, '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error out of its message listener too.
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    // Sparse text: a form is boxes of short texts, not columns of prose; the default page layout drops whole
    // boxes as non-text and is slower on forms.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    // Tesseract's progress notes ('Estimating resolution as 144') would go to the log of every read page.
    debug_file: '/dev/null',
  });
  return worker;
}

/** Ends the worker now (tests' and the bench's teardown); the next page starts a new one. */
export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  const current = worker;
  worker = undefined;
  if (current) await (await current.catch(() => undefined))?.terminate();
}

/**
 * The text of a page's image, line by line, top to bottom (a row of boxes split into their texts). `dpi` when the
 * caller drew the page itself (a PDF page), so Tesseract need not guess the size of the print.
 */
export async function recogniseLines(image: RgbaImage, dpi?: number): Promise<string[]> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = worker;
  running++;
  try {
    const w = await current;
    thread(w)?.ref?.();
    // tesseract.js passes Tesseract's own parameters given here to that one job (its types list only its own).
    const options = (dpi ? { user_defined_dpi: String(Math.round(dpi)) } : {}) as Partial<RecognizeOptions>;
    const { data } = await w.recognize(greyPgm(image), options, { text: false, blocks: true });
    return (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap(splitAtGaps)),
    );
  } catch (e) {
    // A worker that failed to start is not kept: the next page tries again.
    if (worker === current && !(await current.then(() => true).catch(() => false))) worker = undefined;
    throw e;
  } finally {
    running--;
    if (running === 0) whenIdle(current);
  }
}

/** A gap between words wider than this many line heights parts two boxes' texts. */
const columnGap = 1;

/**
 * Tesseract reads a row of boxes as one line ('Redwood Engineering LLC 33,994.92 2,107.69'); the pdf.js reader and
 * Textract give each box's text a line of its own, and so does this, where a wide gap separates the words.
 */
function splitAtGaps(line: Line): string[] {
  const height = Math.max(1, line.bbox.y1 - line.bbox.y0);
  const parts: string[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const word of line.words) {
    const text = word.text.trim();
    if (text === '') continue;
    if (parts.length === 0 || word.bbox.x0 - end > columnGap * height) parts.push([]);
    parts.at(-1)!.push(text);
    end = word.bbox.x1;
  }
  return parts.map((words) => words.join(' ')).filter((part) => part !== '');
}

/** Darker than this is ink. */
const inkLevel = 128;

/**
 * The image as a greyscale PGM, which Tesseract reads without decoding (a PNG of a noisy scan takes longer to
 * encode than to read), with isolated dark pixels — a scan's specks — painted over by their neighbours.
 */
export function greyPgm({ data, width, height }: RgbaImage): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const out = Buffer.alloc(header.length + width * height);
  header.copy(out);
  const grey = out.subarray(header.length);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    // Transparent pixels are paper.
    const alpha = data[p + 3]!;
    const luma = (data[p]! * 77 + data[p + 1]! * 150 + data[p + 2]! * 29) >> 8;
    grey[i] = (luma * alpha + 255 * (255 - alpha)) / 255;
  }
  const source = Uint8Array.from(grey);
  const around = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (source[i]! >= inkLevel) continue;
      let sum = 0;
      let isolated = true;
      for (const offset of around) {
        const v = source[i + offset]!;
        if (v < inkLevel) {
          isolated = false;
          break;
        }
        sum += v;
      }
      if (isolated) grey[i] = sum >> 3;
    }
  }
  return out;
}

function whenIdle(current: Promise<Worker>): void {
  void current.then((w) => thread(w)?.unref?.()).catch(() => undefined);
  idleTimer = setTimeout(() => {
    if (running === 0 && worker === current) void stopOcr();
  }, idleMs);
  idleTimer.unref();
}
