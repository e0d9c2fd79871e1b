import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

describe('GET /users/{id}: a user as the screens show them, for the advisor preview', () => {
  it('staff read a client of their firm in the current_user shape; the client reads only themselves', async () => {
    const client = uniqueEmail('preview-client');
    const other = uniqueEmail('preview-other');
    const group = uniqueEmail('preview-group');
    const firm = await makeFirm({
      groups: ['North'],
      users: [
        { email: group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
        {
          email: client,
          fname: 'Pia',
          lname: 'Preview',
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [{ name: 'Pia Household' }, { name: 'Pia Gone', inactive: true }],
        },
        { email: other, password: demoPassword, firm_group: 'North', companies: [{ name: 'Other Co' }] },
      ],
    });
    const clientId = firm.users.find((u) => u.email === client)!.id;
    const otherId = firm.users.find((u) => u.email === other)!.id;
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const res = await api(`/users/${clientId}`, { token: partner });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: clientId,
      full_name: 'Pia Preview',
      is_advisor: false,
      assigned_advisor: { name: 'Pat Partner' },
    });
    expect(res.body.companies.map((c: { name: string }) => c.name)).toEqual(['Pia Household']);
    const clientToken = (await signIn(client)).firebase_token;
    const me = await api('/sessions/current_user', { token: clientToken });
    expect(res.body.user).toEqual(me.body.user);
    expect(res.body.companies).toEqual(me.body.companies);

    expect((await api(`/users/${otherId}`, { token: clientToken })).status).toBe(404);
    // Group-limited staff: their group's clients only.
    const groupToken = (await signIn(group)).firebase_token;
    expect((await api(`/users/${otherId}`, { token: groupToken })).status).toBe(200);
    expect((await api(`/users/${clientId}`, { token: groupToken })).status).toBe(404);
    const stranger = await makeFirm();
    expect(
      (await api(`/users/${clientId}`, { token: (await signIn(stranger.partnerEmail)).firebase_token })).status,
    ).toBe(404);
    expect((await api(`/users/${clientId}`)).status).toBe(401);
  });
});
