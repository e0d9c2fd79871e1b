import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * FA §5.1 'must be unique among related entities ('Entity Name already exists.')', under concurrency: the check
 * and the write agree, so same-named writes for one client at the same instant leave exactly one entity.
 */
let token: string;
let clientId: string;
let companies: { id: string; name: string }[];

beforeAll(async () => {
  const email = uniqueEmail('race');
  const firm = await makeFirm({
    users: [
      {
        email,
        fname: 'Rae',
        lname: 'Racer',
        companies: [
          { name: 'Racer One', entity_type: 'Partnership' },
          { name: 'Racer Two', entity_type: 'Partnership' },
        ],
      },
    ],
  });
  token = (await signIn(firm.partnerEmail)).firebase_token;
  const client = firm.users.find((u) => u.email === email)!;
  clientId = client.id;
  companies = client.companies;
});

describe('entity names under concurrency (FA §5.1)', () => {
  it('10 creates of one name for one client at once: exactly one entity is made, the others are told it exists', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('/companies', {
          token,
          method: 'POST',
          body: { user_id: clientId, entity_type: 'Trust', name: 'Racer Family Trust' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Entity Name already exists.');
    }
    const listed = await api(`/v2/users/${clientId}/user_assigned_companies`, { token });
    expect(listed.body.companies.filter((c: { name: string }) => c.name === 'Racer Family Trust')).toHaveLength(1);
  });

  it('two entities of one client renamed to one name at once: one rename wins', async () => {
    const [one, two] = companies;
    const results = await Promise.all(
      [one!, two!].map((c) => api(`/companies/${c.id}`, { token, method: 'PATCH', body: { name: 'Racer Holdings' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.error).toBe('Entity Name already exists.');
    const listed = await api(`/v2/users/${clientId}/user_assigned_companies`, { token });
    expect(listed.body.companies.filter((c: { name: string }) => c.name === 'Racer Holdings')).toHaveLength(1);
  });
});
