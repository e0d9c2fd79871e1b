/** Extracted documents in API and browser tests: an upload with process_document's fields, and its settled state. */
import { expect } from 'vitest';
import { api } from './api';
import { uploadFile } from './documents';

/** Uploads bytes as the browser does (link, PUT, process_document) with process_document's other fields. */
export async function uploadWith(
  token: string,
  companyId: string,
  path: string,
  name: string,
  bytes: Uint8Array,
  extra: Record<string, unknown> = {},
  contentType = 'application/pdf',
) {
  const res = await uploadFile(token, companyId, path, name, bytes, contentType, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export interface ExtractedView {
  id: string;
  name: string;
  status: string;
  status_label: string;
  document_type: string | null;
  detailed_name: string | null;
  differentiator: string | null;
  parent_document_id: string | null;
  parent_pages: string | null;
  page_count: number | null;
  question_id: string | null;
  duplicate_of: { id: string; name: string } | null;
  marked_as_others: boolean;
  categorized_by_ai: boolean;
  failure_reason: string | null;
  deleted_at: string | null;
  description: string | null;
  tags: string[];
  annotations: unknown[];
}

/** A file's extracted document and what its split made, once nothing is processing (staff's token). */
export async function settledExtraction(
  token: string,
  companyId: string,
  path: string,
  name: string,
  timeoutMs = 100_000,
): Promise<{ upload: ExtractedView; pieces: ExtractedView[] }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await api('/integrations/get_extracted_document_by_path', {
      token,
      query: { company_id: companyId, path, documentName: name },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const upload = found.body.extracted_document as ExtractedView | null;
    if (upload && upload.status !== 'processing') {
      const all = await api('/extracted_documents', {
        token,
        query: { company_id: companyId, extracted_document_id: upload.id },
      });
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      const pieces = (all.body.extracted_documents as ExtractedView[]).filter(
        (d) => d.parent_document_id === upload.id,
      );
      return { upload, pieces };
    }
    if (Date.now() > until) throw new Error(`${name} still processing`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
