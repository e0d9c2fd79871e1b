import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, mailTo, signIn, uniqueEmail, waitForMail } from '../support/api';

/**
 * The staff side of questionnaires (QD §5 Send template / drop off / custom, §4 lifecycle and backlog, §7): templates,
 * sends now, in the background and on a schedule, the Collect list, and the changes staff make to what was sent.
 */
let s: {
  partner: string;
  other: string;
  client: string;
  clientEmail: string;
  companyIds: string[];
  otherCompanyId: string;
  firmId: string;
};
const year = 2025;
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const clientEmail = uniqueEmail('qs-client');
  const firm = await makeFirm({
    integrations: { stripe: { account_id: 'acct_test' } },
    custom_statuses: [{ client_display_status: 'Waiting on you', firm_user_display_status: 'Waiting on client' }],
    users: [
      {
        email: clientEmail,
        password: demoPassword,
        fname: 'Cara',
        companies: [{ name: 'Cara Household', entity_type: 'Individual' }],
      },
      { email: uniqueEmail('qs-b'), companies: [{ name: 'Bravo LLC', entity_type: 'LLC' }] },
      { email: uniqueEmail('qs-c'), companies: [{ name: 'Charlie LLC', entity_type: 'LLC' }] },
    ],
  });
  const otherEmail = uniqueEmail('qs-o');
  const other = await makeFirm({ users: [{ email: otherEmail, companies: [{ name: 'Other Co' }] }] });
  s = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    other: (await signIn(other.partnerEmail)).firebase_token,
    client: (await signIn(clientEmail)).firebase_token,
    clientEmail,
    companyIds: firm.users.flatMap((u) => u.companies.map((c) => c.id)),
    otherCompanyId: other.users.find((u) => u.email === otherEmail)!.companies[0]!.id,
    firmId: firm.firm_id,
  };
});

const send = (body: Record<string, unknown>, token = s.partner) =>
  api('/questionnaires/send_questionnaires', { token, body: { tax_year: year, ...body } });

const collect = (query: Record<string, string> = {}, token = s.partner) =>
  api('/v2/questionnaires', { token, query: { year: String(year), ...query } });

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('templates', () => {
  it('a new firm can send the shipped firm templates the day it starts', async () => {
    const res = await api('/questionnaire_templates/get_all_questionnaire_templates_info', { token: s.partner });
    expect(res.status).toBe(200);
    const names = res.body.templates.map((t: { name: string }) => t.name);
    expect(names.length).toBeGreaterThanOrEqual(7);
    const one = await api('/questionnaire_templates/get_template_by_id', {
      token: s.partner,
      query: { template_id: res.body.templates[0].id },
    });
    expect(one.status).toBe(200);
    expect(one.body.template.sections.length).toBeGreaterThan(0);
  });

  it('another firm’s template id is not found', async () => {
    const made = await api('/questionnaire_templates/save_template', {
      token: s.other,
      body: { name: 'Theirs', sections: [{ id: 's1', name: 'General', section_type: 3, questionnaire_questions: [] }] },
    });
    expect(made.status).toBe(200);
    const res = await api('/questionnaire_templates/get_template_by_id', {
      token: s.partner,
      query: { template_id: made.body.template.id },
    });
    expect(res.status).toBe(404);
    expect(
      (await send({ questionnaire_template_id: made.body.template.id, company_ids: [s.companyIds[0]] })).status,
    ).toBe(404);
  });
});

