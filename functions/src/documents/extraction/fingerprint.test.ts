import { describe, expect, it } from 'vitest';
import { distinctiveNumbers, fnv1a64, hammingDistance, sameContent, textFingerprint } from './fingerprint';
import { form1098, knownForms, noisyLines, type PageFixture, scannedReadings, w2 } from './fixtures.test-data';
import type { ContentFingerprintValue, PageText } from './types';

const pagesOf = (...lines: string[][]): PageText[] => lines.map((l, i) => ({ page: i + 1, lines: l, source: 'ocr' }));
const fingerprintOf = (lines: string[], page_hashes: string[] = []): ContentFingerprintValue => ({
  ...textFingerprint(pagesOf(lines)),
  page_hashes,
});

/** The same form for another person, or another year: every amount and the employee's SSN differ. */
function anotherW2(fixture: PageFixture): string[] {
  const amounts: Record<string, string> = {
    '85,000.00': '62,500.00',
    '12,345.67': '8,100.12',
    '5,270.00': '3,875.00',
    '1,232.50': '906.25',
    '4,207.50': '3,093.75',
    '4,250.00': '1,500.00',
  };
  return fixture.lines.map((line) =>
    line
      .replace('123-45-6789', '987-65-4321')
      .replace('Jane Q', 'John R')
      .replace(/[\d,]+\.\d\d/g, (m) => amounts[m] ?? m),
  );
}

describe('FNV-1a 64', () => {
  it('hashes as the reference vectors say', () => {
    const hex = (h: [number, number]) => h.map((n) => n.toString(16).padStart(8, '0')).join('');
    expect(hex(fnv1a64(''))).toBe('cbf29ce484222325');
    expect(hex(fnv1a64('a'))).toBe('af63dc4c8601ec8c');
    expect(hex(fnv1a64('foobar'))).toBe('85944171f73967e8');
  });
});

describe('Hamming distance of hex hashes', () => {
  it('counts the bits that differ', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f1', '0000000000000010')).toBe(4);
  });

  it('counts a missing or non-hex digit as all its bits differing', () => {
    expect(hammingDistance('00', '0000')).toBe(8);
    expect(hammingDistance('0z', '00')).toBe(4);
  });
});

describe('A text fingerprint', () => {
  it('is a 64-bit SimHash in 16 hex digits, the same every time', () => {
    const { text_hash } = textFingerprint(pagesOf(w2.lines));
    expect(text_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(textFingerprint(pagesOf(w2.lines)).text_hash).toBe(text_hash);
  });

  it('keeps amounts without separators, TINs and SSNs as digits; not years, form or OMB numbers', () => {
    const numbers = distinctiveNumbers(
      pagesOf([
        'Form 1099-INT (Rev. January 2024) OMB No. 1545-0112 For calendar year 2025',
        "PAYER'S TIN 36-1234567 RECIPIENT'S TIN 123-45-6789",
        '1 Interest income $ 1,234.56 2 Early withdrawal penalty 0.00',
        'Springfield, IL 62704 Account 0042778109 Form 8949',
      ]),
    );
    expect(numbers).toEqual(['$123456', '123456789', '361234567', '42778109', '62704']);
  });

  it('reads the numbers OCR misread back as digits', () => {
    expect(distinctiveNumbers(pagesOf(['85,O00.00 :', '123-45:6789 .', '2O25']))).toEqual(['$8500000', '123456789']);
  });

  it('moves few bits when OCR misreads a few words', () => {
    for (const fixture of knownForms) {
      const clean = textFingerprint(pagesOf(fixture.lines)).text_hash;
      const noisy = textFingerprint(pagesOf(noisyLines(fixture.lines, 7))).text_hash;
      expect(hammingDistance(clean, noisy), fixture.name).toBeLessThanOrEqual(18);
    }
  });
});

describe('The same content', () => {
  it.each(knownForms)('finds $name re-scanned the same as its PDF', (fixture) => {
    const pdf = fingerprintOf(fixture.lines);
    expect(sameContent(pdf, fingerprintOf(scannedReadings[fixture.name]))).toBe(true);
    expect(sameContent(fingerprintOf(scannedReadings[fixture.name]), pdf)).toBe(true);
  });

  it.each(knownForms)('finds $name read through OCR noise the same', (fixture) => {
    expect(sameContent(fingerprintOf(fixture.lines), fingerprintOf(noisyLines(fixture.lines, 11)))).toBe(true);
  });

  it('does not take another W-2 of the same employer’s layout for the same', () => {
    const first = fingerprintOf(w2.lines);
    const second = fingerprintOf(anotherW2(w2));
    expect(hammingDistance(first.text_hash, second.text_hash)).toBeLessThanOrEqual(18);
    expect(sameContent(first, second)).toBe(false);
  });

  it('does not take next year’s statement from the same lender for the same', () => {
    const nextYear = form1098.lines.map((l) =>
      l.replace('11,842.67', '11,406.12').replace('287,400.00', '281,115.40').replace('2025', '2026'),
    );
    expect(sameContent(fingerprintOf(form1098.lines), fingerprintOf(nextYear))).toBe(false);
  });

  it('does not take two forms of different types for the same', () => {
    for (let i = 0; i + 1 < knownForms.length; i++) {
      const a = fingerprintOf(knownForms[i].lines);
      const b = fingerprintOf(knownForms[i + 1].lines);
      expect(sameContent(a, b), `${knownForms[i].name} / ${knownForms[i + 1].name}`).toBe(false);
    }
  });

  it('finds pages whose images match the same when their words were read too differently', () => {
    const pdf = { ...fingerprintOf(w2.lines, ['a1b2c3d4e5f60718']), text_hash: '0000000000000000' };
    const scan = { ...fingerprintOf(w2.lines, ['a1b2c3d4e5f60719']), text_hash: 'ffffffffffffffff' };
    expect(sameContent(pdf, scan)).toBe(true);
  });

  it('finds pages whose images match the same when nothing was read from one of them', () => {
    const pdf = fingerprintOf(w2.lines, ['a1b2c3d4e5f60718', '0f0f0f0f0f0f0f0f']);
    const unread = fingerprintOf([], ['a1b2c3d4e5f6071a', '0f0f0f0f0f0f0f0e']);
    expect(sameContent(pdf, unread)).toBe(true);
  });

  it('does not go by images alone when the amounts say another form', () => {
    const first = fingerprintOf(w2.lines, ['a1b2c3d4e5f60718']);
    const second = fingerprintOf(anotherW2(w2), ['a1b2c3d4e5f60718']);
    expect(sameContent(first, second)).toBe(false);
  });

  it('does not go by images that differ, or by another number of pages', () => {
    const one = { text_hash: '0000000000000000', numbers: [], page_hashes: ['a1b2c3d4e5f60718'] };
    expect(sameContent(one, { ...one, text_hash: 'ffffffffffffffff', page_hashes: ['5e4d3c2b1a0f9e8d'] })).toBe(false);
    expect(
      sameContent(one, {
        ...one,
        text_hash: 'ffffffffffffffff',
        page_hashes: ['a1b2c3d4e5f60718', 'a1b2c3d4e5f60718'],
      }),
    ).toBe(false);
  });

  it('needs a very close text when neither side has numbers', () => {
    const letter = fingerprintOf(['Dear Jane,', 'Thank you for choosing us to prepare your return again this year.']);
    expect(sameContent(letter, { ...letter })).toBe(true);
    expect(
      sameContent(letter, fingerprintOf(['Dear Tom,', 'Please find enclosed the engagement letter for this year.'])),
    ).toBe(false);
  });
});
