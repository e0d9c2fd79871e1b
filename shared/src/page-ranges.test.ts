import { describe, expect, it } from 'vitest';
import { formatPageRange, maxSplitPieces, pageByPage, parsePageRanges, rangesProblem } from './page-ranges';

describe('Page ranges accept comma lists and ranges', () => {
  it('reads pages and ranges in the order written', () => {
    expect(parsePageRanges('1-2, 3,4 - 6')).toEqual({
      ok: true,
      ranges: [
        { from: 1, to: 2 },
        { from: 3, to: 3 },
        { from: 4, to: 6 },
      ],
    });
    expect(parsePageRanges('5, 1-2')).toMatchObject({ ok: true, ranges: [{ from: 5 }, { from: 1 }] });
  });

  it('refuses what is not a page or a range, with the part it could not read', () => {
    expect(parsePageRanges('')).toMatchObject({ ok: false });
    expect(parsePageRanges(' , ')).toMatchObject({ ok: false });
    expect(parsePageRanges('1-2, x')).toEqual({ ok: false, problem: expect.stringContaining("'x'") });
    expect(parsePageRanges('0')).toMatchObject({ ok: false });
    expect(parsePageRanges('1-2-3')).toMatchObject({ ok: false });
    expect(parsePageRanges('-1')).toMatchObject({ ok: false });
  });

  it('refuses a backwards range and a page in two ranges', () => {
    expect(parsePageRanges('4-2')).toEqual({ ok: false, problem: "The range '4-2' ends before it starts." });
    expect(parsePageRanges('1-3, 3-4')).toEqual({ ok: false, problem: 'Page 3 is in more than one range.' });
  });

  it('makes at most the split limit of documents', () => {
    const many = Array.from({ length: maxSplitPieces + 1 }, (_, i) => String(i + 1)).join(',');
    expect(parsePageRanges(many)).toMatchObject({ ok: false });
  });

  it('says when a range is past the last page', () => {
    expect(rangesProblem([{ from: 1, to: 4 }], 3)).toBe('Page 4 is past the end of this PDF, which has 3 pages.');
    expect(rangesProblem([{ from: 1, to: 3 }], 3)).toBeNull();
  });

  it('splits page by page and names ranges as they are written', () => {
    expect(pageByPage(2)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 2 },
    ]);
    expect(formatPageRange({ from: 4, to: 6 })).toBe('4-6');
    expect(formatPageRange({ from: 3, to: 3 })).toBe('3');
  });
});
