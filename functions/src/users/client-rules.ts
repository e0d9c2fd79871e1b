/**
 * FA §5.1 Create User and Entity, as plain functions: the entity's name, the firm group (the entity's type follows
 * the one rule of @ledgerline/shared/entity-types).
 */
import { individualEntityName } from '@ledgerline/shared/companies';
import type { Caller } from '@ledgerline/shared/access';
import { individualEntityType, userOwnText } from '@ledgerline/shared/users';
import { isGroupLimited } from '../platform/firm-groups';

export type FirmPreferences = Record<string, unknown>;

/** FA §5.1: an Individual's entity name is built from the names when none is given. */
export function entityNameFor(entityType: string, companyName: string | undefined, fname: string, lname: string) {
  const given = (companyName ?? '').trim();
  if (given || entityType !== individualEntityType) return given;
  return individualEntityName(fname, lname);
}

/** FA §5.1: an entity name is required and has no '/' and no '"' (the spec's messages). */
export { entityNameProblem } from '@ledgerline/shared/companies';

/**
 * The new client's firm group (FA §5.1, §6): group-limited staff make clients of their own group only (and with no
 * group cannot make any); others choose, and must when the firm uses groups (preference has_firm_groups).
 */
export function groupForNewClient(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  requested: string | null | undefined,
  prefs: FirmPreferences,
): { groupId: string | null; forbidden?: string; invalid?: string } {
  if (isGroupLimited(caller)) {
    if (!caller.firmGroupId) return { groupId: null, forbidden: userOwnText.noGroupOfYourOwn };
    if (requested && requested !== caller.firmGroupId) return { groupId: null, forbidden: userOwnText.ownGroupOnly };
    return { groupId: caller.firmGroupId };
  }
  if (!requested && prefs.has_firm_groups === true) return { groupId: null, invalid: userOwnText.firmGroupRequired };
  return { groupId: requested ?? null };
}
