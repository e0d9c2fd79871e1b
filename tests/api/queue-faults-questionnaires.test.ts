import { describe, expect, it } from 'vitest';
import { api, makeFirm, mailTo, signIn, uniqueEmail, waitForMail } from '../support/api';
import { inDays, sendToEntityType } from '../support/questionnaire-sends';
import { fault, sweep } from '../support/queue-faults';
import { redelivered, until } from '../support/waiting';

/**
 * Faults in the questionnaires domain's consumers (issue 21): a background send's split and its announcements, and
 * an automatic reminder, each killed mid-work and delivered again by the queue after its visibility timeout (10 s
 * locally). Nothing is lost and nothing is made or mailed twice. The send's batches are killed in
 * questionnaires-queue.test.ts. Faults are set for the test's own firm only (firm_id), so files running beside
 * this one keep theirs.
 */
describe('questionnaire consumers killed mid-work', () => {
  it('a background send whose split and announcements die halfway makes one questionnaire per entity and tells each owner once', {
    timeout: 90_000,
  }, async () => {
    const type = `Faulty ${Date.now()}`;
    const owners = Array.from({ length: 6 }, (_, i) => uniqueEmail(`qf-owner${i}`));
    const firm = await makeFirm({
      users: owners.map((email, i) => ({
        email,
        fname: `Owner${i}`,
        companies: [{ name: `Faulty Co ${i}`, entity_type: type }],
      })),
    });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    // The split dies after its work; the announcements of the batch die after telling the first half of its owners.
    await fault(firm.firm_id, 'split-questionnaire-send', 1);
    await fault(firm.firm_id, 'announce-questionnaires', 1);
    await sendToEntityType(token, type);

    const all = () =>
      api('/v2/questionnaires', {
        token,
        query: { year: '2025', rows_per_page: '-1', entity_type: type, sort_by: 'company_name', descending: 'false' },
      });
    const made = await until(all, (r) => r.body.questionnaires?.length >= owners.length, 50_000);
    const names = made.body.questionnaires.map((q: { company_details: { name: string } }) => q.company_details.name);
    expect(names).toEqual(owners.map((_, i) => `Faulty Co ${i}`));
    const backlog = await until(
      () => api('/firms/backlog', { token }),
      (r) => r.body.backlog_count === 0,
      30_000,
    );
    expect(backlog.body.backlog_count).toBe(0);

    // Every owner told: the ones the killed run reached, and the rest by the delivery that came back.
    for (const email of owners) await waitForMail(email, () => true, 40_000);
    await redelivered();
    for (const email of owners) expect((await mailTo(email)).map((m) => m.subject)).toHaveLength(1);
    expect((await all()).body.questionnaires).toHaveLength(owners.length);
  });

  it('an automatic reminder whose job dies after sending it is sent once, and the next one is planned', {
    timeout: 60_000,
  }, async () => {
    const email = uniqueEmail('qf-remind');
    const firm = await makeFirm({ users: [{ email, fname: 'Rita', companies: [{ name: 'Remind Co' }] }] });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const companyId = firm.users.find((u) => u.email === email)!.companies[0]!.id;
    const sent = await api('/questionnaires/send_questionnaires', {
      token,
      body: {
        questionnaire_template_id: 'builtin-income-expenses',
        tax_year: 2025,
        company_ids: [companyId],
        due_date: inDays(30),
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.questionnaire_ids[0];
    const read = async () =>
      (await api('/questionnaires/get_questionnaire', { token, query: { company_id: companyId, id } })).body
        .questionnaire;
    const planned = await until(read, (q) => Boolean(q?.next_reminder_at), 20_000);
    expect(planned.next_reminder_at).toBeTruthy();

    await fault(firm.firm_id, 'questionnaire-reminder', 1);
    const swept = await sweep(firm.firm_id, new Date(Date.parse(planned.next_reminder_at) + 60_000));
    expect(swept.filter((i) => i.startsWith('qrem-'))).toHaveLength(1);

    const isReminder = (m: { subject: string }) => m.subject.startsWith('Reminder:');
    await waitForMail(email, isReminder, 20_000);
    await redelivered();
    expect((await mailTo(email)).filter(isReminder)).toHaveLength(1);
    const after = await read();
    expect(after.last_followed_up).toBeTruthy();
    // The next reminder is planned after the one sent, not the one sent planned again.
    expect(Date.parse(after.next_reminder_at)).toBeGreaterThan(Date.parse(planned.next_reminder_at));
  });
});
