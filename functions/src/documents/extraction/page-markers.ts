/**
 * Whether a page starts a document or continues the one before (issue 18): 'Page 2 of 3', '(continued)',
 * 'Instructions for Recipient', or for a page no form matched, a letter's greeting or a statement's header. This is
 * what splits a multi-page upload into its documents.
 */
import { foldDigits, misreadAlternatives, misreadPattern } from './normalise';
import { lineOfLooseOffset, type PageIndex } from './page-index';

const page = misreadPattern('page');
const pageOfPages = new RegExp(`\\b${page}\\s*(\\d{1,3})\\s*(?:of|0f|/)\\s*\\d{1,3}\\b`);
const laterPage = new RegExp(`(?<!\\b(?:see|on|from|to)\\s)\\b${page}\\s*(?:[2-9]|[1-9]\\d)\\W{0,3}$`, 'm');
const continued = new RegExp(
  `\\b${misreadPattern('continued')}(?!\\s+on\\b)|\\bcont'?d\\b|^\\W*${misreadAlternatives([
    'supplemental information',
    'supplemental statement',
    'supplemental detail',
    'supplemental schedule',
    'continuation sheet',
    'continuation statement',
    'continuation page',
  ])}`,
  'm',
);
const instructionsFor = new RegExp(
  `${misreadPattern('instructions for')}[\\s.,:]{0,3}${misreadAlternatives(
    'recipient employee payee payer borrower student partner shareholder beneficiary participant filer winner debtor lender'.split(
      ' ',
    ),
  )}`,
);

export interface Marker {
  /** 'Page 1 of 3' starts a document; 'Page 2', 'continued', instructions… continue one. */
  kind: 'starts' | 'continues';
  /** A page number says so outright; '(continued)' or 'Instructions for Recipient' may be printed under a form's
   * face too (a payer's statement with its instructions below), so they count near the top, or on a page with no
   * form's header. */
  strong: boolean;
  line: number;
}

/** Lines from the top within which '(continued)' or 'Instructions for…' make a page a continuation. */
const weakMarkerLines = 8;

export function pageMarker(index: PageIndex): Marker | null {
  const digits = foldDigits(index.loose);
  const pageOf = pageOfPages.exec(digits);
  if (pageOf) {
    const kind = Number(pageOf[1]) >= 2 ? 'continues' : 'starts';
    return { kind, strong: true, line: lineOfLooseOffset(index, pageOf.index) };
  }
  const later = laterPage.exec(digits);
  if (later) return { kind: 'continues', strong: true, line: lineOfLooseOffset(index, later.index) };
  for (const pattern of [continued, instructionsFor]) {
    const m = pattern.exec(index.loose);
    if (m) return { kind: 'continues', strong: false, line: lineOfLooseOffset(index, m.index) };
  }
  return null;
}

/** Whether a page starts a document, from what heads it (a form's title, a letter's greeting) and its markers. */
export function startsDocument(marker: Marker | null, headed: boolean): boolean {
  if (marker?.strong) return marker.kind === 'starts';
  if (marker && (marker.line < weakMarkerLines || !headed)) return false;
  return headed;
}

const letterOpening = new RegExp(`^\\W*(?:\\w\\W+)?${misreadPattern('dear')}`, 'm');
const statementHeader = new RegExp(
  misreadAlternatives([
    'statement period',
    'statement date',
    'account summary',
    'account statement',
    'statement of account',
    'invoice',
    'receipt',
  ]),
);

/** A page no form matched starts a document of its own when it looks like one's first page: a letter's greeting,
 * a statement's header. */
export function looksLikeFirstPage(index: PageIndex): boolean {
  const top = index.lines.slice(0, 15).join('\n').toLowerCase();
  return letterOpening.test(top) || statementHeader.test(top);
}
