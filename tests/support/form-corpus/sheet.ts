import { type PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Random } from './random';

/**
 * Drawing on one page with the origin at its top left (forms are laid out top down), with this form's seeded
 * variation: a shifted layout, label and value font sizes, the font amounts are printed in.
 */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
  };
}

export type FontName = keyof Fonts;

export interface Style {
  dx: number;
  dy: number;
  labelSize: number;
  valueSize: number;
  valueFont: FontName;
  rule: number;
}

export function randomStyle(r: Random): Style {
  return {
    dx: r.between(-12, 12),
    dy: r.between(-10, 14),
    labelSize: r.between(6.2, 7.4),
    valueSize: r.between(9, 11),
    valueFont: r.pick(['regular', 'mono', 'regular'] as const),
    rule: r.between(0.6, 1.1),
  };
}

export const pageSize: [number, number] = [612, 792];

export class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly style: Style,
  ) {}

  static async add(pdf: PDFDocument, fonts: Fonts, style: Style): Promise<Sheet> {
    return new Sheet(pdf.addPage(pageSize), fonts, style);
  }

  private y(top: number): number {
    return this.page.getHeight() - top - this.style.dy;
  }

  text(x: number, top: number, s: string, size: number, font: FontName = 'regular'): void {
    if (s === '') return;
    this.page.drawText(s, { x: x + this.style.dx, y: this.y(top) - size, size, font: this.fonts[font] });
  }

  /** Text standing on a baseline `baseline` points from the top: a small 'Form' beside a big form number. */
  onBaseline(x: number, baseline: number, s: string, size: number, font: FontName = 'regular'): void {
    this.text(x, baseline - size, s, size, font);
  }

  /** Text ending at x (amounts line up on the right of their box). */
  textRight(right: number, top: number, s: string, size: number, font: FontName = 'regular'): void {
    this.text(right - this.width(s, size, font), top, s, size, font);
  }

  width(s: string, size: number, font: FontName = 'regular'): number {
    return this.fonts[font].widthOfTextAtSize(s, size);
  }

  rect(x: number, top: number, w: number, h: number, thickness = this.style.rule): void {
    this.page.drawRectangle({
      x: x + this.style.dx,
      y: this.y(top) - h,
      width: w,
      height: h,
      borderColor: rgb(0, 0, 0),
      borderWidth: thickness,
    });
  }

  fill(x: number, top: number, w: number, h: number, grey = 0): void {
    this.page.drawRectangle({
      x: x + this.style.dx,
      y: this.y(top) - h,
      width: w,
      height: h,
      color: rgb(grey, grey, grey),
    });
  }

  line(x1: number, top1: number, x2: number, top2: number, thickness = this.style.rule): void {
    this.page.drawLine({
      start: { x: x1 + this.style.dx, y: this.y(top1) },
      end: { x: x2 + this.style.dx, y: this.y(top2) },
      thickness,
      color: rgb(0, 0, 0),
    });
  }

  /** A tick box, checked or not. */
  checkbox(x: number, top: number, checked: boolean): void {
    this.rect(x, top, 7, 7, 0.6);
    if (checked) this.text(x + 1.2, top + 0.3, 'X', 7, 'bold');
  }

  wrap(s: string, width: number, size: number, font: FontName = 'regular'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of s.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, size, font) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Wrapped text; answers the height it took. */
  paragraph(x: number, top: number, width: number, s: string, size: number, font: FontName = 'regular'): number {
    const lines = this.wrap(s, width, size, font);
    lines.forEach((l, i) => {
      this.text(x, top + i * size * 1.25, l, size, font);
    });
    return lines.length * size * 1.25;
  }

  /**
   * A form's box: its ruled edge, its printed label (wrapped) at the top left and what is entered in it below —
   * an amount on the right, a name or code on the left.
   */
  box(
    x: number,
    top: number,
    w: number,
    h: number,
    label: string,
    value: string | string[] = '',
    opts: { amount?: boolean } = {},
  ): void {
    const { labelSize, valueSize, valueFont } = this.style;
    this.rect(x, top, w, h);
    const labelLines = this.wrap(label, w - 5, labelSize);
    labelLines.forEach((l, i) => {
      this.text(x + 2.5, top + 2 + i * labelSize * 1.18, l, labelSize);
    });
    const values = Array.isArray(value) ? value : [value];
    const start = top + 3 + labelLines.length * labelSize * 1.18 + 1.5;
    values.forEach((v, i) => {
      const y = Math.min(start + i * valueSize * 1.2, top + h - valueSize - 2);
      if (opts.amount) this.textRight(x + w - 6, y, v, valueSize, valueFont);
      else this.text(x + 6, y, v, valueSize, valueFont);
    });
  }

  /** The height a box needs for its label and `values` lines. */
  boxHeight(label: string, w: number, values = 1): number {
    const { labelSize, valueSize } = this.style;
    return Math.max(
      26,
      6 + this.wrap(label, w - 5, labelSize).length * labelSize * 1.18 + values * valueSize * 1.2 + 4,
    );
  }
}
