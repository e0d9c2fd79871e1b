/**
 * The review's editable split of one upload (QD §5 'Page ranges accept comma lists and ranges': the split as a whole
 * is a list of ranges): one row per document with its pages (one page or one range), type, description, tags and
 * mark-as-other. Rows are checked together: each row's pages parse as one range, no page is in two rows, none is
 * past the PDF's last page.
 */
import {
  extractedDocumentText,
  extractedDocumentTypes,
  isExtractedDocumentType,
  otherDocumentType,
  type ExtractedDocumentType,
} from '@ledgerline/shared/extracted-documents';
import {
  formatPageRange,
  maxSplitPieces,
  type PageRange,
  pageRangeText,
  parsePageRanges,
  rangesProblem,
} from '@ledgerline/shared/page-ranges';
import { extractedLabels as l } from './texts';

/** The fields of an extracted document the review edits. */
export interface DocumentFields {
  document_type: ExtractedDocumentType;
  description: string;
  tags: string[];
  marked_as_others: boolean;
}

export interface SplitRow extends DocumentFields {
  /** Stable across edits (React's key and the row's field ids). */
  key: string;
  pages: string;
  /** The split document the row started from; null for a row added in the review. */
  documentId: string | null;
}

/** What the save split call takes for one document. */
export interface SplitDocumentInput {
  pages: string;
  document_type: ExtractedDocumentType;
  description: string;
}

/** A document's type as the review offers it: a listed type, else 'Other'. */
export function typeOf(documentType: string | null | undefined): ExtractedDocumentType {
  return documentType && isExtractedDocumentType(documentType) ? documentType : otherDocumentType;
}

export const documentTypeChoices: readonly ExtractedDocumentType[] = extractedDocumentTypes;

export interface EditableDocument {
  id: string;
  parent_pages: string | null;
  document_type: string | null;
  description: string | null;
  tags: string[];
  marked_as_others: boolean;
  deleted_at: string | null;
}

export function fieldsOf(d: EditableDocument): DocumentFields {
  return {
    document_type: typeOf(d.document_type),
    description: d.description ?? '',
    tags: [...d.tags],
    marked_as_others: d.marked_as_others,
  };
}

/** The rows of an upload's split: its documents that are not deleted, as the server last answered them. */
export function rowsOf(documents: readonly EditableDocument[]): SplitRow[] {
  return documents
    .filter((d) => !d.deleted_at)
    .map((d) => ({ key: d.id, pages: d.parent_pages ?? '', documentId: d.id, ...fieldsOf(d) }));
}

/** One row holding every page of an upload not split yet, with the upload's own fields. */
export function wholeUploadRow(upload: EditableDocument, pageCount: number | null): SplitRow {
  return {
    key: `whole-${upload.id}`,
    pages: pageCount && pageCount > 1 ? `1-${pageCount}` : '1',
    documentId: null,
    ...fieldsOf(upload),
  };
}

export function newRow(key: string): SplitRow {
  return {
    key,
    pages: '',
    documentId: null,
    document_type: otherDocumentType,
    description: '',
    tags: [],
    marked_as_others: false,
  };
}

/** The pages a document's parent_pages names ('1-2, 5' → 1, 2, 5); none when it does not parse. */
export function pagesIn(text: string | null | undefined, limit = 2000): Set<number> {
  const parsed = text ? parsePageRanges(text) : null;
  const out = new Set<number>();
  if (!parsed?.ok) return out;
  for (const r of parsed.ranges) for (let p = r.from; p <= r.to && out.size < limit; p++) out.add(p);
  return out;
}

/** '3,1-2 , 5' → '3, 1-2, 5': how the server and the comparison read a row's pages. */
export function normalisedPages(text: string): string | null {
  const parsed = parsePageRanges(text);
  return parsed.ok ? parsed.ranges.map(formatPageRange).join(', ') : null;
}

export interface SplitCheck {
  /** Each row's problem, in row order (null: the row is fine). */
  rowProblems: (string | null)[];
  /** A problem of the rows as a whole (none, too many). */
  problem: string | null;
  /** What to send when every row is fine. */
  documents: SplitDocumentInput[] | null;
}

/**
 * Checks the rows together. `pageCount` is the upload's number of pages, null while unknown (the last page is then
 * not checked; the server checks it again).
 */
export function checkSplitRows(rows: readonly SplitRow[], pageCount: number | null): SplitCheck {
  const rowProblems: (string | null)[] = rows.map(() => null);
  const placed: { range: PageRange; row: number }[] = [];
  rows.forEach((row, i) => {
    const parsed = parsePageRanges(row.pages);
    if (!parsed.ok) {
      rowProblems[i] = parsed.problem;
      return;
    }
    if (parsed.ranges.length !== 1) {
      rowProblems[i] = extractedDocumentText.oneRangePerDocument(row.pages.trim());
      return;
    }
    const past = pageCount ? rangesProblem(parsed.ranges, pageCount) : null;
    if (past) rowProblems[i] = past;
    for (const range of parsed.ranges) placed.push({ range, row: i });
  });
  // A page in two rows: said on both (whichever the reviewer is typing in shows it).
  placed.sort((a, b) => a.range.from - b.range.from || a.row - b.row);
  let reach: { to: number; row: number } | null = null;
  for (const p of placed) {
    if (reach && p.range.from <= reach.to && p.row !== reach.row) {
      rowProblems[p.row] ??= pageRangeText.overlap(p.range.from);
      rowProblems[reach.row] ??= pageRangeText.overlap(p.range.from);
    }
    if (!reach || p.range.to > reach.to) reach = { to: p.range.to, row: p.row };
  }
  const problem = rows.length === 0 ? l.noRows : rows.length > maxSplitPieces ? l.tooManyRows : null;
  const ok = !problem && rowProblems.every((p) => p === null);
  return {
    rowProblems,
    problem,
    documents: ok
      ? rows.map((r) => ({
          pages: normalisedPages(r.pages)!,
          document_type: r.document_type,
          description: r.description.trim(),
        }))
      : null,
  };
}
