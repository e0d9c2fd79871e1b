import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { differenceHash, hammingDistance, type RgbaImage } from './image-hash';

type Draw = (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void;

/** A 612x792 page at 144 dpi with `draw` on it, as the reader renders one; optionally turned and noised like a scan. */
function page(draw: Draw, scan?: { degrees: number; seed: number }): RgbaImage {
  const width = 1224;
  const height = 1584;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  if (scan) {
    ctx.translate(width / 2 + 6, height / 2 - 4);
    ctx.rotate((scan.degrees * Math.PI) / 180);
    ctx.translate(-width / 2, -height / 2);
  }
  ctx.scale(2, 2);
  ctx.fillStyle = '#000';
  ctx.strokeStyle = '#000';
  draw(ctx);
  const { data } = ctx.getImageData(0, 0, width, height);
  if (scan) {
    let state = scan.seed;
    const random = () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 4294967296;
    };
    for (let p = 0; p < data.length; p += 4) {
      const delta = random() < 0.003 ? -200 : Math.round((random() - 0.5) * 16);
      for (let c = 0; c < 3; c++) data[p + c] = Math.max(0, Math.min(255, data[p + c]! + delta));
    }
  }
  return { data, width, height };
}

/** Text lines as bars of ink, as a form's labels and amounts look at hash size. */
function bars(ctx: Parameters<Draw>[0], x: number, y: number, lines: number, width: number): void {
  for (let i = 0; i < lines; i++) ctx.fillRect(x, y + i * 11, width * (0.6 + ((i * 37) % 40) / 100), 4);
}

/** A W-2-like grid: boxes in three columns across the top half, a title at the bottom of it. */
const boxedForm: Draw = (ctx) => {
  ctx.lineWidth = 1;
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 3; col++) {
      const w = col === 0 ? 260 : 140;
      const x = 36 + (col === 0 ? 0 : 260 + (col - 1) * 140);
      ctx.strokeRect(x, 40 + row * 30, w, 30);
      bars(ctx, x + 4, 46 + row * 30, col === 0 && row % 3 === 1 ? 2 : 1, w / 2);
    }
  ctx.fillRect(36, 300, 120, 16);
  bars(ctx, 36, 330, 2, 300);
};

/** A letter: a letterhead, an address block and paragraphs of text down the page. */
const letter: Draw = (ctx) => {
  ctx.fillRect(72, 60, 220, 14);
  bars(ctx, 72, 90, 3, 160);
  for (let p = 0; p < 5; p++) bars(ctx, 72, 200 + p * 90, 6, 460);
  bars(ctx, 72, 700, 2, 120);
};

/** A statement: a heading, a shaded band and a table of rows with amounts on the right. */
const statement: Draw = (ctx) => {
  ctx.fillRect(44, 40, 200, 16);
  bars(ctx, 400, 44, 3, 140);
  ctx.fillStyle = '#ccc';
  ctx.fillRect(44, 170, 524, 14);
  ctx.fillStyle = '#000';
  for (let i = 0; i < 30; i++) {
    ctx.fillRect(50, 194 + i * 12, 30, 4);
    ctx.fillRect(110, 194 + i * 12, 120 + ((i * 53) % 90), 4);
    ctx.fillRect(520, 194 + i * 12, 40, 4);
  }
};

describe('difference hash', () => {
  it('is 64 bits written as 16 hex digits', () => {
    expect(differenceHash(page(boxedForm))).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives the same page the same hash', () => {
    expect(differenceHash(page(boxedForm))).toBe(differenceHash(page(boxedForm)));
  });

  it('keeps a scan of the same page (noise, a 1° turn, a shift) within a few bits', () => {
    const clean = differenceHash(page(boxedForm));
    const scans = [
      differenceHash(page(boxedForm, { degrees: 1, seed: 1 })),
      differenceHash(page(boxedForm, { degrees: -1, seed: 2 })),
    ];
    for (const scan of scans) expect(hammingDistance(clean, scan)).toBeLessThanOrEqual(6);
    expect(hammingDistance(scans[0]!, scans[1]!)).toBeLessThanOrEqual(6);
  });

  it('puts a different document far away', () => {
    const form = differenceHash(page(boxedForm));
    const scan = differenceHash(page(boxedForm, { degrees: 1, seed: 3 }));
    for (const other of [letter, statement]) {
      expect(hammingDistance(form, differenceHash(page(other)))).toBeGreaterThanOrEqual(12);
      expect(hammingDistance(scan, differenceHash(page(other, { degrees: -1, seed: 4 })))).toBeGreaterThanOrEqual(12);
    }
  });

  it('hashes a blank page without failing', () => {
    expect(differenceHash(page(() => undefined))).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('Hamming distance', () => {
  it('counts the differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f0', '000000000000000f')).toBe(8);
  });
});