describe('sending', () => {
  it('refuses a send without a template, a tax year, a company, a valid due date or a deposit amount', async () => {
    const templateId = 'builtin-individual-1040';
    const cases: [Record<string, unknown>, string][] = [
      [{ company_ids: [s.companyIds[0]] }, 'Please select a template'],
      [
        { questionnaire_template_id: templateId, tax_year: undefined, company_ids: [s.companyIds[0]] },
        'Please select a tax year',
      ],
      [{ questionnaire_template_id: templateId }, 'Please select a company'],
      [
        { questionnaire_template_id: templateId, company_ids: [s.companyIds[0]], due_date: '2020-01-01' },
        'Please select a valid due date',
      ],
      [
        { questionnaire_template_id: templateId, company_ids: [s.companyIds[0]], deposit_required: true },
        'Please enter a deposit amount',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status, message).toBeGreaterThanOrEqual(400);
      expect(res.status, message).toBeLessThan(500);
      expect(res.body.error).toBe(message);
    }
  });

  it('a deposit needs a connected payment provider', async () => {
    const res = await send(
      {
        questionnaire_template_id: 'builtin-individual-1040',
        company_ids: [s.otherCompanyId],
        deposit_required: true,
        deposit_amount: 100,
      },
      s.other,
    );
    expect(res.status).toBe(422);
  });

  it('another firm’s entity is not found, and nothing is sent', async () => {
    const res = await send({
      questionnaire_template_id: 'builtin-individual-1040',
      company_ids: [s.companyIds[0], s.otherCompanyId],
    });
    expect(res.status).toBe(404);
  });

  it('a partner sends a template to three entities with a due date and a deposit; each owner is emailed once', async () => {
    const due = inDays(14);
    const res = await send({
      questionnaire_template_id: 'builtin-individual-1040',
      company_ids: s.companyIds,
      due_date: due,
      deposit_required: true,
      deposit_amount: 150,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.questionnaire_ids).toHaveLength(3);
    const mail = await waitForMail(s.clientEmail, (m) => m.text.includes('/questionnaire/'));
    expect(mail.subject).toContain(String(year));
    const list = await until(
      () => collect({ sort_by: 'company_name', descending: 'false' }),
      (r) => r.body.total >= 3,
    );
    const sent = list.body.questionnaires.filter((q: { id: string }) => res.body.questionnaire_ids.includes(q.id));
    expect(sent).toHaveLength(3);
    for (const q of sent) expect(q).toMatchObject({ due_date: due, deposit_amount: 150, deposit_status: 'unpaid' });
    expect(sent.map((q: { company_details: { name: string } }) => q.company_details.name)).toEqual([
      'Bravo LLC',
      'Cara Household',
      'Charlie LLC',
    ]);
    const client = await api('/questionnaires/get_client_questionnaires', {
      token: s.client,
      query: { company_id: s.companyIds[0] },
    });
    expect(client.body.questionnaires.some((q: { id: string }) => res.body.questionnaire_ids.includes(q.id))).toBe(
      true,
    );
  });

  it('a send to an entity type goes through the queue and the backlog comes back to 0', async () => {
    const res = await send({
      questionnaire_template_id: 'builtin-schedule-c',
      company_types: ['LLC'],
      due_date: inDays(7),
    });
    expect(res.status).toBe(200);
    expect(res.body.queued).toBe(true);
    const backlog = await until(
      () => api('/firms/backlog', { token: s.partner }),
      (r) => r.body.backlog_count === 0,
    );
    expect(backlog.body.backlog_count).toBe(0);
    const llcs = await until(
      () => collect({ entity_type: 'LLC', questionnaire_type: 'template' }),
      (r) =>
        r.body.questionnaires?.filter((q: { send_id?: string; name: string }) => q.name.includes('Schedule C'))
          .length === 2,
    );
    expect(llcs.body.questionnaires.filter((q: { name: string }) => q.name.includes('Schedule C'))).toHaveLength(2);
  });

  it('schedules a recurring send, listed as active and mine', async () => {
    const res = await send({
      questionnaire_template_id: 'builtin-schedule-e',
      company_ids: [s.companyIds[1]],
      frequency: 'monthly',
      first_scheduled_date: inDays(3),
      days_until_due: 14,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scheduler_id).toBeTruthy();
    const list = await api('/template_schedulers/get_all_template_schedulers', {
      token: s.partner,
      body: { show_active: true, show_mine: true },
    });
    expect(list.body.template_schedulers.map((r: { id: string }) => r.id)).toContain(res.body.scheduler_id);
    expect(
      (
        await send({
          questionnaire_template_id: 'builtin-schedule-e',
          company_ids: [s.companyIds[1]],
          frequency: 'weekly',
          first_scheduled_date: inDays(3),
          is_draft: true,
        })
      ).body.error,
    ).toBe('Drafts cannot be saved when scheduled');
  });
});

describe('managing what was sent', () => {
  it('locks and unlocks, deletes and restores, and the Collect list follows', async () => {
    const made = await send({
      questionnaire_template_id: 'builtin-schedule-f',
      company_ids: [s.companyIds[2]],
      due_date: inDays(10),
    });
    const id = made.body.questionnaire_ids[0];
    const lock = await api('/questionnaires/lock_questionnaires', {
      token: s.partner,
      body: { questionnaire_ids: [id] },
    });
    expect(lock.body.message).toBe('Questionnaire successfully locked');
    const locked = await until(
      () => collect({ questionnaire_status: 'locked' }),
      (r) => r.body.questionnaires?.some((q: { id: string }) => q.id === id),
    );
    expect(locked.body.questionnaires.some((q: { id: string }) => q.id === id)).toBe(true);
    const unlocked = await api('/questionnaires/lock_questionnaires', {
      token: s.partner,
      body: { questionnaire_ids: [id], locked: false },
    });
    expect(unlocked.body.message).toBe('Questionnaire successfully unlocked');
    const del = await api('/questionnaires/delete_questionnaire', {
      token: s.partner,
      body: { questionnaire_ids: [id] },
    });
    expect(del.body.message).toBe('Questionnaire(s) successfully deleted');
    const deleted = await collect({ show_only_deleted: 'true' });
    expect(deleted.body.questionnaires.some((q: { id: string }) => q.id === id)).toBe(true);
    const restore = await api(`/v2/questionnaires/${id}/restore_deleted_questionnaire`, { token: s.partner, body: {} });
    expect(restore.body.message).toBe('Questionnaires restored successfully');
    expect(
      (await api(`/v2/questionnaires/${id}/restore_deleted_questionnaire`, { token: s.other, body: {} })).status,
    ).toBe(404);
  });

  it('sends reminders with the default texts, which arrive by email', async () => {
    const made = await send({
      questionnaire_template_id: 'builtin-individual-1040',
      company_ids: [s.companyIds[0]],
      due_date: inDays(9),
    });
    const res = await api('/questionnaires/send_questionnaire_reminders', {
      token: s.partner,
      body: { questionnaire_ids: made.body.questionnaire_ids },
    });
    expect(res.body.message).toBe('Reminders sent successfully');
    const mail = await waitForMail(s.clientEmail, (m) => m.subject.startsWith('Reminder:'));
    expect(mail.text).toContain('Hi Cara');
    const row = (
      await api('/questionnaires/get_questionnaire', {
        token: s.partner,
        query: { company_id: s.companyIds[0], id: made.body.questionnaire_ids[0] },
      })
    ).body.questionnaire;
    expect(row.last_followed_up).toBeTruthy();
    expect(row.next_reminder_at).toBeTruthy();
  });

  it('a custom status needs its texts before the owners are told', async () => {
    const made = await send({ questionnaire_template_id: 'builtin-individual-1040', company_ids: [s.companyIds[0]] });
    const id = made.body.questionnaire_ids[0];
    const res = await api('/questionnaires/send_custom_status_change', {
      token: s.partner,
      body: { questionnaireIds: [id], customEmailSubject: 'Update', customEmailMessage: 'Your status changed' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      'Could not load custom status information. Please make sure the email template is filled out correctly.',
    );
    // Refused before anything went out: the owner has no notice.
    expect((await mailTo(s.clientEmail)).filter((m) => m.subject === 'Update')).toHaveLength(0);
  });
});

describe('the advisor preview dialog', () => {
  it('lists the statuses of the same year’s questionnaires of the owner’s other entities', async () => {
    const owner = uniqueEmail('qs-multi');
    const firm = await makeFirm({
      users: [
        {
          email: owner,
          companies: [
            { name: 'Home', questionnaires: [{ name: 'Organizer', tax_year: year }] },
            {
              name: 'Side LLC',
              entity_type: 'LLC',
              questionnaires: [
                { name: 'LLC Organizer', tax_year: year, completed: true },
                { name: 'Old Organizer', tax_year: year - 1 },
                { name: 'Draft Organizer', tax_year: year, is_draft: true },
              ],
            },
          ],
        },
      ],
    });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const [home, side] = firm.users.find((u) => u.email === owner)!.companies;
    const res = await api('/questionnaires/get_questionnaire', {
      token,
      query: { company_id: home!.id, id: home!.questionnaires[0]!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.questionnaire.parent_entity_relevant_questionnaire_statuses).toEqual([
      {
        id: side!.questionnaires[0]!.id,
        name: 'LLC Organizer',
        company_id: side!.id,
        company_name: 'Side LLC',
        completed: true,
      },
    ]);
  });
});
