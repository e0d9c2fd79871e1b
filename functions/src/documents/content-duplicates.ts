/**
 * Duplicates by content (issue 18): the same form uploaded again, re-scanned so the bytes differ, is found by what
 * it says and how its pages look, not by its bytes. Each recognised document's fingerprint is kept under its form
 * type; a new one is compared with the entity's earlier documents of that type (one Query, bounded), and the
 * earliest that matches and is not deleted is the one it duplicates.
 */
import { fingerprintsOfType, getExtracted, putFingerprint, type ExtractedDocumentItem } from './store/extracted';
import { sameContent, textFingerprint } from './extraction/fingerprint';
import type { ContentFingerprintValue, PageText } from './extraction/types';

/** An entity's documents of one type compared at most: far more W-2s than one client has. */
const maxCandidates = 200;

export function fingerprintOf(pages: PageText[]): ContentFingerprintValue {
  const text = textFingerprint(pages);
  const hashes = pages.map((p) => p.imageHash).filter((h): h is string => Boolean(h));
  return { ...text, page_hashes: hashes.length === pages.length ? hashes : [] };
}

/** The earlier live document of the entity with the same content, if any. */
export async function findDuplicate(
  doc: Pick<ExtractedDocumentItem, 'firmId' | 'companyId' | 'extractedId' | 'created_at'>,
  documentType: string,
  value: ContentFingerprintValue,
): Promise<{ id: string; name: string } | null> {
  const data = await fingerprintsOfType(doc.firmId, doc.companyId, documentType, maxCandidates);
  const matches = data
    .filter((c) => c.extractedId !== doc.extractedId && c.created_at <= doc.created_at)
    .filter((c) =>
      sameContent(value, { text_hash: c.text_hash, numbers: c.numbers ?? [], page_hashes: c.page_hashes ?? [] }),
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.extractedId.localeCompare(b.extractedId));
  for (const m of matches) {
    const earlier = await getExtracted(doc.firmId, doc.companyId, m.extractedId);
    if (earlier && !earlier.deleted_at) return { id: earlier.extractedId, name: earlier.name };
  }
  return null;
}

export async function keepFingerprint(
  doc: Pick<ExtractedDocumentItem, 'firmId' | 'companyId' | 'extractedId' | 'name' | 'created_at'>,
  documentType: string,
  value: ContentFingerprintValue,
): Promise<void> {
  await putFingerprint({
    firmId: doc.firmId,
    companyId: doc.companyId,
    document_type: documentType,
    extractedId: doc.extractedId,
    name: doc.name,
    ...value,
    created_at: doc.created_at,
  });
}
