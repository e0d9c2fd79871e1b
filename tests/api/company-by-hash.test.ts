import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

describe('GET /companies/get_company_by_hash_id', () => {
  it('answers the entity to staff and to its own client, and 404 to anyone else', async () => {
    const [owner, other] = ['hash-owner', 'hash-other'].map(uniqueEmail);
    const firm = await makeFirm({
      users: [
        {
          email: owner!,
          password: demoPassword,
          companies: [
            { name: 'Owner LLC', entity_type: 'LLC' },
            { name: 'Old Co', inactive: true },
          ],
        },
        { email: other!, password: demoPassword, companies: [{ name: 'Other Co' }] },
      ],
    });
    const foreign = await makeFirm({});
    const [co, old] = firm.users.find((u) => u.email === owner)!.companies;
    const get = async (email: string, hash: string) =>
      api('/companies/get_company_by_hash_id', {
        token: (await signIn(email)).firebase_token,
        query: { hash_id: hash },
      });

    const staff = await get(firm.partnerEmail, co!.hash_id);
    expect(staff.status).toBe(200);
    expect(staff.body.company).toEqual({
      id: co!.id,
      hash_id: co!.hash_id,
      name: 'Owner LLC',
      entity_type: 'LLC',
      inactive: false,
      readonly_access: false,
      // null: no firm roles govern this caller, so every action the screens offer is open.
      my_permissions: null,
    });
    expect((await get(owner!, co!.hash_id)).body.company.id).toBe(co!.id);
    expect((await get(owner!, old!.hash_id)).status).toBe(404);
    const notTheirs = await get(other!, co!.hash_id);
    expect(notTheirs.status).toBe(404);
    expect(JSON.stringify(notTheirs.body)).not.toContain('Owner LLC');
    expect((await get(foreign.partnerEmail, co!.hash_id)).status).toBe(404);
    expect((await get(firm.partnerEmail, 'nope')).status).toBe(404);
    expect(
      (await api('/companies/get_company_by_hash_id', { token: (await signIn(firm.partnerEmail)).firebase_token }))
        .status,
    ).toBe(400);
  });
});
