import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

describe('the daily digest job', () => {
  it('mails each staff member with notifications once per date, skips the others, and schedules the next day', async () => {
    const { createFirmWithPartner, createUser } = await import('../platform/provision');
    const { notifyUsers } = await import('../platform/notifications/notify');
    const { runDailyDigest } = await import('./digest');
    const dailyDigestKind = (await import('./jobs')).notificationJobs.dailyDigest.name;
    const { getDueItem } = await import('../platform/scheduler');
    const { readSentMail } = await import('@ledgerline/infra/local/services');
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const { firmId, partner } = await createFirmWithPartner({
      firmName: 'Digest Firm',
      partner: { email: `p-${tag}@test.example`, fname: 'P', lname: 'P', isAdvisor: true },
    });
    const quiet = await createUser(firmId, { email: `q-${tag}@test.example`, fname: 'Q', lname: 'Q', isAdvisor: true });
    await notifyUsers(firmId, [partner.userId], {
      text: 'New message from Casey Client',
      client_name: 'Casey Client',
      link: '/admin/abc/messages/1',
      type: 8,
    });

    const now = new Date();
    expect(await runDailyDigest({ firmId, date: '2026-11-23' }, now)).toBe(1);
    // The queue may hand the job over twice: nobody hears twice.
    expect(await runDailyDigest({ firmId, date: '2026-11-23' }, now)).toBe(0);
    const mail = (await readSentMail(process.env.AWS_ENDPOINT_URL_SESV2!)).filter(
      (m) => m.to.includes(partner.email) || m.to.includes(quiet.email),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual([partner.email]);
    expect(mail[0]!.text).toContain('New message from Casey Client (Casey Client)');

    const { nextDigestTime } = await import('../platform/daily-digest-schedule');
    const next = nextDigestTime(now, 'Pacific Time (US & Canada)');
    expect(await getDueItem(firmId, `digest-${next.date}`)).toMatchObject({
      kind: dailyDigestKind,
      status: 'pending',
      due_at: next.at.toISOString(),
    });
  });
});
