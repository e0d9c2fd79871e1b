import { describe, expect, it } from 'vitest';
import { userOwnText } from '@ledgerline/shared/users';
import {
  api,
  demoPassword,
  linkIn,
  makeFirm,
  signIn,
  uniqueEmail,
  waitForMail,
  type FactoryUser,
} from '../support/api';

/**
 * What a client's settings and assignment do beyond their own item (FA §4.4, §5.4, §7.3): deactivation locks their
 * questionnaires, removes their scheduled sends and, when asked, deactivates their entities; activation brings the
 * entities back; reassigning the firm user moves them in the client's conversations, one client or many (in a
 * queued job with visible progress above ten); login info resets passwords and mails sign-in links.
 */

const staff = (email: string, fname: string, extra: Partial<FactoryUser> = {}): FactoryUser => ({
  email,
  fname,
  lname: 'Staff',
  is_advisor: true,
  password: demoPassword,
  ...extra,
});

async function firmWith(users: FactoryUser[], groups: string[] = []) {
  const firm = await makeFirm({ groups, users });
  const id = (email: string) => firm.users.find((u) => u.email === email)!.id;
  const partner = (await signIn(firm.partnerEmail)).firebase_token;
  return { firm, id, partner, partnerId: firm.users[0]!.id };
}

const patch = (id: string, body: Record<string, unknown>, token: string) =>
  api(`/users/${id}`, { method: 'PATCH', token, body });
const conversationOf = async (clientToken: string, companyId: string) => {
  const res = await api('/conversations/get_client_conversation', {
    token: clientToken,
    query: { company_id: companyId },
  });
  expect(res.status).toBe(200);
  return res.body.conversation.id as string;
};
const advisorsOf = async (token: string, conversationId: string) =>
  ((await api(`/v2/conversations/${conversationId}`, { token })).body.advisor_ids as string[]).sort();

async function untilDone(token: string, taskId: string) {
  for (let i = 0; i < 120; i++) {
    const res = await api(`/advisors/bulk_tasks/${taskId}`, { token });
    expect(res.status).toBe(200);
    if (res.body.status === 'done') return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`task ${taskId} did not finish`);
}

