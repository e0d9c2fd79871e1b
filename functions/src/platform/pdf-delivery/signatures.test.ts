import { describe, expect, it } from 'vitest';
import { keepPages, type SignaturePlacement, signedLine, stampSignatures } from './signatures';
import { openPdf } from './open';
import { pageTexts, samplePdf, signaturePng } from './testing';

const dana: SignaturePlacement = {
  page: 2,
  kind: 'typed',
  text: 'Dana Q. Lee',
  name: 'Dana Lee',
  signedAt: '2026-03-04T15:05:00.000Z',
  ip: '203.0.113.7',
  slot: 0,
};

describe('stampSignatures', () => {
  it('draws a typed signature and who signed, when (UTC) and from where, on its page only', async () => {
    const original = await samplePdf(3);
    const before = original.slice();

    const texts = await pageTexts(await stampSignatures(original, [dana]));

    expect(original).toEqual(before);
    expect(texts[1]).toContain('Dana Q. Lee');
    expect(texts[1]).toContain('Electronically signed by Dana Lee on Mar 4, 2026, 3:05 PM UTC (IP 203.0.113.7)');
    expect(texts[0]).not.toContain('Electronically signed');
    expect(texts[2]).not.toContain('Electronically signed');
  });

  it('stacks a drawn signature above a typed one on the same page, on a rotated page too', async () => {
    const original = await samplePdf([{}, { rotate: 90 }]);
    const sam: SignaturePlacement = {
      page: 2,
      kind: 'drawn',
      image: signaturePng(),
      name: 'Sam Lee',
      signedAt: '2026-03-05T09:30:00.000Z',
      ip: null,
      slot: 1,
    };

    const stamped = await stampSignatures(original, [dana, sam]);

    const text = (await pageTexts(stamped))[1]!;
    expect(text).toContain('Electronically signed by Dana Lee on Mar 4, 2026, 3:05 PM UTC (IP 203.0.113.7)');
    expect(text).toContain('Electronically signed by Sam Lee on Mar 5, 2026, 9:30 AM UTC');
    expect(text).not.toContain('Sam Lee on Mar 5, 2026, 9:30 AM UTC (IP');
    const page = (await openPdf(stamped)).getPage(1);
    expect(page.getRotation().angle).toBe(90);
    // The drawn signature is an image on the page, not text: the name is written once, in the line under it.
    expect(text.match(/Sam Lee/g)).toHaveLength(1);
    expect(page.node.normalizedEntries().XObject.keys()).toHaveLength(1);
  });

  it('a drawn signature whose image cannot be read is written in the script face instead', async () => {
    const broken = { ...dana, kind: 'drawn' as const, text: null, image: 'data:image/png;base64,AAAA' };
    expect((await pageTexts(await stampSignatures(await samplePdf(2), [broken])))[1]).toMatch(/^.*Dana Lee.*Dana Lee/);
  });

  it('onlyPages keeps just the signed pages, in the order given', async () => {
    const stamped = await stampSignatures(await samplePdf(5), [dana, { ...dana, page: 4 }], { onlyPages: [2, 4] });

    const texts = await pageTexts(stamped);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Page 2 of the return');
    expect(texts[1]).toContain('Page 4 of the return');
    for (const text of texts) expect(text).toContain('Electronically signed by Dana Lee');
  });

  it('a page outside the PDF, or no page at all to keep, is refused', async () => {
    await expect(stampSignatures(await samplePdf(2), [{ ...dana, page: 3 }])).rejects.toThrow(RangeError);
    await expect(stampSignatures(await samplePdf(2), [], { onlyPages: [0] })).rejects.toThrow(RangeError);
    await expect(keepPages(await samplePdf(2), [])).rejects.toThrow(RangeError);
  });
});

describe('keepPages', () => {
  it('keeps the pages named, in the order given, each once', async () => {
    const texts = await pageTexts(await keepPages(await samplePdf(4), [3, 1, 3]));
    expect(texts).toEqual(['Page 3 of the return', 'Page 1 of the return']);
  });
});

describe('signedLine', () => {
  it('names the signer, the time in UTC and the IP address when known', () => {
    expect(signedLine({ name: 'Dana Lee', signedAt: '2026-12-31T23:59:00Z', ip: '::1' })).toBe(
      'Electronically signed by Dana Lee on Dec 31, 2026, 11:59 PM UTC (IP ::1)',
    );
    expect(signedLine({ name: 'Dana Lee', signedAt: '2026-01-02T00:00:00Z' })).toBe(
      'Electronically signed by Dana Lee on Jan 2, 2026, 12:00 AM UTC',
    );
  });
});
