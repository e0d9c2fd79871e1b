import { beforeAll, describe, expect, it } from 'vitest';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { firmRoleRoutes as r } from '@ledgerline/shared/routes/firm_roles';
import { api, call, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * Issue 20: the screens hide what a role refuses. The entity an address names (GET /companies/get_company_by_hash_id,
 * which every entity screen loads) carries the caller's firm-role permissions on it: null when roles do not decide for
 * them, otherwise exactly what the roles they hold there grant, as the API checks it.
 */
let tokens: Record<'partner' | 'full' | 'client' | 'otherPartner', string>;
let company: { id: string; hash_id: string };
let fullId: string;

const byHash = (token: string, hash_id = company.hash_id) =>
  call(companyRoutes.getCompanyByHashId, { hash_id }, { token });

beforeAll(async () => {
  const [full, client] = [uniqueEmail('perm-full'), uniqueEmail('perm-client')];
  const firm = await makeFirm({
    preferences: { use_firm_roles: true },
    users: [
      { email: full!, password: demoPassword, is_advisor: true, firm_access: 'full' },
      { email: client!, password: demoPassword, companies: [{ name: 'Perm Co' }] },
    ],
  });
  const other = await makeFirm({});
  fullId = firm.users.find((u) => u.email === full)!.id;
  company = firm.users.find((u) => u.email === client)!.companies[0]!;
  tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    full: (await signIn(full!)).firebase_token,
    client: (await signIn(client!)).firebase_token,
    otherPartner: (await signIn(other.partnerEmail)).firebase_token,
  };
});

describe('the caller’s permissions on the entity an address names (my_permissions)', () => {
  it('roles do not decide for a partner or a client: null', async () => {
    expect((await byHash(tokens.partner)).body.company).toMatchObject({ id: company.id, my_permissions: null });
    expect((await byHash(tokens.client)).body.company.my_permissions).toBeNull();
  });

  it('a full user holds what their roles on the entity grant, and nothing once they hold none', async () => {
    expect((await byHash(tokens.full)).body.company.my_permissions).toEqual([]);
    const role = (
      await call(
        r.createRole,
        { role_name: 'Filer', permission_ids: ['documents.upload', 'messages.send'] },
        { token: tokens.partner },
      )
    ).body.firm_role;
    const given = await call(
      r.assignRole,
      { firm_role_id: role.id, company_id: company.id, user_id: fullId },
      { token: tokens.partner },
    );
    expect(given.status).toBe(200);
    expect((await byHash(tokens.full)).body.company.my_permissions).toEqual(['messages.send', 'documents.upload']);
    await call(
      r.updateRole,
      { id: role.id, permission_ids: ['documents.upload', 'documents.delete'] },
      { token: tokens.partner },
    );
    expect((await byHash(tokens.full)).body.company.my_permissions).toEqual(['documents.upload', 'documents.delete']);
    await call(r.deleteRole, { id: role.id }, { token: tokens.partner });
    expect((await byHash(tokens.full)).body.company.my_permissions).toEqual([]);
  });

  it('without firm roles nothing is refused: null; another firm’s entity is still not found', async () => {
    expect((await setPreferences({ use_firm_roles: null })).status).toBe(200);
    expect((await byHash(tokens.full)).body.company.my_permissions).toBeNull();
    expect((await byHash(tokens.otherPartner)).status).toBe(404);
    expect((await setPreferences({ use_firm_roles: true })).status).toBe(200);
  });
});

function setPreferences(preferences: Record<string, boolean | null>) {
  return api('/firms/update_preferences', { token: tokens.partner, body: { preferences } });
}
