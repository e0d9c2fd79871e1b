/**
 * A multi-page demo tax return PDF whose bookmarks (the PDF outline) name its forms, as a preparer's software
 * exports them: the draft review's index is built from these. A DRAFT watermark marks every page (FA §4.1).
 */
import { degrees, PDFDocument, PDFHexString, PDFName, PDFNull, rgb, StandardFonts, type PDFRef } from 'pdf-lib';

export interface DemoForm {
  /** The bookmark: '1040', 'Schedule C', '8879' ... */
  name: string;
  /** One entry per page: its lines of text. */
  pages: string[][];
}

export function demoForms(client: string, year: number): DemoForm[] {
  return [
    {
      name: `Form 1040 (${year})`,
      pages: [
        [
          `U.S. Individual Income Tax Return ${year}`,
          `Taxpayer: ${client}`,
          'Filing status: Single',
          'Wages (line 1a): $68,450.00',
          'Taxable interest (line 2b): $42.17',
        ],
        [
          'Form 1040, page 2',
          'Total tax (line 24): $6,904.00',
          'Federal income tax withheld (line 25a): $7,912.00',
          'Refund (line 35a): $1,008.00',
        ],
      ],
    },
    {
      name: 'Schedule 1',
      pages: [['Schedule 1: Additional Income and Adjustments to Income', 'Business income (line 3): $4,200.00']],
    },
    {
      name: 'Schedule C',
      pages: [
        [
          'Schedule C: Profit or Loss From Business',
          'Principal business: Consulting',
          'Gross receipts: $6,000.00',
          'Net profit: $4,200.00',
        ],
      ],
    },
    {
      name: 'Form 8879',
      pages: [
        [
          'Form 8879: IRS e-file Signature Authorization',
          `Taxpayer: ${client}`,
          'Signature: ____________________   Date: __________',
        ],
      ],
    },
  ];
}

/** The PDF's bytes: each form's pages in order, one top-level bookmark per form pointing at its first page. */
export async function demoTaxReturnPdf(title: string, forms: DemoForm[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const firstPages: PDFRef[] = [];
  for (const form of forms) {
    form.pages.forEach((lines, i) => {
      const page = doc.addPage([612, 792]);
      if (i === 0) firstPages.push(page.ref);
      page.drawText('DRAFT', {
        x: 150,
        y: 300,
        size: 110,
        font: bold,
        color: rgb(0.85, 0.85, 0.85),
        rotate: degrees(35),
      });
      page.drawText(form.name, { x: 50, y: 740, size: 18, font: bold });
      lines.forEach((line, j) => {
        page.drawText(line, { x: 50, y: 700 - j * 22, size: 12, font });
      });
    });
  }
  const outline = doc.context.nextRef();
  const items = forms.map(() => doc.context.nextRef());
  forms.forEach((form, i) => {
    doc.context.assign(
      items[i]!,
      doc.context.obj({
        Title: PDFHexString.fromText(form.name),
        Parent: outline,
        Dest: [firstPages[i]!, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
        ...(i > 0 ? { Prev: items[i - 1]! } : {}),
        ...(i < forms.length - 1 ? { Next: items[i + 1]! } : {}),
      }),
    );
  });
  doc.context.assign(
    outline,
    doc.context.obj({ Type: 'Outlines', First: items[0]!, Last: items[items.length - 1]!, Count: forms.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outline);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  return doc.save();
}
