/**
 * The conversation export as a PDF (MD §7 export_conversation_as_pdf): a title with the participants and the
 * period, then one block per message (author, role, time, tag, what a reply answers, the text wrapped to the
 * page, attachments' names), page breaks as needed and page numbers. Pure: rows in, bytes out.
 *
 * pdf-lib's standard fonts need no font file (small, fine in Lambda) but can draw only WinAnsi characters;
 * anything else (emoji, CJK, most scripts beyond Latin) is drawn as '?' rather than failing the export.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ExportRow } from './export-rows';
import { drawableText, wrapText } from '../platform/pdf-text';

export interface PdfHeading {
  title: string;
  participants: string[];
  /** 'Jan 1, 2026 to Jan 31, 2026' */
  period: string;
  timeZone: string;
  exportedAt: string;
}

/** US Letter, the paper the firms' clients print on. */
const pageSize: [number, number] = [612, 792];
const margin = 54;
const width = pageSize[0] - 2 * margin;
const bodySize = 10;
const smallSize = 8.5;
const lineGap = 1.35;
const grey = rgb(0.35, 0.35, 0.35);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Draws lines top to bottom, starting a new page whenever the next line would cross the bottom margin. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly charset: ReadonlySet<number>;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    // The three Helvetica faces share WinAnsi, so one set serves them all.
    this.charset = new Set(fonts.regular.getCharacterSet());
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  /** Keeps a block's first lines together with its heading: a new page if `height` does not fit here. */
  keep(height: number) {
    if (this.y - height < margin) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  text(text: string, opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; indent?: number } = {}) {
    const font = opts.font ?? this.fonts.regular;
    const size = opts.size ?? bodySize;
    const indent = opts.indent ?? 0;
    const leading = size * lineGap;
    for (const line of wrapText(drawableText(text, this.charset), font, size, width - indent)) {
      if (this.y - leading < margin) this.newPage();
      this.y -= leading;
      if (line)
        this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color: opts.color ?? rgb(0, 0, 0) });
    }
  }

  rule() {
    this.keep(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + width, y: this.y },
      thickness: 0.5,
      color: rgb(0.8, 0.8, 0.8),
    });
    this.y -= 4;
  }
}

function drawHeading(w: Writer, heading: PdfHeading, count: number) {
  w.text(heading.title, { font: w.fonts.bold, size: 16 });
  w.space(4);
  w.text(`Participants: ${heading.participants.join(', ') || 'none'}`);
  w.text(`Period: ${heading.period} (${heading.timeZone})`);
  w.text(`Messages: ${count}`);
  w.text(`Exported ${heading.exportedAt}`, { size: smallSize, color: grey });
  w.space(6);
  w.rule();
}

function drawMessage(w: Writer, row: ExportRow) {
  w.keep(4 * bodySize * lineGap);
  const tag = row.tag === 'General' ? '' : ` - ${row.tag}`;
  w.text(`${row.author} (${row.role})${tag}`, { font: w.fonts.bold });
  w.text(`${row.sentAtText}${row.edited ? ' (edited)' : ''}`, { size: smallSize, color: grey });
  if (row.replyTo) w.text(`Reply to ${row.replyTo}`, { font: w.fonts.italic, size: smallSize, color: grey });
  w.space(2);
  w.text(row.text);
  if (row.attachments.length) w.text(`Attachments: ${row.attachments.join(', ')}`, { font: w.fonts.italic });
  w.space(4);
  w.rule();
}

function numberPages(doc: PDFDocument, font: PDFFont) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    page.drawText(label, {
      x: pageSize[0] - margin - font.widthOfTextAtSize(label, smallSize),
      y: margin / 2,
      size: smallSize,
      font,
      color: grey,
    });
  });
}

export async function conversationPdf(heading: PdfHeading, rows: ExportRow[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading.title);
  doc.setCreator('Ledgerline');
  doc.setProducer('Ledgerline');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const w = new Writer(doc, fonts);
  drawHeading(w, heading, rows.length);
  if (rows.length === 0) w.text('No messages in this period.', { font: fonts.italic });
  for (const row of rows) drawMessage(w, row);
  numberPages(doc, fonts.regular);
  return doc.save();
}
