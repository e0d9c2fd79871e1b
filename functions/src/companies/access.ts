/**
 * Who may use an entity here: the platform's rule (openCompany: staff of the firm, group-limited staff their
 * group's entities, a client their own active ones; anyone else a 404) and, for staff reading an entity, deleted
 * ones too (the Entities page lists them, FA §4.4).
 */
import type { Caller } from '@ledgerline/shared/access';
import { entityOwnText } from '@ledgerline/shared/companies';
import { openCompany } from '../platform/company-access';
import { NotFound } from '../platform/errors';
import { companyInCallerGroup, isGroupLimited } from '../platform/firm-groups';
import { getCompany } from './store';

export { openCompany };

export async function openEntity(caller: Caller, companyId: string, o: { includeDeleted?: boolean } = {}) {
  if (!caller.isAdvisor || !o.includeDeleted) return openCompany(caller, companyId, entityOwnText.entityNotFound);
  const company = await getCompany(caller.firmId, companyId);
  const allowed = company && (!isGroupLimited(caller) || (await companyInCallerGroup(caller, company)));
  if (!allowed) throw new NotFound('company', entityOwnText.entityNotFound);
  return company;
}
