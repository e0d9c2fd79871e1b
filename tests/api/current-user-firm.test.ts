import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

describe('GET /firms/current_user_firm (FA §3.4, §7.5)', () => {
  it('staff read their firm with its groups by name; a group-limited user sees only their own group', async () => {
    const [north, nogroup, full, client] = ['cuf-north', 'cuf-nogroup', 'cuf-full', 'cuf-client'].map(uniqueEmail);
    const firm = await makeFirm({
      firm_name: 'Groups & Co',
      preferences: { has_firm_groups: true },
      groups: ['South', 'North'],
      users: [
        { email: north!, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
        { email: nogroup!, is_advisor: true, firm_access: 'group', password: demoPassword },
        { email: full!, is_advisor: true, firm_access: 'full', firm_group: 'South', password: demoPassword },
        { email: client!, password: demoPassword, firm_group: 'North', companies: [{ name: 'Cal Co' }] },
      ],
    });
    const read = async (email: string) =>
      api('/firms/current_user_firm', { token: (await signIn(email)).firebase_token });

    const partner = await read(firm.partnerEmail);
    expect(partner.status).toBe(200);
    expect(partner.body).toMatchObject({
      id: firm.firm_id,
      name: 'Groups & Co',
      preferences: { has_firm_groups: true },
      firm_groups: [
        { id: firm.groups.North, name: 'North' },
        { id: firm.groups.South, name: 'South' },
      ],
    });
    expect((await read(full!)).body.firm_groups).toHaveLength(2);
    expect((await read(north!)).body.firm_groups).toEqual([{ id: firm.groups.North, name: 'North' }]);
    expect((await read(nogroup!)).body.firm_groups).toEqual([]);
    // FA §6: only advisors load the firm's structure; a client reads their firm in GET /sessions/current_user.
    expect((await read(client!)).status).toBe(403);
    expect((await api('/firms/current_user_firm')).status).toBe(401);
  });

  it('another firm’s staff read their own firm: nothing of this one leaks', async () => {
    const firm = await makeFirm({ groups: ['Secret'] });
    const other = await makeFirm({ firm_name: 'Other Firm' });
    const res = await api('/firms/current_user_firm', { token: (await signIn(other.partnerEmail)).firebase_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.firm_id, name: 'Other Firm', firm_groups: [] });
    expect(JSON.stringify(res.body)).not.toContain(firm.firm_id);
    expect(JSON.stringify(res.body)).not.toContain(firm.groups.Secret);
  });
});
