/**
 * 'Page n of N' at the bottom centre of every page, merged pages included. The pages are written before N is known
 * (a merged PDF's page count is known only when it is read), so each page draws a small form XObject of its own
 * whose content - the label - is written at the end, when N is known. A page keeps only that XObject's ref.
 *
 * A merged page's own content may leave the graphics state changed (a scale, a colour); its content streams are
 * wrapped in q/Q so the footer starts from the default state. Rotated pages get the footer at the bottom of the page
 * as shown.
 *
 * Imports pdf-lib statically: callers import this module lazily.
 */
import {
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFFont,
  type PDFPageLeaf,
  PDFRef,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
  setFillingGrayscaleColor,
  setFontAndSize,
  showText,
  moveText,
  type PDFContext,
} from 'pdf-lib';
import type { PdfStreamWriter } from './stream-writer';

const footerSize = 8.5;
/** The label's baseline above the page's bottom edge: inside the 54pt margin. */
const footerBaseline = 24;
const grey = 0.35;

interface PendingFooter {
  ref: PDFRef;
  pageNumber: number;
  /** The page's width and height as shown (after its rotation). */
  width: number;
  height: number;
}

export class PageFooters {
  private readonly pending: PendingFooter[] = [];

  constructor(
    private readonly context: PDFContext,
    private readonly font: PDFFont,
  ) {}

  /** Places page `pageNumber`'s footer on the page; its label is written by `write`. */
  attach(page: PDFPageLeaf, pageNumber: number): void {
    const { context } = this;
    const ref = context.nextRef();
    const [llx, lly, urx, ury] = visibleBox(page);
    const rotation = (((pageRotation(page) % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    const sideways = rotation === 90 || rotation === 270;
    const width = sideways ? ury - lly : urx - llx;
    const height = sideways ? urx - llx : ury - lly;
    this.pending.push({ ref, pageNumber, width, height });

    // Own copies of Resources and XObject: pages of one source often share them, and a shared dictionary would
    // collect every page's footer name.
    const resources = (context.lookupMaybe(page.get(PDFName.Resources), PDFDict) ?? context.obj({})).clone();
    const xObjects = (context.lookupMaybe(resources.get(PDFName.XObject), PDFDict) ?? context.obj({})).clone();
    const name = xObjects.uniqueKey('LedgerlineFooter');
    xObjects.set(name, ref);
    resources.set(PDFName.XObject, xObjects);
    page.set(PDFName.Resources, resources);

    // The XObject draws in the page's shown coordinates; this matrix maps them onto the page's own.
    const matrix: Record<typeof rotation, [number, number, number, number, number, number]> = {
      0: [1, 0, 0, 1, llx, lly],
      90: [0, 1, -1, 0, urx, lly],
      180: [-1, 0, 0, -1, urx, ury],
      270: [0, -1, 1, 0, llx, ury],
    };
    const draw = context.register(
      context.contentStream([
        pushGraphicsState(),
        concatTransformationMatrix(...matrix[rotation]),
        drawObject(name),
        popGraphicsState(),
      ]),
    );
    const contents = pageContents(page);
    const wrapped = contents.length
      ? [context.getPushGraphicsStateContentStream(), ...contents, context.getPopGraphicsStateContentStream()]
      : [];
    page.set(PDFName.Contents, context.obj([...wrapped, draw]));
  }

  /** Writes every footer's label now that the page count is known. */
  async write(writer: PdfStreamWriter, pageCount: number): Promise<void> {
    const { context, font } = this;
    const fontName = PDFName.of('F');
    for (const footer of this.pending) {
      const label = `Page ${footer.pageNumber} of ${pageCount}`;
      const x = (footer.width - font.widthOfTextAtSize(label, footerSize)) / 2;
      const form = context.formXObject(
        [
          setFillingGrayscaleColor(grey),
          beginText(),
          setFontAndSize(fontName, footerSize),
          moveText(x, footerBaseline),
          showText(font.encodeText(label)),
          endText(),
        ],
        { BBox: [0, 0, footer.width, footer.height], Resources: { Font: { F: font.ref } } },
      );
      await writer.writeObject(footer.ref, form);
    }
    this.pending.length = 0;
  }
}

/** The page as a viewer shows it: the crop box, else the media box (US Letter when neither reads as one). */
function visibleBox(page: PDFPageLeaf): [number, number, number, number] {
  const { context } = page;
  const box =
    context.lookupMaybe(page.get(PDFName.of('CropBox')), PDFArray) ??
    context.lookupMaybe(page.getInheritableAttribute(PDFName.MediaBox), PDFArray);
  const values = box?.asArray().map((item) => context.lookup(item));
  if (values?.length !== 4 || !values.every((v) => v instanceof PDFNumber)) return [0, 0, 612, 792];
  const [a, b, c, d] = values.map((v) => (v as PDFNumber).asNumber()) as [number, number, number, number];
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

function pageRotation(page: PDFPageLeaf): number {
  const rotate = page.context.lookupMaybe(page.get(PDFName.of('Rotate')), PDFNumber);
  return Math.round((rotate?.asNumber() ?? 0) / 90) * 90;
}

/** The refs of the page's content streams, in order (a stream stored inline, which is malformed, gets a ref). */
function pageContents(page: PDFPageLeaf): PDFRef[] {
  const { context } = page;
  const raw = page.get(PDFName.Contents);
  const contents = context.lookup(raw);
  if (contents instanceof PDFStream) return [raw instanceof PDFRef ? raw : context.register(contents)];
  if (contents instanceof PDFArray) return contents.asArray().filter((item): item is PDFRef => item instanceof PDFRef);
  return [];
}
