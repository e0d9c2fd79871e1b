import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServices } from '@ledgerline/infra/local/services';
import { useLocalServices } from '../../../tests/support/in-process';
import type { RequestContext } from '../platform/http';

let services: RunningServices;
beforeAll(async () => {
  services = await useLocalServices();
});
afterAll(() => services?.stop());

const ctx = (): RequestContext => ({
  input: {},
  caller: null,
  route: {} as never,
  requestId: 'test-request',
  ip: '10.1.2.3',
  userAgent: 'vitest',
});

describe('the activity log records every sign-in and its failures', () => {
  it('writes a line for a failed and a successful password sign-in, with address and request id', async () => {
    const { createFirmWithPartner } = await import('../platform/provision');
    const { signInWithPassword } = await import('./sign-in');
    const { Activity } = await import('../platform/data/entities/activity');
    const email = `activity-${Date.now()}@test.example`;
    const { firmId, partner } = await createFirmWithPartner({
      firmName: 'Log Firm',
      partner: { email, fname: 'L', lname: 'P', isAdvisor: true, password: 'Right-Password-1!' },
    });

    await expect(signInWithPassword(ctx(), email, 'Wrong-Password-1!')).rejects.toMatchObject({ status: 401 });
    await signInWithPassword(ctx(), email, 'Right-Password-1!');

    const lines = (await Activity.query.byFirm({ firmId }).go()).data;
    expect(lines.map((l) => l.action)).toEqual(['sign_in_failed', 'signed_in']);
    expect(lines[1]).toMatchObject({
      user_id: partner.userId,
      ip: '10.1.2.3',
      request_id: 'test-request',
      description: 'Method: password',
    });
  });
});
