/**
 * The 'Documents not included' page: each document the PDF does not merge (a file of another kind, a PDF or image
 * that could not be read) by name, with its link into the portal printed and clickable.
 *
 * Imports pdf-lib (through layout.ts) statically: callers import this module lazily.
 */
import { rgb } from 'pdf-lib';
import type { ExportDocument } from '../model';
import { linkToUri } from './annotations';
import { bodySize, grey, lineGap, type PageCursor, smallSize } from './layout';

export const listingTitle = 'Documents not included';
const linkBlue = rgb(0.05, 0.3, 0.7);

/** Draws the listing from a new page; returns the cursor's page number on which each document is listed. */
export function drawListing(c: PageCursor, documents: Pick<ExportDocument, 'name' | 'link'>[]): number[] {
  c.newPage();
  c.text(listingTitle, { font: c.fonts.bold, size: 14 });
  c.text('These files are not part of this PDF. Open them in the portal with the links below.', {
    size: smallSize,
    color: grey,
  });
  return documents.map((doc) => {
    c.space(8);
    c.keep(2 * bodySize * lineGap);
    const [first] = c.text(doc.name, { font: c.fonts.bold });
    if (doc.link) for (const line of c.text(doc.link, { color: linkBlue })) linkToUri(line.page, line.rect, doc.link);
    return first!.pageNumber;
  });
}