describe('deactivating and activating a client (FA §4.4)', () => {
  it('Deactivation locks all of the user’s questionnaires and removes scheduled sends', async () => {
    const email = uniqueEmail('lc-dee');
    const { firm, id, partner } = await firmWith([
      {
        email,
        fname: 'Dee',
        lname: 'Active',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [
          {
            name: 'Dee Household',
            questionnaires: [
              { name: 'Organizer', tax_year: 2025 },
              { name: 'Last year', tax_year: 2024, completed: true },
            ],
          },
        ],
      },
    ]);
    const company = firm.users.find((u) => u.email === email)!.companies[0]!;
    const conversationId = await conversationOf((await signIn(email)).firebase_token, company.id);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await api('/conversations/send_message', {
      token: partner,
      body: { conversation_id: conversationId, text: 'Your organizer is ready', scheduled_time: later },
    });
    expect(scheduled.status).toBe(200);
    const res = await patch(id(email), { paying: false }, partner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ task_id: null, user: { paying: false } });
    const preview = await api('/questionnaires/get_preview_client_questionnaires', {
      token: partner,
      query: { company_id: company.id },
    });
    expect(preview.body.questionnaires.map((q: { locked: boolean }) => q.locked)).toEqual([true, true]);
    const conversation = await api(`/v2/conversations/${conversationId}`, { token: partner });
    expect(conversation.body.scheduled_messages).toEqual([]);
    // The entity stays active: only is_deactivating_all_entities deactivates it.
    const companies = await api(`/v2/users/${id(email)}/user_assigned_companies`, { token: partner });
    expect(companies.body.companies[0].inactive).toBe(false);
    expect(
      (await api('/sessions/verify_password_for_firebase_token', { body: { username: email, password: demoPassword } }))
        .status,
    ).not.toBe(200);
  });

  it('with is_deactivating_all_entities the user’s entities follow; activation with is_activating_all_entities brings them back', async () => {
    const email = uniqueEmail('lc-ent');
    const { id, partner } = await firmWith([
      {
        email,
        fname: 'Eli',
        lname: 'Entities',
        companies: [
          { name: 'Eli One' },
          { name: 'Eli Two', entity_type: 'Trust' },
          { name: 'Eli Off', inactive: true },
        ],
      },
    ]);
    const inactive = async () =>
      (await api(`/v2/users/${id(email)}/user_assigned_companies`, { token: partner })).body.companies.map(
        (c: { name: string; inactive: boolean }) => [c.name, c.inactive],
      );
    expect((await patch(id(email), { paying: false, is_deactivating_all_entities: true }, partner)).status).toBe(200);
    expect(await inactive()).toEqual([
      ['Eli Off', true],
      ['Eli One', true],
      ['Eli Two', true],
    ]);
    expect((await patch(id(email), { paying: true }, partner)).status).toBe(200);
    expect((await inactive()).every(([, off]: [string, boolean]) => off)).toBe(true);
    await patch(id(email), { paying: false }, partner);
    expect((await patch(id(email), { paying: true, is_activating_all_entities: true }, partner)).status).toBe(200);
    expect(await inactive()).toEqual([
      ['Eli Off', false],
      ['Eli One', false],
      ['Eli Two', false],
    ]);
  });

  it('effects too large for the request run in a queued job whose progress can be read', async () => {
    const email = uniqueEmail('lc-big');
    const questionnaires = Array.from({ length: 55 }, (_, i) => ({ name: `Q${i}`, tax_year: 2025 }));
    const { firm, id, partner } = await firmWith([
      { email, fname: 'Big', lname: 'Client', companies: [{ name: 'Big Co', questionnaires }] },
    ]);
    const res = await patch(id(email), { paying: false }, partner);
    expect(res.status).toBe(200);
    expect(res.body.task_id).toEqual(expect.any(String));
    const task = await untilDone(partner, res.body.task_id);
    expect(task).toMatchObject({ kind: 'client_deactivate', status: 'done', total: 55, done: 55 });
    const company = firm.users.find((u) => u.email === email)!.companies[0]!;
    const preview = await api('/questionnaires/get_preview_client_questionnaires', {
      token: partner,
      query: { company_id: company.id },
    });
    expect(preview.body.questionnaires.every((q: { locked: boolean }) => q.locked)).toBe(true);
    expect((await api('/advisors/bulk_tasks/nope', { token: partner })).status).toBe(404);
  });
});

