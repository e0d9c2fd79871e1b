import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

let tokens: Record<'partner' | 'advisor' | 'client' | 'readonlyStaff' | 'foreign', string>;
let conversationId: string;
let firmId: string;
let companyId: string;

beforeAll(async () => {
  const client = uniqueEmail('draft-client');
  const advisor = uniqueEmail('draft-advisor');
  const readonlyStaff = uniqueEmail('draft-ro-staff');
  const firm = await makeFirm({
    firm_name: 'Draft & Partners',
    users: [
      { email: advisor, is_advisor: true, password: demoPassword },
      { email: readonlyStaff, is_advisor: true, firm_access: 'full', readonly: true, password: demoPassword },
      {
        email: client,
        fname: 'Dana',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Dana Household' }],
      },
    ],
  });
  const foreign = await makeFirm({});
  tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    advisor: (await signIn(advisor)).firebase_token,
    client: (await signIn(client)).firebase_token,
    readonlyStaff: (await signIn(readonlyStaff)).firebase_token,
    foreign: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const company = firm.users.find((u) => u.email === client)!.companies[0];
  firmId = firm.firm_id;
  companyId = company.id;
  conversationId = (
    await api('/conversations/get_client_conversation', { token: tokens.client, query: { company_id: company.id } })
  ).body.conversation.id;
});

const draft = (token: string, id = conversationId) =>
  api('/conversations/generate_response', { token, query: { conversation_id: id } });

describe('GET /conversations/generate_response', () => {
  it('names what the client still has to do: a tax return draft waiting for review', async () => {
    const made = await fetch(`${baseUrl()}/_dev/factory/tax_return`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firm_id: firmId,
        company_id: companyId,
        tax_year: 2025,
        name: 'Form 1040',
        with_file: false,
      }),
    });
    expect(made.status).toBe(201);
    const res = await draft(tokens.partner);
    expect(res.body.message).toContain('- Review and approve the 2025 Form 1040 draft');
  });

  it('drafts a reply to the client’s question, greeting them and signed by the staff member, without sending anything', async () => {
    await api('/conversations/send_message', {
      token: tokens.client,
      body: { conversation_id: conversationId, text: 'When is my extension due?' },
    });
    const res = await draft(tokens.partner);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Hi Dana,\n\nThank you for your message\. I am looking into your question/);
    expect(res.body.message).toContain('Best regards,\nPat Partner\nDraft & Partners');
    const open = await api(`/v2/conversations/${conversationId}`, { token: tokens.partner });
    expect(open.body.messages).toHaveLength(1);
  });

  it('is refused where sending is: a firm user not in the conversation, a read-only user, a client, another firm', async () => {
    const outsider = await draft(tokens.advisor);
    expect(outsider.status).toBe(403);
    expect(outsider.body.error).toBe('You are not in this conversation');
    expect((await draft(tokens.readonlyStaff)).status).toBe(403);
    expect((await draft(tokens.client)).status).toBe(403);
    const foreign = await draft(tokens.foreign);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Dana');
  });

  it('answers 400 for a missing or malformed id and 404 for an unknown one', async () => {
    expect((await api('/conversations/generate_response', { token: tokens.partner })).status).toBe(400);
    expect((await draft(tokens.partner, 'not a valid id!')).status).toBe(400);
    expect((await draft(tokens.partner, 'a'.repeat(20))).status).toBe(404);
  });
});
