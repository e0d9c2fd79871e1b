import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * QD §2 and §6 at the upload: a client never files into a folder named with 'STAFF ONLY', nor into a folder where
 * the firm locked client actions ('Disabled by firm'); staff may.
 */
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let s: { client: string; partner: string; companyId: string };

beforeAll(async () => {
  const client = uniqueEmail('dfr-client');
  const firm = await makeFirm({
    preferences: { folders_where_client_actions_disabled: ['/Signed'] },
    users: [{ email: client, password: demoPassword, companies: [{ name: 'Folder Rules Co' }] }],
  });
  s = {
    client: (await signIn(client)).firebase_token,
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    companyId: firm.users.find((u) => u.email === client)!.companies[0]!.id,
  };
});

/** The upload's three steps; answers process_document's response. */
async function upload(token: string, path: string, name = `f-${Math.random().toString(36).slice(2)}.pdf`) {
  const link = await api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: s.companyId, content_type: 'application/pdf', size_bytes: String(pdf.length) },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_link, { method: 'PUT', headers: link.body.headers, body: pdf });
  expect(put.status).toBe(200);
  return api('/integrations/process_document', {
    token,
    body: { company_id: s.companyId, id: link.body.id, document_name: name, path },
  });
}

describe('where a client may upload', () => {
  it("a client cannot upload into a 'STAFF ONLY' folder (any case); staff can", async () => {
    for (const path of ['/2025/Tax Returns and Tax Organizers (STAFF ONLY)', '/Notes (staff only)/2025']) {
      const res = await upload(s.client, path);
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('Disabled by firm');
    }
    expect((await upload(s.partner, '/2025/Tax Returns and Tax Organizers (STAFF ONLY)')).status).toBe(200);
  });

  it('a client cannot upload into a folder the firm locked, nor below it; next to it they can', async () => {
    expect((await upload(s.client, '/Signed')).status).toBe(403);
    expect((await upload(s.client, '/Signed/2025')).status).toBe(403);
    expect((await upload(s.client, '/Signed Copies')).status).toBe(200);
    expect((await upload(s.client, '/2025')).status).toBe(200);
    expect((await upload(s.partner, '/Signed')).status).toBe(200);
  });
});
