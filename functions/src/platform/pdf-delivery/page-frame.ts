/**
 * A page as a reader sees it: its visible box (the crop box) turned by the page's /Rotate. Stamps are laid out in
 * these upright coordinates (origin at the bottom left, y up) and drawn in the page's own space, so a DRAFT or a
 * signature stands the right way up on a landscape or rotated page, inside a crop box that does not start at 0,0.
 * (pdf-lib wraps a page's own content in save/restore before drawing on it, so a transform the page leaves set does
 * not move the stamp.)
 */
import type { PDFPage } from 'pdf-lib';

export interface PageFrame {
  /** The upright width and height, in points. */
  width: number;
  height: number;
  /** A point of the upright page in the page's own coordinates. */
  toPage(x: number, y: number): { x: number; y: number };
  /** An upright angle (counter-clockwise degrees) in the page's own space. */
  angle(uprightDegrees: number): number;
}

export function pageFrame(page: PDFPage): PageFrame {
  const box = page.getCropBox();
  // /Rotate turns the page clockwise for display, by a multiple of 90; anything else is read as the nearest.
  const turn = ((Math.round(page.getRotation().angle / 90) % 4) + 4) % 4;
  const sideways = turn % 2 === 1;
  const width = sideways ? box.height : box.width;
  const height = sideways ? box.width : box.height;
  const toBox = [
    (x: number, y: number) => ({ x, y }),
    (x: number, y: number) => ({ x: box.width - y, y: x }),
    (x: number, y: number) => ({ x: box.width - x, y: box.height - y }),
    (x: number, y: number) => ({ x: y, y: box.height - x }),
  ][turn]!;
  return {
    width,
    height,
    toPage(x, y) {
      const p = toBox(x, y);
      return { x: box.x + p.x, y: box.y + p.y };
    },
    angle: (uprightDegrees) => uprightDegrees + turn * 90,
  };
}
