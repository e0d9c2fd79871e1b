/**
 * Pages grouped into forms (issue 18): consecutive pages are one form until a page starts a form, or shows another
 * form's type or another differentiator (two 1099-INTs from different payers back to back are two forms; a 1099-B's
 * second page from the same broker is the same form). A page no form matched continues the form before it unless it
 * starts a document of its own (a letter, a statement).
 */
import { otherDocumentType } from '@ledgerline/shared/extracted-documents';
import { matchKey } from './normalise';
import type { FormSegment, PageClassification } from './types';

/** Every page in exactly one segment, in page order. */
export function segmentForms(pages: PageClassification[]): FormSegment[] {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const segments: FormSegment[] = [];
  let current: FormSegment | null = null;
  for (const page of ordered) {
    if (current && continuesForm(current, page)) {
      current.to = page.page;
      if (current.differentiator === null && page.document_type === current.document_type) {
        current.differentiator = page.differentiator;
      }
      continue;
    }
    current = {
      from: page.page,
      to: page.page,
      document_type: page.document_type,
      confidence: page.confidence,
      differentiator: page.differentiator,
    };
    segments.push(current);
  }
  return segments;
}

function continuesForm(current: FormSegment, page: PageClassification): boolean {
  if (page.starts_form) return false;
  if (page.document_type === otherDocumentType) return true;
  if (page.document_type !== current.document_type) return false;
  return !page.differentiator || !current.differentiator || sameName(page.differentiator, current.differentiator);
}

/** The same name read twice: OCR may drop or misread a letter or two, or stop early ('Acme Widgets' and
 * 'Acme Widgets Inc'). */
export function sameName(a: string, b: string): boolean {
  const x = matchKey(a);
  const y = matchKey(b);
  if (x === y) return true;
  if (x.length === 0 || y.length === 0) return false;
  if (Math.min(x.length, y.length) >= 6 && (x.includes(y) || y.includes(x))) return true;
  return editDistance(x, y) <= Math.floor(Math.max(x.length, y.length) / 6);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}
