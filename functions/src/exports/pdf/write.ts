/**
 * The questionnaire export as a PDF (QD §9 Export formats), written to a sink as it is made so memory does not grow
 * with the documents' total size: the title page, the table of contents, the sections, then the documents (PDFs page
 * by page, images a page each) and a page listing those not merged, with page numbers and bookmarks.
 *
 * How: a pdf-lib document (`work`) serves as an object allocator. Each step (the questionnaire's pages, one
 * document, the listing) makes its pages there, and the stream writer writes the step's objects and deletes them
 * from `work`; only the page refs (for the page tree) and small bookkeeping stay. The page order is the page tree's
 * /Kids order, not the file's, so the TOC pages are drawn last, when every page number is known, and put second in
 * /Kids; their count is known from the start (one line per section and document). 'Page n of N' labels are written
 * last too (footer.ts), when N is known.
 *
 * Imports pdf-lib statically: callers import this module lazily (`await import('./pdf/write')`).
 */
import { PDFDocument, PDFName, PDFPage, type PDFRef, StandardFonts } from 'pdf-lib';
import type { ByteSink, PdfOptions, QuestionnaireExport } from '../model';
import { linkToPage } from './annotations';
import { drawSections, drawTitleBlock } from './body';
import { documentPages } from './documents';
import { PageFooters } from './footer';
import { type Fonts, PageCursor, pageSize } from './layout';
import { drawListing } from './listing';
import { type OutlineItem, registerOutline } from './outline';
import { PdfStreamWriter } from './stream-writer';
import { drawToc, layoutToc, type TocEntry } from './toc';

export interface PdfWritten {
  pages: number;
  bytes: number;
  /** Where each section and (when included) each document starts, TOC printed or not. */
  toc: { title: string; page: number }[];
  /** Names of documents listed instead of merged. */
  listed: string[];
}

export const documentsGroupTitle = 'Documents';

