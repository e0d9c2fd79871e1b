/**
 * The table of contents: one line per section and, when documents are included, a 'Documents' group with one line
 * per document, each with dot leaders to its page number and a link to that page.
 *
 * The TOC's pages are drawn last, when every page number is known, but their count is needed first (it moves every
 * later page): `layoutToc` places the lines without their numbers (the number column has a fixed width), so the
 * count it gives is the count `drawToc` fills.
 *
 * Imports pdf-lib (through layout.ts) statically: callers import this module lazily.
 */
import type { PDFPage } from 'pdf-lib';
import { black, bodySize, contentWidth, type Fonts, lineGap, margin, pageSize } from './layout';
import { drawableText, wrapText } from '../../platform/pdf-text';

export const tocTitle = 'Table of Contents';

export interface TocEntry {
  title: string;
  /** A group's heading ('Documents'): bold, no page number. */
  group?: boolean;
  /** Lines of a group sit right of its heading. */
  inGroup?: boolean;
}

export interface TocPlacement {
  entry: number;
  /** 0-based among the TOC's pages. */
  page: number;
  /** Baselines, one per wrapped line of the title. */
  baselines: number[];
  lines: string[];
  x: number;
}

export interface TocLayout {
  pageCount: number;
  placements: TocPlacement[];
}

export interface TocLink {
  /** 0-based among the TOC's pages. */
  page: number;
  rect: [number, number, number, number];
  /** The entry's index. */
  entry: number;
}

const headingSize = 16;
const groupIndent = 14;
/** Room for the page number right of the leaders. */
const numberColumn = 36;
const leading = bodySize * lineGap;
const entryGap = 3;

export function layoutToc(entries: TocEntry[], fonts: Fonts): TocLayout {
  const charset = new Set(fonts.regular.getCharacterSet());
  const top = pageSize[1] - margin;
  let page = 0;
  let y = top - headingSize * lineGap - 10;
  const placements = entries.map((entry, index) => {
    const font = entry.group ? fonts.bold : fonts.regular;
    const x = margin + (entry.inGroup ? groupIndent : 0);
    const width = contentWidth - (x - margin) - numberColumn;
    const lines = wrapText(drawableText(entry.title, charset), font, bodySize, width);
    const gap = entry.group ? entryGap + 6 : entryGap;
    if (y - gap - lines.length * leading < margin) {
      page++;
      y = top;
    } else y -= gap;
    const baselines = lines.map(() => {
      y -= leading;
      return y;
    });
    return { entry: index, page, baselines, lines, x };
  });
  return { pageCount: page + 1, placements };
}

/** Draws the laid-out TOC on its pages; `pageNumbers[i]` is entry i's page (ignored for a group). */
export function drawToc(
  pages: PDFPage[],
  entries: TocEntry[],
  layout: TocLayout,
  pageNumbers: (number | null)[],
  fonts: Fonts,
): TocLink[] {
  pages[0]!.drawText(tocTitle, {
    x: margin,
    y: pageSize[1] - margin - headingSize,
    size: headingSize,
    font: fonts.bold,
    color: black,
  });
  const right = margin + contentWidth;
  const dot = fonts.regular.widthOfTextAtSize('.', bodySize);
  const links: TocLink[] = [];
  for (const placed of layout.placements) {
    const entry = entries[placed.entry]!;
    const page = pages[placed.page]!;
    const font = entry.group ? fonts.bold : fonts.regular;
    placed.lines.forEach((line, i) => {
      if (line) page.drawText(line, { x: placed.x, y: placed.baselines[i]!, size: bodySize, font, color: black });
    });
    const target = pageNumbers[placed.entry];
    if (entry.group || target == null) continue;
    const last = placed.baselines[placed.baselines.length - 1]!;
    const number = String(target);
    const numberWidth = fonts.regular.widthOfTextAtSize(number, bodySize);
    const lineEnd = placed.x + font.widthOfTextAtSize(placed.lines[placed.lines.length - 1] ?? '', bodySize);
    const dots = Math.floor((right - numberWidth - lineEnd - 2 * dot) / dot);
    const style = { y: last, size: bodySize, font: fonts.regular, color: black };
    if (dots > 0) page.drawText('.'.repeat(dots), { x: right - numberWidth - dot - dots * dot, ...style });
    page.drawText(number, { x: right - numberWidth, ...style });
    links.push({
      page: placed.page,
      rect: [placed.x, last - 3, right, placed.baselines[0]! + bodySize],
      entry: placed.entry,
    });
  }
  return links;
}
