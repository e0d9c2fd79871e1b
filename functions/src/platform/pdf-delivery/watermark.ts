/**
 * The DRAFT watermark of a tax return sent for approval (FA §4.1): a large, pale, diagonal word across every page,
 * drawn over the page's content, so the draft cannot pass for the return to file. The original stays as it was
 * uploaded; this makes a stamped copy. pdf-lib loads on first use.
 */
import { drawableText } from '../pdf-text';
import { openPdf, savePdf } from './open';
import { pageFrame } from './page-frame';

/** Of the page's diagonal, how much the word spans. */
const span = 0.7;
const opacity = 0.18;

export async function stampDraft(bytes: Uint8Array, text = 'DRAFT'): Promise<Uint8Array> {
  const { StandardFonts, degrees, grayscale } = await import('pdf-lib');
  const pdf = await openPdf(bytes);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const word = drawableText(text, new Set(font.getCharacterSet())).replace(/\s+/g, ' ').trim() || 'DRAFT';
  const widthAtOne = font.widthOfTextAtSize(word, 1);
  const capHeightAtOne = font.heightAtSize(1, { descender: false }) * 0.72;
  for (const page of pdf.getPages()) {
    const frame = pageFrame(page);
    const diagonal = Math.hypot(frame.width, frame.height);
    const size = (diagonal * span) / widthAtOne;
    const radians = Math.atan2(frame.height, frame.width);
    const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
    // The baseline's start, so the word's middle sits on the page's centre.
    const half = (widthAtOne * size) / 2;
    const lift = (capHeightAtOne * size) / 2;
    const start = frame.toPage(frame.width / 2 - half * cos + lift * sin, frame.height / 2 - half * sin - lift * cos);
    page.drawText(word, {
      ...start,
      size,
      font,
      color: grayscale(0.45),
      opacity,
      rotate: degrees(frame.angle((radians * 180) / Math.PI)),
    });
  }
  return savePdf(pdf);
}
