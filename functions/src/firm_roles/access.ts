/**
 * Who may manage firm roles (FA §6): a partner or admin (the routes' 'admin' rule) of a firm that uses roles. A
 * role named in the address is read first, so another firm's id answers 404 whatever the firm's preference.
 */
import type { Caller } from '@ledgerline/shared/access';
import { firmRoleText as text } from '@ledgerline/shared/firm-roles';
import { Forbidden, NotFound } from '../platform/errors';
import { firmFlagOn } from '../platform/firm-flags';
import * as store from './store';

/** 403 'Firm roles are not enabled for this firm' while the firm's use_firm_roles preference is off. */
export async function assertRolesEnabled(caller: Caller): Promise<void> {
  if (!firmFlagOn(await store.getFirm(caller.firmId), 'use_firm_roles')) throw new Forbidden(text.notEnabled);
}

/** The firm's role, or 404; then the preference. */
export async function openRole(caller: Caller, roleId: string): Promise<store.FirmRoleItem> {
  const [role, firm] = await Promise.all([store.getRole(caller.firmId, roleId), store.getFirm(caller.firmId)]);
  if (!role) throw new NotFound('role', text.roleNotFound);
  if (!firmFlagOn(firm, 'use_firm_roles')) throw new Forbidden(text.notEnabled);
  return role;
}

/** The firm's (not deleted) entity, or 404. Admins and partners see every entity of their firm. */
export async function openEntity(caller: Caller, companyId: string) {
  const company = await store.getCompany(caller.firmId, companyId);
  if (!company || company.deleted_at) throw new NotFound('company', text.entityNotFound);
  return company;
}

/** Entities of the firm, every one of them, or 404. */
export async function openEntities(caller: Caller, companyIds: readonly string[]): Promise<void> {
  const found = await store.getCompanies(caller.firmId, companyIds);
  const ok = new Set(found.filter((c) => !c.deleted_at).map((c) => c.companyId));
  if (companyIds.some((id) => !ok.has(id))) throw new NotFound('company', text.entityNotFound);
}

/** Firm users (staff, not deleted) of the firm, every one of them, or 404: roles are given to staff only. */
export async function openFirmUsers(caller: Caller, userIds: readonly string[]): Promise<void> {
  const found = await store.getUsers(caller.firmId, userIds);
  const ok = new Set(found.filter((u) => u.is_advisor && !u.deleted_at).map((u) => u.userId));
  if (userIds.some((id) => !ok.has(id))) throw new NotFound('user', text.userNotFound);
}
