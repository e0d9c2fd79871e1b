import { describe, expect, it } from 'vitest';
import { openPdf } from './open';
import { pageFrame } from './page-frame';
import { manyPagePdf, pageTexts, samplePdf } from './testing';
import { stampDraft } from './watermark';

describe('stampDraft', () => {
  it('stamps DRAFT on every page, portrait, rotated or landscape, and leaves the original bytes as they were', async () => {
    const original = await samplePdf([{}, { rotate: 90 }, { size: [792, 612] }]);
    const before = original.slice();

    const stamped = await stampDraft(original);

    expect(original).toEqual(before);
    const texts = await pageTexts(stamped);
    expect(texts).toHaveLength(3);
    texts.forEach((text, i) => {
      expect(text).toContain('DRAFT');
      expect(text).toContain(`Page ${i + 1} of the return`);
    });
    expect(await pageTexts(original)).not.toContain(expect.stringContaining('DRAFT'));
  });

  it('keeps each page’s size and rotation', async () => {
    const original = await samplePdf([{ rotate: 270, size: [400, 600] }, { size: [842, 595] }]);
    const pages = (await openPdf(await stampDraft(original))).getPages();
    expect(pages.map((p) => [p.getWidth(), p.getHeight(), p.getRotation().angle])).toEqual([
      [400, 600, 270],
      [842, 595, 0],
    ]);
    expect(pages.map((p) => [pageFrame(p).width, pageFrame(p).height])).toEqual([
      [600, 400],
      [842, 595],
    ]);
  });

  it('another word when asked', async () => {
    expect((await pageTexts(await stampDraft(await samplePdf(1), 'SAMPLE')))[0]).toContain('SAMPLE');
  });

  it('measures a 300-page return (logged, not asserted)', async () => {
    const big = await manyPagePdf(300);
    await stampDraft(await samplePdf(1)); // pdf-lib loaded and warm, as in a running job
    const started = performance.now();
    const stamped = await stampDraft(big);
    const ms = performance.now() - started;
    console.log(
      `stampDraft: 300 pages (${(big.length / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms, ${(stamped.length / 1024).toFixed(0)} KiB out`,
    );
    expect((await openPdf(stamped)).getPageCount()).toBe(300);
  });
});
