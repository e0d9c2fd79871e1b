import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

describe('GET /firms/all_users', () => {
  it('lists the firm’s active firm users by name; group-limited users see their group’s; clients and other firms see none of them', async () => {
    const [north, nogroup, south, gone, client] = ['fu-north', 'fu-nogroup', 'fu-south', 'fu-gone', 'fu-client'].map(
      uniqueEmail,
    );
    const firm = await makeFirm({
      groups: ['North', 'South'],
      users: [
        {
          email: north!,
          fname: 'Nia',
          lname: 'North',
          is_advisor: true,
          firm_access: 'group',
          firm_group: 'North',
          password: demoPassword,
        },
        {
          email: nogroup!,
          fname: 'Ned',
          lname: 'None',
          is_advisor: true,
          firm_access: 'group',
          password: demoPassword,
        },
        {
          email: south!,
          fname: 'Sol',
          lname: 'South',
          is_advisor: true,
          firm_access: 'full',
          firm_group: 'South',
          password: demoPassword,
        },
        { email: gone!, fname: 'Gus', lname: 'Gone', is_advisor: true, active: false, password: demoPassword },
        { email: client!, fname: 'Cal', lname: 'Client', password: demoPassword, companies: [{ name: 'Cal Co' }] },
      ],
    });
    const foreign = await makeFirm({});
    const names = async (email: string) => {
      const res = await api('/firms/all_users', { token: (await signIn(email)).firebase_token });
      return { status: res.status, names: (res.body.users ?? []).map((u: { full_name: string }) => u.full_name) };
    };
    expect(await names(firm.partnerEmail)).toEqual({
      status: 200,
      names: ['Ned None', 'Nia North', 'Pat Partner', 'Sol South'],
    });
    expect(await names(north!)).toEqual({ status: 200, names: ['Nia North'] });
    expect(await names(nogroup!)).toEqual({ status: 200, names: [] });
    expect((await names(client!)).status).toBe(403);
    expect((await names(foreign.partnerEmail)).names).toEqual(['Pat Partner']);
    const row = (
      await api('/firms/all_users', { token: (await signIn(firm.partnerEmail)).firebase_token })
    ).body.users.find((u: { email: string }) => u.email === south);
    expect(row).toMatchObject({
      fname: 'Sol',
      lname: 'South',
      firm_access: 'full',
      firm_group_id: firm.groups.South,
      paying: true,
    });
    expect(Object.keys(row)).not.toContain('password_hash');
  });
});
