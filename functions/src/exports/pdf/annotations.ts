/**
 * Link annotations: a TOC line that opens its page, a listed document's link that opens the portal. Added straight
 * to the page's /Annots, so they work on pages of the streaming writer's working document.
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import { PDFArray, type PDFDict, PDFName, PDFHexString, PDFNull, type PDFPage, type PDFRef } from 'pdf-lib';

export type Rect = [number, number, number, number];

export function linkToPage(page: PDFPage, rect: Rect, target: PDFRef): void {
  const { context } = page.doc;
  const link = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    Dest: [target, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
  });
  addAnnotation(page, link);
}

/** A URI link; only for a printable ASCII URI (anything else is not a link a viewer would open). */
export function linkToUri(page: PDFPage, rect: Rect, uri: string): void {
  if (!/^[!-~]+$/.test(uri)) return;
  const hex = Array.from(uri, (ch) => ch.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  const { context } = page.doc;
  const link = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    // Hex, so parentheses and backslashes in the URI need no escaping.
    A: { Type: 'Action', S: 'URI', URI: PDFHexString.of(hex) },
  });
  addAnnotation(page, link);
}

function addAnnotation(page: PDFPage, annotation: PDFDict): void {
  const { context } = page.doc;
  const ref = context.register(annotation);
  const annots = context.lookupMaybe(page.node.get(PDFName.Annots), PDFArray);
  if (annots) annots.push(ref);
  else page.node.set(PDFName.Annots, context.obj([ref]));
}
