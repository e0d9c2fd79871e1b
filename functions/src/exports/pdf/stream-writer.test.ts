import { PDFDocument, PDFName, PDFPage, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfStreamWriter } from './stream-writer';

describe('PdfStreamWriter', () => {
  it('writes each object once, frees numbers never written and yields a file pdf-lib reads back', async () => {
    const chunks: Uint8Array[] = [];
    const writer = new PdfStreamWriter({ write: async (chunk) => void chunks.push(chunk) });
    const work = await PDFDocument.create();
    const { context } = work;
    const root = context.trailerInfo.Root as PDFRef;
    const pages = work.catalog.get(PDFName.of('Pages')) as PDFRef;
    const held = new Set([root.objectNumber, pages.objectNumber]);
    await writer.start();

    const page = PDFPage.create(work);
    page.drawText('Hello');
    page.node.set(PDFName.Parent, pages);
    const unused = context.nextRef();
    await work.flush();
    await writer.drain(context, held);
    expect(context.enumerateIndirectObjects().map(([ref]) => ref.objectNumber)).toEqual([...held].sort());
    const discarded = context.register(context.obj({ Never: 'written' }));
    writer.discard(context, held);

    // The font's dictionary comes back on every flush: written once.
    page.drawText('Again');
    await work.flush();
    await writer.drain(context, held);

    context.assign(pages, context.obj({ Type: 'Pages', Kids: [page.ref], Count: 1 }));
    await writer.drain(context);
    const size = await writer.finish({ root, size: context.largestObjectNumber + 1 });

    const bytes = new Uint8Array(Buffer.concat(chunks));
    expect(size).toBe(bytes.length);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.7\n')).toBe(true);
    expect(text.match(/\/BaseFont \/Helvetica\b/g)).toHaveLength(1);
    const xref = text.slice(text.lastIndexOf('\nxref\n') + 1).split('\n');
    const entry = (n: number) => xref[2 + n]!;
    expect(entry(unused.objectNumber)).toMatch(/^\d{10} 00001 f $/);
    expect(entry(discarded.objectNumber)).toMatch(/^\d{10} 00001 f $/);
    expect(entry(0)).toBe(`${String(unused.objectNumber).padStart(10, '0')} 65535 f `);
    expect(text.endsWith('%%EOF\n')).toBe(true);

    const back = await PDFDocument.load(bytes);
    expect(back.getPageCount()).toBe(1);
  });
});
