/** Documents in API tests: an upload's three steps as the browser makes them, and the names inside a zip. */
import yauzl from 'yauzl';
import { expect } from 'vitest';
import { api } from './api';

export const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Uploads bytes as `name` into `path` of an entity, with process_document's other fields in `extra`; answers
 * process_document's response.
 */
export async function uploadFile(
  token: string,
  companyId: string,
  path: string,
  name: string,
  bytes: Uint8Array = pdfBytes,
  contentType = 'application/pdf',
  extra: Record<string, unknown> = {},
) {
  const link = await api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: companyId, content_type: contentType, size_bytes: String(bytes.length) },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: link.body.headers,
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  return api('/integrations/process_document', {
    token,
    body: { company_id: companyId, id: link.body.id, document_name: name, path, ...extra },
  });
}

export function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((ok, fail) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return fail(err);
      const names: string[] = [];
      zip.on('entry', (e: { fileName: string }) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => ok(names.sort()));
      zip.readEntry();
    }),
  );
}
