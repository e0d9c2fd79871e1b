/**
 * Page ranges of a PDF split (QD §5 'Page ranges accept comma lists and ranges'): '1-2, 3, 4-6' names the pages of
 * each document a split makes. Used by the split call and, later, the review screen that edits them.
 */

/** A split makes at most this many documents (a 1,000-page scan split page by page is a mistake, not a request). */
export const maxSplitPieces = 100;

export interface PageRange {
  /** First page, from 1. */
  from: number;
  /** Last page, inclusive. */
  to: number;
}

export const pageRangeText = {
  empty: 'Enter the pages of each document, such as 1-2, 3, 4-6.',
  invalid: (part: string) => `'${part}' is not a page or a range of pages, such as 3 or 4-6.`,
  backwards: (part: string) => `The range '${part}' ends before it starts.`,
  overlap: (page: number) => `Page ${page} is in more than one range.`,
  tooMany: `A split makes at most ${maxSplitPieces} documents.`,
  tooManyPages: (pages: number) =>
    `This PDF has ${pages} pages; a split makes at most ${maxSplitPieces} documents. Enter page ranges instead.`,
  onePage: 'This PDF has only one page, so there is nothing to split.',
  pastEnd: (page: number, pages: number) =>
    `Page ${page} is past the end of this PDF, which has ${pages} page${pages === 1 ? '' : 's'}.`,
};

export type ParsedRanges = { ok: true; ranges: PageRange[] } | { ok: false; problem: string };

const rangePart = /^(\d{1,5})(?:\s*[-–]\s*(\d{1,5}))?$/;

/** '1-2, 3,4-6' → [{1,2},{3,3},{4,6}], in the order written; each page once. */
export function parsePageRanges(text: string): ParsedRanges {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, problem: pageRangeText.empty };
  if (parts.length > maxSplitPieces) return { ok: false, problem: pageRangeText.tooMany };
  const ranges: PageRange[] = [];
  for (const part of parts) {
    const m = rangePart.exec(part);
    if (!m) return { ok: false, problem: pageRangeText.invalid(part.slice(0, 40)) };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1) return { ok: false, problem: pageRangeText.invalid(part) };
    if (to < from) return { ok: false, problem: pageRangeText.backwards(part) };
    ranges.push({ from, to });
  }
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as PageRange;
    const here = sorted[i] as PageRange;
    if (here.from <= before.to) return { ok: false, problem: pageRangeText.overlap(here.from) };
  }
  return { ok: true, ranges };
}

/** Null when every range is within the PDF's pages, otherwise why not. */
export function rangesProblem(ranges: readonly PageRange[], pageCount: number): string | null {
  const last = Math.max(...ranges.map((r) => r.to));
  return last > pageCount ? pageRangeText.pastEnd(last, pageCount) : null;
}

/** One range per page: the split made when no ranges are given (a caller checks maxSplitPieces). */
export function pageByPage(pageCount: number): PageRange[] {
  return Array.from({ length: pageCount }, (_, i) => ({ from: i + 1, to: i + 1 }));
}

/** {4,6} → '4-6'; {3,3} → '3' (the parent_pages of a split document). */
export function formatPageRange(r: PageRange): string {
  return r.from === r.to ? String(r.from) : `${r.from}-${r.to}`;
}
