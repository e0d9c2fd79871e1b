import { beforeAll, describe, expect, it } from 'vitest';
import { firmFlagText } from '@ledgerline/shared/firm-flags';
import { documentRoutes as d } from '@ledgerline/shared/routes/documents';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { uploadFile } from '../support/documents';

/**
 * Issue 20: each firm preference flag (FA §3.4) changes what the API allows, not only what the screens show. For
 * every flag enforced here, the call works with the flag in one state and is refused (403, the flag's own words) in
 * the other; the flag is set as the partner sets it, through POST /firms/update_preferences. README "Firm preferences
 * and what they govern" lists every flag.
 */

const year = new Date().getFullYear();
const folder = `/${year}/Questionnaire Documents`;
const content = {
  sections: [
    {
      id: 'docs',
      name: 'Documents',
      section_type: 10,
      questionnaire_questions: [{ id: 'w2', text: 'Please upload your W-2', question_type: 'upload', order: 1 }],
    },
    { id: 'review', name: 'Review and Submit', section_type: 4 },
  ],
};

let partner: string;
let client: string;
let companyId: string;
let questionnaireId: string;
let clientUserId: string;
let partnerId: string;

const newClientBody = () => ({
  fname: 'Ext',
  lname: 'Ernal',
  email: uniqueEmail('flags-ext'),
  entityType: 'Individual',
  assignedAdvisorId: partnerId,
  externalEntityId: 'EXT-9',
});

async function setFlags(preferences: Record<string, boolean | null>) {
  const res = await api('/firms/update_preferences', { token: partner, body: { preferences } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  const clientEmail = uniqueEmail('flags-client');
  const firm = await makeFirm({
    firm_name: 'Flags Firm',
    users: [
      {
        email: clientEmail,
        password: demoPassword,
        fname: 'Fiona',
        lname: 'Flag',
        companies: [
          {
            name: 'Flag Household',
            questionnaires: [{ name: 'Organizer', tax_year: year, content }],
          },
        ],
      },
    ],
  });
  const made = firm.users.find((u) => u.email === clientEmail)!;
  clientUserId = made.id;
  partnerId = firm.users[0]!.id;
  companyId = made.companies[0]!.id;
  questionnaireId = made.companies[0]!.questionnaires[0]!.id;
  partner = (await signIn(firm.partnerEmail)).firebase_token;
  client = (await signIn(clientEmail)).firebase_token;
});

describe('all_activities_enabled (FA §2.2: /activities when all-activities is enabled)', () => {
  it('the firm-wide activity log is refused while all-activities is off; an entity’s and a questionnaire’s own logs are not', async () => {
    await setFlags({ all_activities_enabled: null });
    const off = await api('/v2/activity_logs', { token: partner });
    expect([off.status, off.body.error]).toEqual([403, firmFlagText.allActivitiesOff]);
    expect((await api('/v2/activity_logs', { token: partner, query: { company_id: companyId } })).status).toBe(200);
    expect(
      (await api('/v2/activity_logs', { token: partner, query: { questionnaire_id: questionnaireId } })).status,
    ).toBe(200);

    await setFlags({ all_activities_enabled: true });
    const on = await api('/v2/activity_logs', { token: partner, query: { search: 'Firm settings changed' } });
    expect(on.status).toBe(200);
    expect(on.body.activities[0]).toMatchObject({ title: 'Firm settings changed' });
  });
});

describe('hide_documents_view_from_clients (FA §2.3: Documents hidden when the documents view is hidden from clients)', () => {
  it('a client’s document calls are refused while the firm hides Documents; staff are not; they work again when shown', async () => {
    await setFlags({ hide_documents_view_from_clients: true });
    const refused = [
      await call(d.getDocuments, { company_id: companyId, path: '/' }, { token: client }),
      await call(d.searchDocuments, { company_id: companyId, query: 'w2' }, { token: client }),
      await call(d.createFolder, { company_id: companyId, path: '/', name: 'Mine' }, { token: client }),
      await uploadFile(client, companyId, '/', 'Loose.pdf'),
    ];
    for (const res of refused)
      expect([res.status, res.body.error]).toEqual([403, firmFlagText.documentsHiddenFromClients]);
    expect((await call(d.getDocuments, { company_id: companyId, path: '/' }, { token: partner })).status).toBe(200);

    await setFlags({ hide_documents_view_from_clients: null });
    expect((await call(d.getDocuments, { company_id: companyId, path: '/' }, { token: client })).status).toBe(200);
    expect((await uploadFile(client, companyId, '/', 'Loose.pdf')).status).toBe(200);
  });

  it('with Documents hidden a client still uploads what a questionnaire asks for and attaches files to messages', async () => {
    await setFlags({ hide_documents_view_from_clients: true });
    const asked = await uploadFile(client, companyId, folder, 'W-2.pdf', undefined, undefined, {
      questionnaire_id: questionnaireId,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const attached = await uploadFile(client, companyId, '/Attachments', 'Note.pdf');
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    // What the client filed is still the firm's to see.
    const staff = await call(d.getDocuments, { company_id: companyId, path: folder }, { token: partner });
    expect(staff.body.files.map((f) => f.name)).toContain('W-2.pdf');
    // But not the client's, through the document calls.
    const download = await call(
      d.downloadDocument,
      { company_id: companyId, path: folder, documentName: 'W-2.pdf' },
      { token: client },
    );
    expect([download.status, download.body.error]).toEqual([403, firmFlagText.documentsHiddenFromClients]);
    await setFlags({ hide_documents_view_from_clients: null });
  });

  it('another firm’s entity still answers 404 to a client of a firm that hides Documents', async () => {
    await setFlags({ hide_documents_view_from_clients: true });
    const foreign = await makeFirm({
      users: [{ email: uniqueEmail('flags-foreign'), password: demoPassword, companies: [{ name: 'Foreign Co' }] }],
    });
    const res = await call(
      d.getDocuments,
      { company_id: foreign.users[1]!.companies[0]!.id, path: '/' },
      { token: client },
    );
    expect(res.status).toBe(404);
    await setFlags({ hide_documents_view_from_clients: null });
  });
});

describe('external_entity_id_allowed (FA §3.2 external_entity_id, §3.4)', () => {
  it('an entity’s external id is refused while the firm does not allow them, and saved once it does', async () => {
    await setFlags({ external_entity_id_allowed: null });
    const patch = (body: Record<string, unknown>) =>
      api(`/companies/${companyId}`, { method: 'PATCH', token: partner, body });
    const off = await patch({ external_entity_id: 'EXT-7' });
    expect([off.status, off.body.error]).toEqual([403, firmFlagText.externalEntityIdOff]);
    // The other fields of the same form still save; sending the id it already has changes nothing.
    expect((await patch({ city: 'Denver', external_entity_id: '' })).status).toBe(200);
    const created = await api('/companies', {
      token: partner,
      body: { user_id: clientUserId, entity_type: 'Trust', name: 'Flag Trust', external_entity_id: 'EXT-8' },
    });
    expect([created.status, created.body.error]).toEqual([403, firmFlagText.externalEntityIdOff]);
    const newClient = await api('/users/create_client_from_api', {
      token: partner,
      body: newClientBody(),
    });
    expect([newClient.status, newClient.body.error]).toEqual([403, firmFlagText.externalEntityIdOff]);

    await setFlags({ external_entity_id_allowed: true });
    const on = await patch({ external_entity_id: 'EXT-7' });
    expect(on.status).toBe(200);
    expect(on.body.company.external_entity_id).toBe('EXT-7');
    const made = await api('/users/create_client_from_api', {
      token: partner,
      body: newClientBody(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });
});
