/**
 * A page's differentiator (issue 18): the name that tells two documents of one form type apart, such as the payer of
 * a 1099-INT or the employer of a W-2. Each form's catalogue entry says where it is printed: in the box a label
 * heads, as the taxing authority of a property tax bill, as the charity of a donation receipt, or fixed.
 */
import type { CompiledForm } from './catalogue-phrases';
import type { DifferentiatorRule } from './form-catalogue';
import { cleanText, foldDigits, misreadAlternatives, misreadPattern } from './normalise';
import { amountsAndIds, isPartOfPhrase, nameOn, streetOrCity, tidyName, withoutTitleWords } from './name-on-line';
import { findPhrase, type Hit, type PageIndex } from './page-index';

const anotherNameBox = new RegExp(`\\b${misreadPattern('name')}\\b`, 'i');

/** Lines looked at after a label for its value: read box by box, a row's labels come first, then its values. */
const valueLookahead = 16;

/** A box's label (its number or letter, then words), or other printed wording: not a value. */
function isLabelLine(line: string, misread: boolean): boolean {
  return /^\W*(?:\d{1,2}[a-z]?|[A-H]\d?)\s+[A-Z]/.test(line) || isPartOfPhrase(line, misread);
}

const boxNumberOf = (line: string) => Number(/^\W*(\d{1,2})[a-z]?\s+[A-Za-z]/.exec(line)?.[1] ?? Number.NaN);

/** How many boxes of its row come before a numbered label: the labels just above it numbered one less, two less… */
function columnOf(index: PageIndex, line: number): number {
  const box = boxNumberOf(index.lines[line]);
  let column = 0;
  while (column < 4 && line - column - 1 >= 0 && boxNumberOf(index.lines[line - column - 1]) === box - column - 1) {
    column++;
  }
  return column;
}

/** The values a line holds, in reading order: each amount or number, and the text between them. */
function valuesOn(text: string): string[] {
  const values: string[] = [];
  let from = 0;
  const between = (to: number) => {
    const part = text.slice(from, to).trim();
    if (/[A-Za-z0-9]/.test(part)) values.push(part);
  };
  for (const m of text.matchAll(amountsAndIds)) {
    between(m.index);
    values.push(m[0]);
    from = m.index + m[0].length;
  }
  between(text.length);
  return values;
}

/** A name broken over lines of its own by OCR ('Summit' / 'Care' / 'Insurance Co'): the lines that follow it,
 * each a short name-like line on its own. */
