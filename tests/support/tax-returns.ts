/**
 * Test support for tax return delivery (FA §7.7): uploading a return the way the browser does (a presigned PUT,
 * then POST /tax_returns), waiting for its reading to settle, and the factory that makes a return in any state.
 */
import { expect } from 'vitest';
import { api, baseUrl } from './api';

export interface UploadReturnOptions {
  tax_year?: number;
  document_name?: string;
  path?: string;
  send_draft?: boolean;
  previous_tax_return_id?: string;
  fileName?: string;
}

/** The upload link and the PUT: answers the upload's id (or the failed link call). */
export async function putReturnPdf(token: string, companyId: string, bytes: Uint8Array, fileName = 'return.pdf') {
  const link = await api('/tax_returns/get_upload_link', {
    token,
    body: { company_id: companyId, file_name: fileName, file_size: bytes.length },
  });
  if (link.status !== 200) return { link, uploadId: null };
  const put = await fetch(link.body.upload_link, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  return { link, uploadId: link.body.upload_id as string };
}

/** Uploads (or replaces) a return; answers POST /tax_returns' response. */
export async function uploadReturn(token: string, companyId: string, bytes: Uint8Array, o: UploadReturnOptions = {}) {
  const { uploadId, link } = await putReturnPdf(token, companyId, bytes, o.fileName);
  if (!uploadId) return link;
  return api('/tax_returns', {
    token,
    body: {
      company_id: companyId,
      upload_id: uploadId,
      tax_year: o.tax_year ?? 2025,
      ...(o.document_name ? { document_name: o.document_name } : {}),
      ...(o.path ? { path: o.path } : {}),
      ...(o.send_draft ? { send_draft: true } : {}),
      ...(o.previous_tax_return_id ? { previous_tax_return_id: o.previous_tax_return_id } : {}),
    },
  });
}

/** The return once its reading is done (status no longer processing). */
export async function settledReturn(token: string, id: string, companyId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(`/tax_returns/${id}`, { token, query: { company_id: companyId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.status !== 'processing') return res.body;
    if (Date.now() > until) throw new Error(`tax return ${id} still processing`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `POST /_dev/factory/tax_return`: a return in any state (status, forms, vouchers...), listed in the table. */
export async function factoryReturn(firmId: string, companyId: string, spec: Record<string, unknown> = {}) {
  const res = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firm_id: firmId, company_id: companyId, ...spec }),
  });
  if (res.status !== 201) throw new Error(`factory: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** The bytes behind a download link. */
export async function fetchBytes(link: string): Promise<Uint8Array> {
  const res = await fetch(link);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
