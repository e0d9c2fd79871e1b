/**
 * A page image's 64-bit difference hash (dHash): the page's ink cropped to its bounding box, averaged down to 9x8
 * grey cells, one bit per pair of horizontal neighbours (is the left one brighter?). A re-scan of the same page
 * (other noise, a slight rotation, another margin) lands within a few bits; a different layout is far away. Forms
 * printed on one template (a 1099-INT and a 5498 on the IRS grid, two employers' W-2s) hash alike: the hash tells
 * layouts apart, the text tells the forms.
 */

/** RGBA pixels, as canvas getImageData gives them. */
export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

const columns = 9;
const rows = 8;
/**
 * How much brighter (grey levels of 255) the left cell must be for its bit to be set. Plain dHash sets it at any
 * difference, so two blank cells side by side — most of a form — flip with every scan's noise; with this margin a
 * re-scan moves a few bits instead of a dozen, and different layouts stay far apart.
 */
const tolerance = 2;
/** A row or column of blocks is content when this share of its blocks hold ink. */
const contentShare = 0.01;

export function differenceHash(image: RgbaImage): string {
  const grey = greyscale(image);
  const box = inkBounds(grey, image.width, image.height);
  const cells = averageCells(grey, image.width, box);
  let hex = '';
  for (let row = 0; row < rows; row++) {
    let byte = 0;
    for (let col = 0; col < columns - 1; col++) {
      const left = cells[row * columns + col]!;
      const right = cells[row * columns + col + 1]!;
      byte = (byte << 1) | (left > right + tolerance ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

const bitsInNibble = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Bits that differ between two hex hashes; a missing or non-hex digit counts as all four bits differing. */
export function hammingDistance(hexA: string, hexB: string): number {
  const length = Math.max(hexA.length, hexB.length);
  let distance = 0;
  for (let i = 0; i < length; i++) {
    const a = Number.parseInt(hexA[i] ?? '', 16);
    const b = Number.parseInt(hexB[i] ?? '', 16);
    distance += Number.isNaN(a) || Number.isNaN(b) ? 4 : bitsInNibble[a ^ b];
  }
  return distance;
}

function greyscale({ data, width, height }: RgbaImage): Float32Array {
  const grey = new Float32Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    // Transparent pixels are paper: a PNG's background is often alpha 0.
    const alpha = data[p + 3]! / 255;
    const luma = 0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!;
    grey[i] = luma * alpha + 255 * (1 - alpha);
  }
  return grey;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The page is looked at in blocks about this share of its longest side (3 points): a speck washes out in one. */
const blockShare = 1 / 264;
/** A block this dark holds ink: a stroke of text or a rule, not paper, noise or a speck. */
const inkBlock = 215;

/** The smallest box holding every row and column of blocks with enough ink; the whole image when it is blank. */
function inkBounds(grey: Float32Array, width: number, height: number): Box {
  const block = Math.max(1, Math.round(Math.max(width, height) * blockShare));
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const sums = new Float64Array(bw * bh);
  const counts = new Uint32Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / block) * bw;
    for (let x = 0; x < width; x++) {
      const b = row + Math.floor(x / block);
      sums[b]! += grey[y * width + x]!;
      counts[b]!++;
    }
  }
  const rowInk = new Uint32Array(bh);
  const colInk = new Uint32Array(bw);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++)
      if (sums[by * bw + bx]! / counts[by * bw + bx]! < inkBlock) {
        rowInk[by]!++;
        colInk[bx]!++;
      }
  const first = (ink: Uint32Array, min: number) => ink.findIndex((n) => n >= min);
  const last = (ink: Uint32Array, min: number) => {
    for (let i = ink.length - 1; i >= 0; i--) if (ink[i]! >= min) return i;
    return -1;
  };
  const rowMin = Math.max(1, bw * contentShare);
  const colMin = Math.max(1, bh * contentShare);
  const top = first(rowInk, rowMin);
  const left = first(colInk, colMin);
  if (top < 0 || left < 0) return { left: 0, top: 0, right: width, bottom: height };
  const box = {
    left: left * block,
    top: top * block,
    right: Math.min(width, (last(colInk, colMin) + 1) * block),
    bottom: Math.min(height, (last(rowInk, rowMin) + 1) * block),
  };
  // Too small to hold a form (a single rule): hash the whole image instead.
  if (box.right - box.left < columns * block || box.bottom - box.top < rows * block)
    return { left: 0, top: 0, right: width, bottom: height };
  return box;
}

/** The mean grey of each of the 9x8 cells the box divides into (area average: noise washes out). */
function averageCells(grey: Float32Array, width: number, box: Box): Float64Array {
  const sums = new Float64Array(columns * rows);
  const counts = new Float64Array(columns * rows);
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  for (let y = box.top; y < box.bottom; y++) {
    const row = Math.min(rows - 1, Math.floor(((y - box.top) * rows) / boxHeight));
    for (let x = box.left; x < box.right; x++) {
      const col = Math.min(columns - 1, Math.floor(((x - box.left) * columns) / boxWidth));
      sums[row * columns + col]! += grey[y * width + x]!;
      counts[row * columns + col]!++;
    }
  }
  return sums.map((s, i) => s / Math.max(1, counts[i]!));
}
