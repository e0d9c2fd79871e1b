/**
 * The tax year a page's form is for (issue 18): forms print many years (revisions, dates, years a box refers to), so
 * the year nearest the title or form number wins, then one the page states, then the first printed near the top.
 */
import { foldDigits, misreadAlternatives, misreadPattern } from './normalise';
import type { PageIndex } from './page-index';

const revision = new RegExp(`\\b${misreadPattern('rev')}(?!${misreadPattern('enue')})[^)]*$`, 'i');
// Not 'tax year' alone: a 1099-G's box 3 says 'Box 2 amount is for tax year' of the year a refund was for.
const yearStated = new RegExp(
  `${misreadAlternatives(['calendar year', 'tax year:', 'for year'])}\\W{0,3}(.{0,14})`,
  'i',
);
const yearPattern = /(?<![\d/.,$-])(20[0-3]\d)(?![\d/]|[.,]\d)/g;
const datedYear =
  /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s*\d{1,2},?)?\s*|\d{1,2}[/.-]\d{1,2}[/.-])$/i;

/** The years printed on a line; with `dates`, also those of dates ('December 18, 2025', '12/15/2025'), which are
 * not the year a form is for unless nothing else is printed. */
function yearsOn(line: string, dates = false): number[] {
  const folded = foldDigits(line);
  const years: number[] = [];
  const pattern = dates ? /(?<![\d.,$])(20[0-3]\d)(?![\d/]|[.,]\d)/g : yearPattern;
  for (const m of folded.matchAll(pattern)) {
    const before = folded.slice(Math.max(0, m.index - 16), m.index);
    if (revision.test(before)) continue;
    if (!dates && datedYear.test(before)) continue;
    years.push(Number(m[1]));
  }
  return years;
}

/** A line that is only a year, not the end of a date begun on the line before ('September 1,' over '2004'). */
function yearAlone(index: PageIndex, line: number): number | null {
  const alone = /^\W*(20[0-3]\d)\W*$/.exec(foldDigits(index.lines[line]));
  if (!alone || (line > 0 && datedYear.test(`${index.lines[line - 1]} `.replace(/[,.]?\s*$/, ' ')))) return null;
  return Number(alone[1]);
}

/** A year that ends a line ('4 Federal income tax withheld 2022'), not a revision's, a date's or a box's. */
function yearEndingLine(line: string): number | null {
  const end = /(?:^|\s)(20[0-3]\d)\W{0,2}$/.exec(foldDigits(line));
  if (!end || /tax year\s*$/i.test(line.slice(0, end.index))) return null;
  return yearsOn(line).includes(Number(end[1])) ? Number(end[1]) : null;
}

/** The year printed by the title or form number; else one the page states ('For calendar year 2025'); else the
 * first year printed near the top. Revision dates ('Rev. January 2024') are not tax years. */
export function taxYearOf(index: PageIndex, nearLines: number[]): number | null {
  for (let distance = 0; distance <= 3; distance++) {
    for (const near of nearLines) {
      for (const line of distance === 0 ? [near] : [near - distance, near + distance]) {
        if (line < 0 || line >= index.lines.length) continue;
        const years = yearsOn(index.lines[line]);
        if (years.length) return years[0];
      }
    }
  }
  for (let line = 0; line < index.lines.length; line++) {
    const stated = yearStated.exec(index.lines[line]);
    if (!stated) continue;
    const years = yearsOn(stated[1]);
    if (years.length) return years[0];
    // 'For calendar year' in its box, the year on a line of its own a few lines on (boxes read one by one); of two
    // there, the later: the other is an earlier year a box refers to (a 1099-G's box 3).
    if (stated[1].trim() !== '') continue;
    const below = index.lines.slice(line + 1, line + 7).map((_, i) => yearAlone(index, line + 1 + i) ?? 0);
    if (Math.max(...below, 0) > 0) return Math.max(...below);
  }
  // The year printed large in a box of its own, or at the end of a line that a reader ran into the box beside it.
  for (const alone of [true, false]) {
    for (let line = 0; line < Math.min(index.lines.length, 40); line++) {
      const year = alone ? yearAlone(index, line) : yearEndingLine(index.lines[line]);
      if (year) return year;
    }
  }
  for (const dates of [false, true]) {
    for (const line of index.lines.slice(0, 12)) {
      const years = yearsOn(line, dates);
      if (years.length) return years[0];
    }
  }
  return null;
}
