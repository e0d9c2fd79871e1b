import { beforeAll, describe, expect, it } from 'vitest';
import { userRoutes } from '@ledgerline/shared/routes/users';
import {
  api,
  call,
  demoPassword,
  linkIn,
  makeFirm,
  signIn,
  uniqueEmail,
  waitForMail,
  type MadeFirm,
} from '../support/api';

let firm: MadeFirm & { partnerEmail: string };
const staff = {
  admin: uniqueEmail('inv-admin'),
  full: uniqueEmail('inv-full'),
  group: uniqueEmail('inv-group'),
  advisor: uniqueEmail('inv-advisor'),
  client: uniqueEmail('inv-client'),
};
const tokens: Record<string, string> = {};

type Body = Parameters<typeof call<typeof userRoutes.inviteFirmUser>>[1];
const invite = (body: Partial<Body>, token = tokens.partner) =>
  call(userRoutes.inviteFirmUser, body as Body, { token });

beforeAll(async () => {
  firm = await makeFirm({
    firm_name: 'Invite Firm',
    groups: ['North'],
    users: [
      { email: staff.admin, password: demoPassword, is_advisor: true, firm_access: 'admin' },
      { email: staff.full, password: demoPassword, is_advisor: true, firm_access: 'full' },
      { email: staff.group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
      { email: staff.advisor, password: demoPassword, is_advisor: true },
      { email: staff.client, password: demoPassword, companies: [{ name: 'Client Co' }] },
    ],
  });
  tokens.partner = (await signIn(firm.partnerEmail)).firebase_token;
  for (const [role, email] of Object.entries(staff)) tokens[role] = (await signIn(email)).firebase_token;
});

describe('inviting a firm user (FA §7.5 invite_firm_user, §6)', () => {
  it('a partner invites a firm user with access level, group and phone: the email link signs them in and asks them to set their sign-in method', async () => {
    const email = uniqueEmail('invited');
    const res = await invite({
      access: 'group',
      email,
      fname: 'Ivy',
      lname: 'Invited',
      phone_number: '(555) 123-4567',
      firm_group_id: firm.groups.North,
    });
    expect(res).toMatchObject({ status: 200, body: { message: `Invitation sent to ${email}` } });
    const mail = await waitForMail(email, (m) => m.subject.includes('Invite Firm'));
    // A staff invitation in its own words, naming who invited them, not a client's sign-in mail.
    expect(mail.subject).toBe('Pat Partner invited you to join Invite Firm on Ledgerline');
    expect(mail.text).toContain('Pat Partner invited you to join Invite Firm on Ledgerline as a member of its staff.');
    const link = linkIn(mail.text, '/signin')!;
    const exchanged = await api('/sessions/exchange_for_firebase_token', {
      body: { auth_token: new URL(link).searchParams.get('auth_token') },
    });
    expect(exchanged).toMatchObject({ status: 200, body: { set_password_required: true } });
    const me = await api('/sessions/current_user', { token: exchanged.body.firebase_token });
    expect(me.body.user).toMatchObject({
      email,
      fname: 'Ivy',
      is_advisor: true,
      firm_access: 'group',
      firm_group: firm.groups.North,
    });
  });

  it('an admin invites staff but not a partner; full, group and plain staff and clients cannot invite', async () => {
    expect(
      (await invite({ access: 'full', email: uniqueEmail('by-admin'), fname: 'A', lname: 'B' }, tokens.admin)).status,
    ).toBe(200);
    expect(
      await invite({ access: 'partner', email: uniqueEmail('p'), fname: 'A', lname: 'B' }, tokens.admin),
    ).toMatchObject({ status: 403, body: { error: 'Only a partner can invite another partner.' } });
    for (const role of ['full', 'group', 'advisor', 'client'])
      expect(
        (await invite({ access: 'full', email: uniqueEmail(role), fname: 'A', lname: 'B' }, tokens[role])).status,
        role,
      ).toBe(403);
  });

  it('an email already used is refused (409) and nobody is created twice', async () => {
    for (const email of [staff.client, firm.partnerEmail]) {
      const res = await invite({ access: 'full', email, fname: 'Dup', lname: 'Licate' });
      expect(res).toMatchObject({
        status: 409,
        body: { error: 'A user with this email already exists. Invite someone else or edit that user.' },
      });
    }
    expect(
      (await api('/sessions/current_user', { token: (await signIn(staff.client)).firebase_token })).body.user
        .is_advisor,
    ).toBe(false);
  });

  it('bad input is refused', async () => {
    const ok = { access: 'full' as const, email: uniqueEmail('bad'), fname: 'A', lname: 'B' };
    for (const [field, value] of [
      ['access', 'owner'],
      ['email', 'nope'],
      ['fname', ''],
      ['lname', '  '],
      ['phone_number', '12345'],
      ['firm_group_id', 'not a group'],
    ] as const)
      expect((await invite({ ...ok, [field]: value } as Partial<Body>)).status, field).toBe(400);
    expect((await invite({ ...ok, firm_group_id: 'unknownGroup1' })).status).toBe(400);
  });
});
