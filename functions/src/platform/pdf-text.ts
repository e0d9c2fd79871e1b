/**
 * Text pdf-lib's standard fonts can draw, wrapped to a width: the conversation export's PDF and the questionnaire
 * export's.
 *
 * The standard fonts draw only WinAnsi characters; anything else (emoji, CJK, most scripts beyond Latin) is drawn
 * as '?' rather than failing the export.
 */
import { isOnlyControlCharacters } from '@ledgerline/shared/control-characters';
import type { PDFFont } from 'pdf-lib';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text the font can draw: each character it lacks becomes one '?' per grapheme (an emoji family is one '?'),
 * a decomposed accent is composed first ('e' + U+0301 is 'é'), tabs become spaces and other control characters
 * go. Line breaks stay: the wrapper splits on them.
 */
export function drawableText(text: string, charset: ReadonlySet<number>): string {
  const drawable = (s: string) => [...s].every((ch) => charset.has(ch.codePointAt(0)!));
  let out = '';
  for (const { segment } of graphemes.segment(text.replace(/\r\n?/g, '\n').replace(/\t/g, '    '))) {
    if (segment === '\n') out += segment;
    else if (isOnlyControlCharacters(segment)) continue;
    else if (drawable(segment)) out += segment;
    else if (drawable(segment.normalize('NFC'))) out += segment.normalize('NFC');
    else out += '?';
  }
  return out;
}

/** Lines no wider than `maxWidth`: breaks between words, and inside a word only when it alone is too wide. */
export function wrapText(
  text: string,
  font: Pick<PDFFont, 'widthOfTextAtSize'>,
  size: number,
  maxWidth: number,
): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = 1;
        while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
