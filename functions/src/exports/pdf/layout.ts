/**
 * Top-to-bottom text layout on US Letter pages: wrapped lines, indents, page breaks when the next line would cross
 * the bottom margin, and bordered tables whose rows break across pages. The pages come from a callback, so the
 * caller decides where they go (the streaming writer's page list).
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import { rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableText, wrapText } from '../../platform/pdf-text';

/** US Letter, the paper the firms' clients print on. */
export const pageSize: [number, number] = [612, 792];
export const margin = 54;
export const contentWidth = pageSize[0] - 2 * margin;
export const bodySize = 10;
export const smallSize = 8.5;
export const lineGap = 1.35;
export const black = rgb(0, 0, 0);
export const grey = rgb(0.35, 0.35, 0.35);
const borderGrey = rgb(0.6, 0.6, 0.6);
const headerFill = rgb(0.92, 0.92, 0.92);
const cellPadding = 3;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: Color;
  indent?: number;
}

export interface PlacedLine {
  /** The cursor's page number (1-based) the line is on. */
  pageNumber: number;
  page: PDFPage;
  /** Around the line's glyphs: x1, y1, x2, y2. */
  rect: [number, number, number, number];
}

export class PageCursor {
  private current: PDFPage | undefined;
  private y = 0;
  /** Pages made so far: the current page is number `pageCount` (1-based) of this cursor's pages. */
  pageCount = 0;
  /** The fonts' WinAnsi characters (the Helvetica faces share one set). */
  private readonly charset: ReadonlySet<number>;

  constructor(
    private readonly addPage: () => PDFPage,
    readonly fonts: Fonts,
  ) {
    this.charset = new Set(fonts.regular.getCharacterSet());
  }

  get page(): PDFPage {
    if (!this.current) this.newPage();
    return this.current!;
  }

  newPage(): void {
    this.current = this.addPage();
    this.pageCount++;
    this.y = pageSize[1] - margin;
  }

  /** Keeps a block's first lines together with its heading: a new page if `height` does not fit here. */
  keep(height: number): void {
    if (!this.current || this.y - height < margin) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private drawable(text: string): string {
    return drawableText(text, this.charset);
  }

  /** Wrapped lines; returns where each went, for callers that link them or note their page. */
  text(text: string, style: TextStyle = {}): PlacedLine[] {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? bodySize;
    const indent = style.indent ?? 0;
    const leading = size * lineGap;
    const placed: PlacedLine[] = [];
    for (const line of wrapText(this.drawable(text), font, size, contentWidth - indent)) {
      if (!this.current || this.y - leading < margin) this.newPage();
      this.y -= leading;
      const x = margin + indent;
      if (line) this.page.drawText(line, { x, y: this.y, size, font, color: style.color ?? black });
      const width = font.widthOfTextAtSize(line, size);
      placed.push({
        pageNumber: this.pageCount,
        page: this.page,
        rect: [x, this.y - size * 0.25, x + width, this.y + size],
      });
    }
    return placed;
  }

  /**
   * A bordered table: a header row (repeated on each page it continues on), then one row per entry with wrapped
   * cells. A row taller than what is left of the page continues on the next one.
   */
  table(columns: string[], rows: string[][], indent = 0): void {
    if (columns.length === 0) return;
    const size = smallSize;
    const leading = size * lineGap;
    const columnWidth = (contentWidth - indent) / columns.length;
    const cellLines = (cells: string[], font: PDFFont) =>
      columns.map((_, i) => wrapText(this.drawable(cells[i] ?? ''), font, size, columnWidth - 2 * cellPadding));
    const header = cellLines(columns, this.fonts.bold);
    const headerLines = Math.max(...header.map((l) => l.length));

    const drawRow = (cells: string[][], lineCount: number, font: PDFFont, fill?: Color) => {
      const height = lineCount * leading + 2 * cellPadding;
      cells.forEach((lines, i) => {
        const x = margin + indent + i * columnWidth;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: columnWidth,
          height,
          borderColor: borderGrey,
          borderWidth: 0.5,
          ...(fill ? { color: fill } : {}),
        });
        lines.slice(0, lineCount).forEach((line, l) => {
          if (!line) return;
          const baseline = this.y - cellPadding - (l + 1) * leading + (leading - size) / 2;
          this.page.drawText(line, { x: x + cellPadding, y: baseline, size, font, color: black });
        });
      });
      this.y -= height;
    };
    const startPage = () => {
      // The header and at least a row's first line.
      this.keep((headerLines + 1) * leading + 4 * cellPadding);
      drawRow(header, headerLines, this.fonts.bold, headerFill);
    };

    startPage();
    for (const row of rows) {
      let rest = cellLines(row, this.fonts.regular);
      let remaining = Math.max(1, ...rest.map((l) => l.length));
      while (remaining > 0) {
        let fits = Math.floor((this.y - margin - 2 * cellPadding) / leading);
        // A new page when not even one line fits, or when a short row would be split.
        if (fits < 1 || (fits < remaining && remaining <= 3)) {
          this.newPage();
          startPage();
          fits = Math.floor((this.y - margin - 2 * cellPadding) / leading);
        }
        // At least a line, so a header taller than the page cannot stall the table.
        const take = Math.max(1, Math.min(fits, remaining));
        drawRow(rest, take, this.fonts.regular);
        rest = rest.map((lines) => lines.slice(take));
        remaining -= take;
      }
    }
  }
}