export async function writeQuestionnairePdf(
  doc: QuestionnaireExport,
  options: PdfOptions,
  sink: ByteSink,
): Promise<PdfWritten> {
  const work = await PDFDocument.create();
  work.setTitle(doc.heading.title, { showInWindowTitleBar: true });
  work.setCreator('Ledgerline');
  work.setProducer('Ledgerline');
  const { context } = work;
  const catalogRef = context.trailerInfo.Root as PDFRef;
  const infoRef = context.trailerInfo.Info as PDFRef;
  const pagesRef = work.catalog.get(PDFName.of('Pages')) as PDFRef;
  // Written last, when the page tree and outline are known.
  const held = new Set([catalogRef, infoRef, pagesRef].map((ref) => ref.objectNumber));

  const writer = new PdfStreamWriter(sink);
  await writer.start();
  // Made now, so they go out with the first pages: every footer's q/Q wrapping refers to them.
  context.getPushGraphicsStateContentStream();
  context.getPopGraphicsStateContentStream();
  const fonts: Fonts = {
    regular: await work.embedFont(StandardFonts.Helvetica),
    bold: await work.embedFont(StandardFonts.HelveticaBold),
  };
  const footers = options.pageNumbers ? new PageFooters(context, fonts.regular) : null;

  const documents = options.includeDocuments ? doc.documents : [];
  const tocEntries: TocEntry[] = [
    ...doc.sections.map((s) => ({ title: s.title })),
    ...(documents.length
      ? [{ title: documentsGroupTitle, group: true }, ...documents.map((d) => ({ title: d.name, inGroup: true }))]
      : []),
  ];
  const tocLayout = options.toc ? layoutToc(tocEntries, fonts) : null;
  const tocPageCount = tocLayout?.pageCount ?? 0;

  /** Every page but the TOC's, in order; the TOC's go after the first (the title page) at the end. */
  const kids: PDFRef[] = [];
  const pageNumberOf = (kidIndex: number) => (kidIndex === 0 ? 1 : kidIndex + 1 + tocPageCount);
  const refOf = (pageNumber: number) => kids[pageNumber === 1 ? 0 : pageNumber - 1 - tocPageCount]!;

  let drawn: PDFPage[] = [];
  const newPage = () => {
    const page = PDFPage.create(work);
    page.setSize(...pageSize);
    drawn.push(page);
    return page;
  };
  /** Files the pages (their parent, footer, place in the page tree) and writes what `work` holds. */
  const commit = async (pages: PDFPage[]) => {
    for (const page of pages) {
      const number = pageNumberOf(kids.length);
      kids.push(page.ref);
      page.node.set(PDFName.Parent, pagesRef);
      footers?.attach(page.node, number);
    }
    await work.flush();
    await writer.drain(context, held);
  };

  // The title page and the sections.
  const body = new PageCursor(newPage, fonts);
  drawTitleBlock(body, doc.heading);
  const sectionPages = drawSections(body, doc).map((n) => pageNumberOf(n - 1));
  await commit(drawn);
  drawn = [];

  // The documents, one at a time.
  const documentPagesAt: number[] = [];
  const merged: OutlineItem[] = [];
  const listed: number[] = [];
  for (const [i, document] of documents.entries()) {
    const pages = await documentPages(work, document, fonts);
    if (!pages) {
      writer.discard(context, held);
      listed.push(i);
      continue;
    }
    documentPagesAt[i] = pageNumberOf(kids.length);
    merged.push({ title: document.name, page: pages[0]!.ref });
    await commit(pages);
  }
  if (listed.length) {
    const first = kids.length;
    const listedOn = drawListing(
      new PageCursor(newPage, fonts),
      listed.map((i) => documents[i]!),
    );
    listedOn.forEach((n, j) => {
      documentPagesAt[listed[j]!] = pageNumberOf(first + n - 1);
    });
    await commit(drawn);
    drawn = [];
  }

  const startPages = tocEntries.map((entry, i) => {
    if (i < doc.sections.length) return sectionPages[i]!;
    if (entry.group) return null;
    return documentPagesAt[i - doc.sections.length - 1]!;
  });

  // The TOC, now that every page number is known.
  const tocRefs: PDFRef[] = [];
  if (tocLayout) {
    const tocPages = Array.from({ length: tocPageCount }, () => {
      const page = PDFPage.create(work);
      page.setSize(...pageSize);
      return page;
    });
    for (const link of drawToc(tocPages, tocEntries, tocLayout, startPages, fonts))
      linkToPage(tocPages[link.page]!, link.rect, refOf(startPages[link.entry]!));
    tocPages.forEach((page, i) => {
      tocRefs.push(page.ref);
      page.node.set(PDFName.Parent, pagesRef);
      footers?.attach(page.node, 2 + i);
    });
    await work.flush();
    await writer.drain(context, held);
  }

  const pageRefs = [kids[0]!, ...tocRefs, ...kids.slice(1)];
  await footers?.write(writer, pageRefs.length);

  const outline = registerOutline(context, [
    ...doc.sections.map((s, i) => ({ title: s.title, page: refOf(sectionPages[i]!) })),
    ...(documents.length
      ? [{ title: documentsGroupTitle, page: refOf(Math.min(...documentPagesAt)), children: merged }]
      : []),
  ]);
  context.assign(pagesRef, context.obj({ Type: 'Pages', Kids: pageRefs, Count: pageRefs.length }));
  if (outline) {
    work.catalog.set(PDFName.of('Outlines'), outline);
    work.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  }
  await writer.drain(context);
  const bytes = await writer.finish({ root: catalogRef, info: infoRef, size: context.largestObjectNumber + 1 });

  return {
    pages: pageRefs.length,
    bytes,
    toc: tocEntries.flatMap((entry, i) => (entry.group ? [] : [{ title: entry.title, page: startPages[i]! }])),
    listed: listed.map((i) => documents[i]!.name),
  };
}
