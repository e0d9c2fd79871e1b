/**
 * Firm roles (FA §3.4, §6, §7.6): partners and admins manage roles when the firm uses them; names are unique per
 * firm; default roles are created once; roles are assigned per entity, singly and in bulk; and the permissions are
 * real: a full-access user may upload to an entity only through a role granting documents.upload there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { firmRoleRoutes as r } from '@ledgerline/shared/routes/firm_roles';
import { defaultFirmRoles, firmRoleText as text } from '@ledgerline/shared/firm-roles';
import { call, demoPassword, makeFirm, signIn, uniqueEmail, api } from '../support/api';
import { pdfBytes } from '../support/documents';

const uploadLink = (token: string, companyId: string) =>
  api('/integrations/get_temporary_upload_link', {
    token,
    query: { company_id: companyId, content_type: 'application/pdf', size_bytes: String(pdfBytes.length) },
  });

async function firmWithRoles(preferences: Record<string, unknown> = { use_firm_roles: true }) {
  const emails = {
    admin: uniqueEmail('fr-admin'),
    full: uniqueEmail('fr-full'),
    group: uniqueEmail('fr-group'),
    client: uniqueEmail('fr-client'),
  };
  const firm = await makeFirm({
    firm_name: 'Roles & Co',
    preferences,
    groups: ['North'],
    users: [
      { email: emails.admin, password: demoPassword, is_advisor: true, firm_access: 'admin' },
      { email: emails.full, password: demoPassword, is_advisor: true, firm_access: 'full' },
      { email: emails.group, password: demoPassword, is_advisor: true, firm_access: 'group', firm_group: 'North' },
      {
        email: emails.client,
        password: demoPassword,
        companies: [{ name: 'Acme Holdings' }, { name: 'Beta Trust' }],
      },
    ],
  });
  const user = (email: string) => firm.users.find((u) => u.email === email)!;
  const tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    admin: (await signIn(emails.admin)).firebase_token,
    full: (await signIn(emails.full)).firebase_token,
    group: (await signIn(emails.group)).firebase_token,
    client: (await signIn(emails.client)).firebase_token,
  };
  const [acme, beta] = user(emails.client).companies;
  return { firm, tokens, fullId: user(emails.full).id, adminId: user(emails.admin).id, acme: acme!, beta: beta! };
}

type Made = Awaited<ReturnType<typeof firmWithRoles>>;

describe('firm roles', () => {
  let f: Made;
  beforeAll(async () => {
    f = await firmWithRoles();
  });

  it('roles are refused to staff below admin and to clients; partners and admins manage them', async () => {
    for (const who of ['full', 'group', 'client'] as const) {
      expect((await call(r.listRoles, {}, { token: f.tokens[who] })).status).toBe(403);
      expect((await call(r.createRole, { role_name: 'X' }, { token: f.tokens[who] })).status).toBe(403);
    }
    expect((await call(r.listRoles, {}, { token: f.tokens.admin })).status).toBe(200);
    const made = await call(r.createRole, { role_name: 'Bookkeeper', permission_ids: [] }, { token: f.tokens.admin });
    expect(made.status).toBe(200);
    expect(made.body.firm_role).toMatchObject({ role_name: 'Bookkeeper', permission_ids: [] });
  });

  it('a firm that does not use roles refuses the roles calls', async () => {
    const off = await firmWithRoles({});
    const list = await call(r.listRoles, {}, { token: off.tokens.partner });
    expect(list.status).toBe(403);
    expect(list.body.error).toBe(text.notEnabled);
    const made = await call(r.createRole, { role_name: 'X' }, { token: off.tokens.admin });
    expect(made.status).toBe(403);
    expect((await call(r.createDefaultRoles, {}, { token: off.tokens.partner })).body.error).toBe(text.notEnabled);
  });

  it('role names are unique per firm (409 with a clear message), whatever their case', async () => {
    const first = await call(r.createRole, { role_name: 'Senior Preparer' }, { token: f.tokens.partner });
    expect(first.status).toBe(200);
    const again = await call(r.createRole, { role_name: '  senior   PREPARER ' }, { token: f.tokens.partner });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(text.nameTaken('Senior Preparer'));
    const other = await call(r.createRole, { role_name: 'Junior Preparer' }, { token: f.tokens.partner });
    const rename = await call(
      r.updateRole,
      { id: other.body.firm_role.id, role_name: 'senior preparer' },
      { token: f.tokens.partner },
    );
    expect(rename.status).toBe(409);
    // The name a rename frees can be taken again.
    const renamed = await call(
      r.updateRole,
      { id: first.body.firm_role.id, role_name: 'Lead Preparer' },
      { token: f.tokens.partner },
    );
    expect(renamed.status).toBe(200);
    expect((await call(r.createRole, { role_name: 'Senior Preparer' }, { token: f.tokens.partner })).status).toBe(200);
    const bad = await call(
      r.createRole,
      { role_name: 'Y', permission_ids: ['everything'] },
      { token: f.tokens.partner },
    );
    expect(bad.status).toBe(400);
  });

  it('default roles are created once: a second call creates nothing new', async () => {
    const fresh = await firmWithRoles();
    const first = await call(r.createDefaultRoles, {}, { token: fresh.tokens.partner });
    expect(first.status).toBe(200);
    expect(first.body.created.map((x) => x.role_name).sort()).toEqual(defaultFirmRoles.map((d) => d.role_name).sort());
    const second = await call(r.createDefaultRoles, {}, { token: fresh.tokens.partner });
    expect(second.body.created).toEqual([]);
    const list = await call(r.listRoles, {}, { token: fresh.tokens.partner });
    expect(list.body.firm_roles).toHaveLength(defaultFirmRoles.length);
  });

  it('a full user with a role lacking documents.upload is refused an upload on that entity, and allowed once the permission is added', async () => {
    // No role at all: refused.
    const none = await uploadLink(f.tokens.full, f.acme.id);
    expect(none.status).toBe(403);
    expect(none.body.error).toBe(text.noPermission);
    const role = (
      await call(r.createRole, { role_name: 'Messenger', permission_ids: ['messages.send'] }, { token: f.tokens.admin })
    ).body.firm_role;
    const given = await call(
      r.assignRole,
      { firm_role_id: role.id, company_id: f.acme.id, user_id: f.fullId },
      { token: f.tokens.admin },
    );
    expect(given.status).toBe(200);
    expect((await uploadLink(f.tokens.full, f.acme.id)).status).toBe(403);
    await call(
      r.updateRole,
      { id: role.id, permission_ids: ['messages.send', 'documents.upload'] },
      { token: f.tokens.admin },
    );
    expect((await uploadLink(f.tokens.full, f.acme.id)).status).toBe(200);
    // Only on that entity; partners always may.
    expect((await uploadLink(f.tokens.full, f.beta.id)).status).toBe(403);
    expect((await uploadLink(f.tokens.partner, f.beta.id)).status).toBe(200);
    // The entity's assignments list it.
    const listed = await call(r.listAssignments, { company_id: f.acme.id }, { token: f.tokens.admin });
    expect(listed.body.firm_role_assignments).toContainEqual({
      id: given.body.firm_role_assignment.id,
      firm_role_id: role.id,
      company_id: f.acme.id,
      user_id: f.fullId,
    });
    // Removed: refused again.
    const removed = await call(
      r.removeRole,
      { firm_role_id: role.id, company_id: f.acme.id, user_id: f.fullId },
      { token: f.tokens.admin },
    );
    expect(removed.status).toBe(200);
    expect((await uploadLink(f.tokens.full, f.acme.id)).status).toBe(403);
  });

  it('a deleted role stops granting at once', async () => {
    const role = (
      await call(
        r.createRole,
        { role_name: 'Uploader', permission_ids: ['documents.upload'] },
        { token: f.tokens.admin },
      )
    ).body.firm_role;
    await call(
      r.bulkAddRoles,
      { firm_role_id: role.id, company_ids: [f.beta.id], user_ids: [f.fullId] },
      { token: f.tokens.admin },
    );
    expect((await uploadLink(f.tokens.full, f.beta.id)).status).toBe(200);
    expect((await call(r.deleteRole, { id: role.id }, { token: f.tokens.admin })).status).toBe(200);
    expect((await uploadLink(f.tokens.full, f.beta.id)).status).toBe(403);
    const listed = await call(r.listAssignments, { company_id: f.beta.id }, { token: f.tokens.admin });
    expect(listed.body.firm_role_assignments.some((a) => a.firm_role_id === role.id)).toBe(false);
    expect((await call(r.getRole, { id: role.id }, { token: f.tokens.admin })).status).toBe(404);
  });

  it('roles are given and taken in bulk: every user on every entity', async () => {
    const role = (
      await call(
        r.createRole,
        { role_name: 'Bulk role', permission_ids: ['documents.upload'] },
        { token: f.tokens.admin },
      )
    ).body.firm_role;
    const pairs = { firm_role_id: role.id, company_ids: [f.acme.id, f.beta.id], user_ids: [f.fullId, f.adminId] };
    const added = await call(r.bulkAddRoles, pairs, { token: f.tokens.partner });
    expect(added.body).toMatchObject({ count: 4 });
    expect((await uploadLink(f.tokens.full, f.beta.id)).status).toBe(200);
    const removed = await call(r.bulkRemoveRoles, pairs, { token: f.tokens.partner });
    expect(removed.status).toBe(200);
    expect(removed.body.count).toBe(4);
    expect((await uploadLink(f.tokens.full, f.beta.id)).status).toBe(403);
    // A client is not a firm user: roles are for staff.
    const client = f.firm.users.find((u) => u.companies.length > 0)!;
    const refused = await call(r.bulkAddRoles, { ...pairs, user_ids: [client.id] }, { token: f.tokens.partner });
    expect(refused.status).toBe(404);
  });

  it('a firm without roles changes nothing: full users upload as before', async () => {
    const off = await firmWithRoles({});
    expect((await uploadLink(off.tokens.full, off.acme.id)).status).toBe(200);
  });

  it('another firm’s ids answer 404', async () => {
    const other = await firmWithRoles();
    const theirs = (await call(r.createRole, { role_name: 'Theirs' }, { token: other.tokens.partner })).body.firm_role;
    for (const res of [
      await call(r.getRole, { id: theirs.id }, { token: f.tokens.partner }),
      await call(r.updateRole, { id: theirs.id, role_name: 'Mine now' }, { token: f.tokens.partner }),
      await call(r.deleteRole, { id: theirs.id }, { token: f.tokens.partner }),
      await call(
        r.assignRole,
        { firm_role_id: theirs.id, company_id: f.acme.id, user_id: f.fullId },
        { token: f.tokens.partner },
      ),
    ])
      expect(res.status).toBe(404);
    const mine = (await call(r.createRole, { role_name: 'Mine' }, { token: f.tokens.partner })).body.firm_role;
    const foreignEntity = await call(
      r.assignRole,
      { firm_role_id: mine.id, company_id: other.acme.id, user_id: f.fullId },
      { token: f.tokens.partner },
    );
    expect(foreignEntity.status).toBe(404);
    const foreignUser = await call(
      r.assignRole,
      { firm_role_id: mine.id, company_id: f.acme.id, user_id: other.fullId },
      { token: f.tokens.partner },
    );
    expect(foreignUser.status).toBe(404);
    expect((await call(r.listAssignments, { company_id: other.acme.id }, { token: f.tokens.partner })).status).toBe(
      404,
    );
    // Their role still stands.
    expect((await call(r.getRole, { id: theirs.id }, { token: other.tokens.partner })).body.firm_role.role_name).toBe(
      'Theirs',
    );
  });
});