function restOfName(index: PageIndex, after: number, titleWords: Set<string>): string {
  let rest = '';
  for (let next = after + 1; next <= after + 3 && next < index.lines.length; next++) {
    const text = index.lines[next];
    const name = tidyName(cleanText(text));
    const words = name.split(' ');
    // Capitalised words alone ('Care', 'Insurance Co'), none of them a box's label or a form's wording.
    if (words.length > 3 || !words.every((w) => /^(?:[A-Z][A-Za-z.'-]*|&)$/.test(w))) break;
    if (boxNumberOf(text) >= 0 || (words.length > 1 && isPartOfPhrase(name, false))) break;
    if (streetOrCity.test(name) || withoutTitleWords(name, titleWords) !== name) break;
    rest += ` ${name}`;
  }
  return rest;
}

/** The value of the box a label heads: after the label on its line; else below it, where boxes read one by one put
 * the values of a row in the order of its labels — the third label's value is the row's third value. */
function valueAfterLabel(index: PageIndex, hit: Hit, titleWords: Set<string>): string | null {
  const line = index.lineAt[hit.end];
  const sameLine = nameOn(index.lines[line].slice(index.charEnd[hit.end]), true, index.misread, titleWords);
  if (sameLine) return sameLine;
  const column = columnOf(index, line);
  // OCR may not keep a row's values in the order of its labels: then the first name below will do.
  return valueBelow(index, line, column, titleWords) ?? (column > 0 ? valueBelow(index, line, 0, titleWords) : null);
}

function valueBelow(index: PageIndex, line: number, valuesBefore: number, titleWords: Set<string>): string | null {
  let column = valuesBefore;
  for (let next = line + 1; next < Math.min(index.lines.length, line + 1 + valueLookahead); next++) {
    let text = index.lines[next];
    if (column > 0 && !isLabelLine(text, index.misread)) {
      const values = valuesOn(text);
      if (values.length <= column) {
        column -= values.length;
        continue;
      }
      text = values.slice(column).join(' ');
      column = 0;
    }
    const name = nameOn(text, true, index.misread, titleWords);
    if (name) return name === tidyName(text) ? name + restOfName(index, next, titleWords) : name;
    // The box's address, or the next box for a name, before any name: the name was not read.
    const read = foldDigits(text);
    if (streetOrCity.test(read) || anotherNameBox.test(read)) return null;
  }
  return null;
}

const authorityWords = new RegExp(
  `\\b${misreadAlternatives(
    'county|parish|borough|township|city of|town of|village of|treasurer|tax collector|collector of|assessor|tax commissioner|tax office|department of revenue|revenue|municipality'.split(
      '|',
    ),
  )}\\b`,
  'i',
);
const organisationWords = new RegExp(
  `\\b${misreadAlternatives(
    'foundation|church|charities|charity|charitable|society|fund|ministries|ministry|mission|association|council|food bank|goodwill|salvation army|red cross|habitat|hospital|university|college|school|shelter|alliance|inc|incorporated|united way|temple|synagogue|mosque|parish|club|league|center|centre|museum|library|rescue|humane|ymca|ywca|scouts|trust|network|project|institute|kitchen|pantry'.split(
      '|',
    ),
  )}\\b`,
  'i',
);
const notALetterhead = new RegExp(`^\\W*${misreadAlternatives(['dear', 'thank', 'date', 're'])}\\b`, 'i');

/** The name printed at the top of the page, as a letter or a payer's own statement has it (below its title). */
function letterhead(index: PageIndex, titleWords: Set<string>): string | null {
  for (const line of index.lines.slice(0, 4)) {
    if (notALetterhead.test(line)) continue;
    const name = nameOn(line, true, index.misread, titleWords);
    if (name && name.split(' ').length <= 6) return name;
    // A box's label: this is a form's face, not a letter's head.
    if (/^\W*\d{1,2}[a-z]?\s+[A-Za-z]/.test(line) || anotherNameBox.test(line)) return null;
  }
  return null;
}

export function differentiatorOf(form: CompiledForm, index: PageIndex, startsForm: boolean): string | null {
  const rule: DifferentiatorRule = form.definition.differentiator;
  switch (rule.kind) {
    case 'label': {
      for (const phrase of form.differentiatorLabels) {
        const hit = findPhrase(index, phrase, 'exact', false) ?? findPhrase(index, phrase, 'approximate', false);
        if (!hit) continue;
        return valueAfterLabel(index, hit, form.titleWords);
      }
      return startsForm ? letterhead(index, form.titleWords) : null;
    }
    case 'fixed':
      return rule.name;
    case 'taxingAuthority': {
      for (const line of index.lines.slice(0, 15)) {
        if (!authorityWords.test(line)) continue;
        const withoutTitle = line.replace(
          /[\s,:-]*(?:20[0-3]\d\s*)?(?:annual\s+|secured\s+|unsecured\s+)*(?:property|real estate|ad valorem)?\s*tax (?:bill|statement|notice)\b.*$/i,
          '',
        );
        const name = nameOn(withoutTitle, false, index.misread, form.titleWords);
        if (name) return name;
      }
      return null;
    }
    case 'organisation': {
      for (const line of index.lines.slice(0, 8)) {
        if (organisationWords.test(line) && !notALetterhead.test(line)) {
          const name = nameOn(line.replace(/\s+is an?\s.*$/i, ''), false, index.misread, form.titleWords);
          if (name) return name;
        }
      }
      return startsForm ? letterhead(index, form.titleWords) : null;
    }
    case 'none':
      return null;
  }
}
