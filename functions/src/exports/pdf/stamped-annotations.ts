/**
 * Staff's annotations drawn onto a document's pages in the export (issue 18: 'shown again on reopen and in
 * exports'): a check mark as two strokes, a textbox's text at font size 12, in the annotation's colour. Positions
 * are points from the bottom left of the page as the reviewer saw it (a page the PDF rotates is seen rotated);
 * `frame` maps them onto where the page was drawn (an image scaled onto a page of its own).
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { annotationRgb, annotationRules } from '@ledgerline/shared/extracted-documents';
import { drawableText } from '../../platform/pdf-text';
import type { ExportAnnotation } from '../model';

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Point = { x: number; y: number };

/**
 * A point seen on the page (shown `rotation` degrees clockwise, `shown` wide and high) in the page's own space.
 * Clockwise by 90: the page's top edge is seen on the right, so what is seen x across is the page's y up.
 */
export function unrotate(p: Point, rotation: number, page: { width: number; height: number }): Point {
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return { x: page.width - p.y, y: p.x };
    case 180:
      return { x: page.width - p.x, y: page.height - p.y };
    case 270:
      return { x: p.y, y: page.height - p.x };
    default:
      return p;
  }
}

export function stampAnnotations(
  pages: readonly PDFPage[],
  annotations: readonly ExportAnnotation[],
  font: PDFFont,
  frameOf?: (page: PDFPage) => Frame,
): void {
  const characters = new Set(font.getCharacterSet());
  for (const a of annotations) {
    const page = pages[a.page - 1];
    if (!page) continue;
    const size = page.getSize();
    const rotation = frameOf ? 0 : page.getRotation().angle;
    const sideways = rotation % 180 !== 0;
    const frame = frameOf?.(page) ?? {
      x: 0,
      y: 0,
      width: sideways ? size.height : size.width,
      height: sideways ? size.width : size.height,
    };
    const p = a.position_data;
    const sx = frame.width / Math.max(1, p.pageWidth);
    const sy = frame.height / Math.max(1, p.pageHeight);
    const scale = Math.min(sx, sy);
    // Points seen on the page, then put back into the page's own space.
    const at = (dx: number, dy: number) =>
      unrotate({ x: frame.x + p.left * sx + dx, y: frame.y + p.bottom * sy + dy }, rotation, size);
    const color = rgb(...(annotationRgb[a.style] ?? annotationRgb.black));
    if (a.shape_type === 'check') {
      const s = annotationRules.checkSize * scale;
      const thickness = Math.max(1.5, s / 8);
      page.drawLine({ start: at(0, s * 0.5), end: at(s * 0.38, s * 0.12), thickness, color });
      page.drawLine({ start: at(s * 0.38, s * 0.12), end: at(s, s * 0.9), thickness, color });
      continue;
    }
    const fontSize = annotationRules.fontSize * scale;
    // The editor centres the text in its box: the baseline sits about 2.6 pt above the box's middle less half a line.
    const baseline = ((p.height - annotationRules.fontSize) / 2 + 2.6) * sy;
    page.drawText(drawableText(a.text, characters), {
      ...at(2 * sx, baseline),
      size: fontSize,
      font,
      color,
      rotate: degrees(rotation),
    });
  }
}
