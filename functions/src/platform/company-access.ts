/**
 * Who may use an entity (company): staff of its firm any entity (group-limited staff those of their group: whose
 * primary owner is in it, firm-groups.ts); a client only the active entities they own.
 * Anyone else, including every caller from another firm, gets the same 404 as for an id that does not exist.
 */
import type { Caller } from '@ledgerline/shared/access';
import { Company } from './data/entities/company';
import { Membership } from './data/entities/membership';
import { NotFound } from './errors';
import { companyInCallerGroup, isGroupLimited } from './firm-groups';

export async function openCompany(caller: Caller, companyId: string, notFoundMessage = 'Entity not found') {
  const company = (await Company.get({ firmId: caller.firmId, companyId }).go()).data;
  const allowed =
    company &&
    !company.deleted_at &&
    (caller.isAdvisor
      ? !isGroupLimited(caller) || (await companyInCallerGroup(caller, company))
      : !company.inactive && (await isOwner(caller, companyId)));
  if (!allowed) throw new NotFound('company', notFoundMessage);
  return company;
}

async function isOwner(caller: Caller, companyId: string): Promise<boolean> {
  return Boolean((await Membership.get({ firmId: caller.firmId, userId: caller.userId, companyId }).go()).data);
}
