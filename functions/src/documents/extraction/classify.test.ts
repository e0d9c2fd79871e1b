import { extractedDocumentTypes } from '@ledgerline/shared/extracted-documents';
import { describe, expect, it } from 'vitest';
import { classifyPage } from './classify';
import {
  allCleanPages,
  bankStatementPage2,
  blankPage,
  form1099BPage2,
  form5498Sa,
  gamblingW2G,
  k1PartnershipPage2,
  knownForms,
  noisyLines,
  otherPages,
  type PageFixture,
  pageOf,
  poorScanReadings,
  scannedReadings,
  w2Instructions,
  w2ReadByOcr,
} from './fixtures.test-data';
import { sameName } from './segment';
import type { PageText } from './types';

const ocrPage = (lines: string[]): PageText => ({ page: 1, lines, source: 'ocr' });
const firstPages = allCleanPages.filter((f) => f.startsForm);
const continuationPages = allCleanPages.filter((f) => !f.startsForm && f.lines.length > 0);

function differentiatorAgrees(found: string | null, fixture: PageFixture): boolean {
  if (fixture.differentiator === null) return found === null;
  return found !== null && sameName(found, fixture.differentiator);
}

describe('Classifying a page from its text', () => {
  it('has a page of every known form type to read', () => {
    const known = extractedDocumentTypes.filter((t) => t !== 'Other');
    expect(new Set(knownForms.map((f) => f.type))).toEqual(new Set(known));
  });

  it.each(knownForms)('reads $name as a $type that starts a form, with its differentiator and year', (fixture) => {
    const page = classifyPage(pageOf(fixture));
    expect(page).toEqual({
      page: 1,
      document_type: fixture.type,
      confidence: expect.any(Number),
      differentiator: fixture.differentiator,
      starts_form: true,
      tax_year: fixture.taxYear,
    });
    expect(page.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it.each(otherPages)('reads $name as Other, a document of its own', (fixture) => {
    const page = classifyPage(pageOf(fixture));
    expect(page.document_type).toBe('Other');
    expect(page.starts_form).toBe(true);
    expect(page.differentiator).toBeNull();
  });

  it('says Other with low confidence when nothing on the page matches a form', () => {
    for (const fixture of [otherPages[0], otherPages[1], blankPage]) {
      expect(classifyPage(pageOf(fixture)).confidence).toBeLessThan(0.3);
    }
  });

  it.each([form1099BPage2, k1PartnershipPage2, w2Instructions, bankStatementPage2, blankPage])(
    'does not start a form on $name',
    (fixture) => {
      const page = classifyPage(pageOf(fixture));
      expect(page.starts_form).toBe(false);
      expect(page.document_type).toBe(fixture.type);
    },
  );

  it('keeps the page number it was given', () => {
    expect(classifyPage(pageOf(knownForms[0], 7)).page).toBe(7);
  });
});

describe('Telling look-alike forms apart', () => {
  const typeOf = (fixture: PageFixture) => classifyPage(pageOf(fixture)).document_type;
  const byType = (type: string) => knownForms.find((f) => f.type === type)!;

  it('takes a W-2G for Other, not a W-2', () => {
    expect(typeOf(gamblingW2G)).toBe('Other');
  });

  it('files a 5498-SA as a 5498, and tells it from a 1099-SA', () => {
    expect(typeOf(form5498Sa)).toBe('5498');
    expect(typeOf(byType('1099-SA'))).toBe('1099-SA');
  });

  it('tells a 1099-SA from an SSA-1099 though each holds the other’s letters', () => {
    expect(typeOf(byType('SSA-1099'))).toBe('SSA-1099');
    expect(
      classifyPage(ocrPage(['Form 1099-SA', 'Distributions From an HSA,', 'Gross distribution', 'Distribution code']))
        .document_type,
    ).toBe('1099-SA');
    expect(
      classifyPage(ocrPage(['FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', 'Benefits Paid in 2025']))
        .document_type,
    ).toBe('SSA-1099');
  });

  it('tells a 1098 from a 1098-T and a 1098-E', () => {
    expect(typeOf(byType('1098'))).toBe('1098');
    expect(typeOf(byType('1098-T'))).toBe('1098-T');
    expect(typeOf(byType('1098-E'))).toBe('1098-E');
  });

  it('tells the three K-1s apart by the form they come with', () => {
    expect(typeOf(byType('K-1 (1065)'))).toBe('K-1 (1065)');
    expect(typeOf(byType('K-1 (1120-S)'))).toBe('K-1 (1120-S)');
    expect(typeOf(byType('K-1 (1041)'))).toBe('K-1 (1041)');
  });

  it('tells a 1099-MISC from a 1099-NEC though they share boxes', () => {
    expect(typeOf(byType('1099-MISC'))).toBe('1099-MISC');
    expect(typeOf(byType('1099-NEC'))).toBe('1099-NEC');
  });

  it('does not take a bank statement that shows interest for a 1099-INT', () => {
    expect(typeOf(otherPages[1])).toBe('Other');
  });
});

describe('Classifying OCR’d pages', () => {
  it('reads tesseract’s reading of a scanned W-2 as the W-2 it is', () => {
    expect(classifyPage(ocrPage(w2ReadByOcr.lines))).toMatchObject({
      document_type: 'W-2',
      differentiator: 'Acme Widgets Inc',
      starts_form: true,
      tax_year: 2025,
    });
  });

  it.each(allCleanPages.filter((f) => scannedReadings[f.name]))(
    'reads a good scan of $name as a $type, where it starts, its differentiator and year',
    (fixture) => {
      const page = classifyPage(ocrPage(scannedReadings[fixture.name]));
      expect(page.document_type).toBe(fixture.type);
      expect(page.starts_form).toBe(fixture.startsForm);
      if (fixture.startsForm) {
        expect(differentiatorAgrees(page.differentiator, fixture), `${page.differentiator}`).toBe(true);
        expect(page.tax_year).toBe(fixture.taxYear);
      }
    },
  );

  it('reads every poor scan as its type, and knows which pages start a form', () => {
    for (const fixture of allCleanPages.filter((f) => poorScanReadings[f.name])) {
      const page = classifyPage(ocrPage(poorScanReadings[fixture.name]));
      expect(page.document_type, fixture.name).toBe(fixture.type);
      expect(page.starts_form, fixture.name).toBe(fixture.startsForm);
    }
  });

  it('reads every page right through OCR noise: confusions, lost punctuation, merged and split words, strays', () => {
    for (let seed = 1; seed <= 5; seed++) {
      for (const fixture of allCleanPages) {
        const page = classifyPage(ocrPage(noisyLines(fixture.lines, seed * 101 + fixture.name.length)));
        expect(page.document_type, `${fixture.name}, seed ${seed}`).toBe(fixture.type);
        expect(page.starts_form, `${fixture.name}, seed ${seed}`).toBe(fixture.startsForm);
      }
    }
  });

  it('finds the differentiator and year through OCR noise, and never another one than printed', () => {
    let pages = 0;
    let named = 0;
    let dated = 0;
    for (let seed = 1; seed <= 5; seed++) {
      for (const fixture of firstPages.filter((f) => f.type !== 'Other')) {
        const page = classifyPage(ocrPage(noisyLines(fixture.lines, seed * 101 + fixture.name.length)));
        pages++;
        if (differentiatorAgrees(page.differentiator, fixture)) named++;
        // A lost line may lose the name; an SSA-1099 then names its payer. Nothing else is acceptable.
        else if (page.differentiator !== null && page.differentiator !== 'Social Security Administration') {
          expect.fail(`${fixture.name}, seed ${seed}: ${page.differentiator}`);
        }
        if (page.tax_year === fixture.taxYear) dated++;
      }
    }
    expect(named / pages).toBeGreaterThanOrEqual(0.9);
    expect(dated / pages).toBeGreaterThanOrEqual(0.95);
  });

  it('does not start a form on a noisy continuation page', () => {
    for (let seed = 1; seed <= 5; seed++) {
      for (const fixture of continuationPages) {
        const page = classifyPage(ocrPage(noisyLines(fixture.lines, seed, 0.03, true)));
        expect(page.starts_form, `${fixture.name}, seed ${seed}`).toBe(false);
      }
    }
  });
});

describe('Reading the tax year', () => {
  it('takes the year printed by the title, not the revision date', () => {
    const page = classifyPage(
      ocrPage([
        'Form 1099-INT',
        '(Rev. January 2024)',
        'Interest Income',
        'For calendar year 2025',
        '1 Interest income',
      ]),
    );
    expect(page.tax_year).toBe(2025);
  });

  it('has no tax year when none is printed', () => {
    expect(
      classifyPage(ocrPage(['Form W-2 Wage and Tax Statement', '1 Wages, tips, other compensation'])).tax_year,
    ).toBeNull();
  });
});
