/**
 * How a questionnaire's extracted documents read on the card and in the review (QD §4 Extracted documents, FA §4.8):
 * uploads with the documents their splits made, and how many documents show each status.
 */
import { extractedStatusLabel, type ExtractedStatus } from '@ledgerline/shared/extracted-documents';
import { parsePageRanges } from '@ledgerline/shared/page-ranges';
export { statusTone, type StatusTone } from '../ui/extracted-status-tone';

/** The fields these rules read (an ExtractedDocumentView has them all). */
export interface StatusDocument {
  id: string;
  name: string;
  status: ExtractedStatus;
  parent_document_id: string | null;
  parent_pages: string | null;
  created_at: string;
  deleted_at: string | null;
}

/** The labels in the order the card lists them: one status of each, read through the spec's mapping. */
export const statusLabelOrder: readonly string[] = (
  ['processing', 'analysis_succeeded', 'review_required', 'split_failed'] as const
).map(extractedStatusLabel);

export interface UploadGroup<D extends StatusDocument> {
  upload: D;
  /** What a split of the upload made, in page order; empty for an upload recognised whole (or not yet split). */
  documents: D[];
}

/** The first page a split document holds ('3-4, 7' → 3); unknown pages sort last. */
function firstPage(d: StatusDocument): number {
  const parsed = d.parent_pages ? parsePageRanges(d.parent_pages) : null;
  return parsed?.ok ? Math.min(...parsed.ranges.map((r) => r.from)) : Number.POSITIVE_INFINITY;
}

/**
 * The uploads, newest first, each with its split documents in page order. A split document whose upload is not in
 * the list (another questionnaire's, or filtered out) shows as an upload of its own rather than not at all.
 */
export function uploadsOf<D extends StatusDocument>(docs: readonly D[]): UploadGroup<D>[] {
  const ids = new Set(docs.map((d) => d.id));
  const isUpload = (d: D) => !d.parent_document_id || !ids.has(d.parent_document_id);
  const groups = docs
    .filter(isUpload)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.name.localeCompare(b.name))
    .map((upload) => ({ upload, documents: [] as D[] }));
  const byId = new Map(groups.map((g) => [g.upload.id, g]));
  for (const d of docs) if (!isUpload(d)) byId.get(d.parent_document_id!)?.documents.push(d);
  for (const g of groups) g.documents.sort((a, b) => firstPage(a) - firstPage(b) || a.name.localeCompare(b.name));
  return groups;
}

/**
 * The documents the summary counts, deleted ones left out: what each split made, and an upload itself while it
 * has made nothing (processing, failed, or recognised whole).
 */
export function countedDocuments<D extends StatusDocument>(docs: readonly D[]): D[] {
  return uploadsOf(docs.filter((d) => !d.deleted_at)).flatMap((g) => (g.documents.length ? g.documents : [g.upload]));
}

/** How many counted documents show each status label, in the card's order (zeros included). */
export function statusSummary(docs: readonly StatusDocument[]): { label: string; count: number }[] {
  const counts = new Map(statusLabelOrder.map((label) => [label, 0]));
  for (const d of countedDocuments(docs)) {
    const label = extractedStatusLabel(d.status);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}
