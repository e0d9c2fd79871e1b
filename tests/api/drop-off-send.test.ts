import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * QD §2 /document-drop-off: a Document Drop Off staff send (and a drop-off draft sent later) is usable without
 * sign-in through its link, for the sent questionnaire's entity only.
 */
const clientEmail = uniqueEmail('dos-client');
let token: string;
let companyId: string;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const firm = await makeFirm({ users: [{ email: clientEmail, companies: [{ name: 'Drop Co' }] }] });
  token = (await signIn(firm.partnerEmail)).firebase_token;
  companyId = firm.users.find((u) => u.email === clientEmail)!.companies[0]!.id;
});

async function sendDropOff(is_draft: boolean): Promise<string> {
  const sent = await api('/questionnaires/send_questionnaires', {
    token,
    body: {
      tax_year: 2025,
      document_drop_off_enabled: true,
      custom_template_name: is_draft ? 'Drafted Drop Off' : 'Year-end statements',
      company_ids: [companyId],
      due_date: inDays(10),
      questions_to_create: [{ text: 'Bank statements', question_type: 'upload' }],
      is_draft,
    },
  });
  expect(sent.status).toBe(200);
  for (let i = 0; i < 100; i++) {
    const list = await api('/questionnaires/get_preview_client_questionnaires', {
      token,
      query: { company_id: companyId },
    });
    const drafts = await api('/v2/questionnaires', { token, query: { year: '2025', questionnaire_type: 'drop_off' } });
    const all = [...(list.body.questionnaires ?? []), ...(drafts.body.questionnaires ?? [])];
    const made = all.find((q: { name: string }) => q.name === (is_draft ? 'Drafted Drop Off' : 'Year-end statements'));
    if (made) return made.id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the drop off was not made');
}

describe('a sent Document Drop Off', () => {
  it('takes documents without sign-in through its link (questionnaireId and companyId)', async () => {
    const id = await sendDropOff(false);
    const res = await api('/document_drop_off/get_drop_off', {
      query: { questionnaire_id: id, company_id: companyId },
    });
    expect(res.status).toBe(200);
    expect(res.body.questionnaire_name).toBe('Year-end statements');
    const wrongEntity = await api('/document_drop_off/get_drop_off', {
      query: { questionnaire_id: id, company_id: 'someone-else' },
    });
    expect(wrongEntity.status).toBe(404);
  });

  it('opens its link only once a drafted drop off is sent to the user', async () => {
    const id = await sendDropOff(true);
    const before = await api('/document_drop_off/get_drop_off', {
      query: { questionnaire_id: id, company_id: companyId },
    });
    expect(before.status).toBe(404);
    const sent = await api('/questionnaires/send_questionnaire_notifications', {
      token,
      body: { questionnaire_ids: [id] },
    });
    expect(sent.status).toBe(200);
    const after = await api('/document_drop_off/get_drop_off', {
      query: { questionnaire_id: id, company_id: companyId },
    });
    expect(after.status).toBe(200);
  });
});