describe('reassigning the assigned firm user (FA §5.4, §7.3)', () => {
  it('PATCH /users/{id}: the new firm user joins the client’s conversation and the old one leaves', async () => {
    const email = uniqueEmail('lc-conv');
    const sam = uniqueEmail('lc-sam');
    const { firm, id, partner, partnerId } = await firmWith([
      staff(sam, 'Sam'),
      {
        email,
        fname: 'Cora',
        lname: 'Conv',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Cora Co' }],
      },
    ]);
    const company = firm.users.find((u) => u.email === email)!.companies[0]!;
    const conversationId = await conversationOf((await signIn(email)).firebase_token, company.id);
    expect(await advisorsOf(partner, conversationId)).toEqual([partnerId]);
    const res = await patch(id(email), { assigned_advisor_id: id(sam) }, partner);
    expect(res.status).toBe(200);
    expect(await advisorsOf(partner, conversationId)).toEqual([id(sam)]);
    const samInbox = await api('/v2/conversations', { token: (await signIn(sam)).firebase_token });
    expect(samInbox.body.conversations.map((c: { id: string }) => c.id)).toContain(conversationId);
  });

  it('POST /advisors/update_assignments sets many clients’ firm user; their conversations follow', async () => {
    const sam = uniqueEmail('lc-sam2');
    const clients = [0, 1, 2].map((i) => uniqueEmail(`lc-bulk${i}`));
    const { firm, id, partner } = await firmWith([
      staff(sam, 'Sam'),
      ...clients.map((email, i) => ({
        email,
        fname: `Bulk${i}`,
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: `Bulk ${i} Co` }],
      })),
    ]);
    const company = firm.users.find((u) => u.email === clients[0])!.companies[0]!;
    const conversationId = await conversationOf((await signIn(clients[0]!)).firebase_token, company.id);
    const res = await api('/advisors/update_assignments', {
      token: partner,
      body: { advisor_id: id(sam), ids: clients.map(id) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Assignments updated successfully', updated: 3, task_id: null });
    const listed = await api(`/v2/users/by_ids?${clients.map((c) => `ids[]=${id(c)}`).join('&')}`, { token: partner });
    expect(listed.body.users.map((u: { assigned_advisor_id: string }) => u.assigned_advisor_id)).toEqual([
      id(sam),
      id(sam),
      id(sam),
    ]);
    expect(await advisorsOf(partner, conversationId)).toEqual([id(sam)]);
    // Assign advisor to clients: the same, answering Success!
    const back = await api('/advisors/assign_advisor_to_clients', {
      token: partner,
      body: { advisorId: firm.users[0]!.id, clientIds: clients.map(id) },
    });
    expect(back.body).toEqual({ message: 'Success!', updated: 3, task_id: null });
    expect(await advisorsOf(partner, conversationId)).toEqual([firm.users[0]!.id]);
  });

  it("Only partner and full users may reassign a client's firm user; ids must be the firm's clients", async () => {
    const emails = { admin: uniqueEmail('lc-admin'), advisor: uniqueEmail('lc-adv'), full: uniqueEmail('lc-full') };
    const client = uniqueEmail('lc-c');
    const southClient = uniqueEmail('lc-s');
    const northStaff = uniqueEmail('lc-north');
    const { id, partner } = await firmWith(
      [
        staff(emails.admin, 'Adm', { firm_access: 'admin' }),
        staff(emails.advisor, 'Adv'),
        staff(emails.full, 'Ful', { firm_access: 'full' }),
        staff(northStaff, 'Nor', { firm_group: 'North' }),
        { email: client, assigned_advisor: 'partner' },
        { email: southClient, firm_group: 'South', assigned_advisor: 'partner' },
      ],
      ['North', 'South'],
    );
    const other = await makeFirm({ users: [{ email: uniqueEmail('lc-secret'), fname: 'Secret', lname: 'Person' }] });
    const body = { advisor_id: id(emails.full), ids: [id(client)] };
    const admin = await api('/advisors/update_assignments', {
      token: (await signIn(emails.admin)).firebase_token,
      body,
    });
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe("Only partner and full users may reassign a client's firm user");
    const advisor = await api('/advisors/update_assignments', {
      token: (await signIn(emails.advisor)).firebase_token,
      body,
    });
    expect(advisor.status).toBe(403);
    const full = await api('/advisors/update_assignments', { token: (await signIn(emails.full)).firebase_token, body });
    expect(full.status).toBe(200);
    for (const ids of [[id(client), other.users[1]!.id], [id(emails.admin)], ['nobody']]) {
      const res = await api('/advisors/update_assignments', {
        token: partner,
        body: { advisor_id: id(emails.full), ids },
      });
      expect(res.status, ids.join()).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Secret|Person/);
    }
    // A firm user of the North group cannot be a South client's, nor another firm's user anyone's: nothing changes.
    for (const advisor_id of [id(northStaff), other.users[0]!.id]) {
      const mismatch = await api('/advisors/update_assignments', {
        token: partner,
        body: { advisor_id, ids: [id(client), id(southClient)] },
      });
      expect(mismatch.status).toBe(400);
      expect(JSON.stringify(mismatch.body)).not.toMatch(/Secret|Person/);
    }
    const kept = await api(`/v2/users/by_ids?ids[]=${id(client)}`, { token: partner });
    expect(kept.body.users[0].assigned_advisor_id).toBe(id(emails.full));
    for (const bad of [{}, { advisor_id: 'x', ids: [] }, { advisor_id: 'x', ids: Array(501).fill('a') }, { ids: 'x' }])
      expect((await api('/advisors/update_assignments', { token: partner, body: bad })).status).toBe(400);
  });

  it('over ten clients the assignment runs in a queued job with visible progress', async () => {
    const sam = uniqueEmail('lc-sam3');
    const clients = Array.from({ length: 12 }, (_, i) => uniqueEmail(`lc-many${i}`));
    const { id, partner } = await firmWith([
      staff(sam, 'Sam'),
      ...clients.map((email) => ({ email, assigned_advisor: 'partner' })),
    ]);
    const res = await api('/advisors/update_assignments', {
      token: partner,
      body: { advisor_id: id(sam), ids: clients.map(id) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 12, task_id: expect.any(String) });
    expect(await untilDone(partner, res.body.task_id)).toMatchObject({ kind: 'assign_clients', total: 12, done: 12 });
    const listed = await api(`/v2/users/by_ids?${clients.map((c) => `ids[]=${id(c)}`).join('&')}`, { token: partner });
    expect(new Set(listed.body.users.map((u: { assigned_advisor_id: string }) => u.assigned_advisor_id))).toEqual(
      new Set([id(sam)]),
    );
  });
});

describe('sending clients their login info (FA §7.3)', () => {
  it('each active client with a real email gets a sign-in link and their password is reset; the rest are skipped', async () => {
    const lou = uniqueEmail('lc-lou');
    const off = uniqueEmail('lc-off');
    const gone = uniqueEmail('lc-gone');
    const { id, partner, partnerId } = await firmWith([
      { email: lou, fname: 'Lou', lname: 'Login', password: demoPassword },
      { email: off, active: false },
      { email: gone, deleted: true },
    ]);
    const temp = await api('/users/create_client_from_api', {
      token: partner,
      body: { fname: 'Tim', lname: 'Temp', assignedAdvisorId: partnerId, entityType: 'Individual' },
    });
    const ids = [id(lou), id(off), id(gone), temp.body.user.id];
    const res = await api('/advisors/send_client_login_info', { token: partner, body: { user_ids: ids } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: userOwnText.loginInfoSent(1), sent: 1, skipped: 3, task_id: null });
    const mail = await waitForMail(lou, (m) => m.subject.startsWith('Your sign-in to'));
    const link = linkIn(mail.text, '/signin');
    expect(link).toBeTruthy();
    expect(
      (await api('/sessions/verify_password_for_firebase_token', { body: { username: lou, password: demoPassword } }))
        .status,
    ).toBe(401);
    const exchanged = await api('/sessions/exchange_for_firebase_token', {
      body: { auth_token: new URL(link!).searchParams.get('auth_token') },
    });
    expect(exchanged.status).toBe(200);
    const me = await api('/sessions/current_user', { token: exchanged.body.firebase_token });
    expect(me.body.user).toMatchObject({ id: id(lou), set_password_required: true });
    // The same call as QD names it.
    const again = await api('/users/send_client_login_info', { token: partner, body: { userIds: [id(lou)] } });
    expect(again.body).toMatchObject({ sent: 1, skipped: 0 });
  });

  it('another firm’s ids and other groups’ clients answer 404; over ten clients a queued job sends them', async () => {
    const north = uniqueEmail('lc-gn');
    const many = Array.from({ length: 11 }, (_, i) => uniqueEmail(`lc-li${i}`));
    const { id, partner } = await firmWith(
      [staff(north, 'Gwen', { firm_access: 'group', firm_group: 'North' }), ...many.map((email) => ({ email }))],
      ['North'],
    );
    const other = await makeFirm({ users: [{ email: uniqueEmail('lc-x'), fname: 'Secret', lname: 'Person' }] });
    const foreign = await api('/advisors/send_client_login_info', {
      token: partner,
      body: { user_ids: [id(many[0]!), other.users[1]!.id] },
    });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Secret|Person/);
    const grouped = await api('/advisors/send_client_login_info', {
      token: (await signIn(north)).firebase_token,
      body: { user_ids: [id(many[0]!)] },
    });
    expect(grouped.status).toBe(404);
    const res = await api('/advisors/send_client_login_info', { token: partner, body: { user_ids: many.map(id) } });
    expect(res.body).toMatchObject({ sent: 11, skipped: 0, task_id: expect.any(String) });
    expect(await untilDone(partner, res.body.task_id)).toMatchObject({ kind: 'send_login_info', done: 11 });
    for (const email of many) await waitForMail(email, (m) => m.subject.startsWith('Your sign-in to'));
  });
});
