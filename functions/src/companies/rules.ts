/**
 * The entity rules of FA §4.4, §5.1, §5.3, §5.4 and §6 as plain functions: each answers the problem in the spec's
 * words (or ours where it gives none), or null.
 */
import {
  canChangeReadonly,
  entityNameKey,
  entityNameProblem,
  entityOwnText,
  individualEntityName,
  individualEntityType,
} from '@ledgerline/shared/companies';
import { chooseEntityType } from '@ledgerline/shared/entity-types';
import type { Caller } from '@ledgerline/shared/access';
import type { UserItem } from '../platform/data/entities/user';
import { isGroupLimited } from '../platform/firm-groups';

export type Problem = { field: string; message: string };

/**
 * The type as the firm spells it, or the problem on the entity_type field: the shared rule (entity-types.ts) that
 * creating a client and importing one follow too. `current` (an edit) may stay as it is.
 */
export function entityTypeChoice(
  type: string,
  preferences: Record<string, unknown>,
  current?: string,
): { type: string } | Problem {
  const choice = chooseEntityType(type, preferences, current);
  return 'problem' in choice ? { field: 'entity_type', message: choice.problem } : choice;
}

/**
 * FA §5.1: an Individual's name is built from the person's names (when given); otherwise the name as typed. Then
 * the name rules: required (§5.3), no '/', no '"'.
 */
export function entityNameChoice(input: {
  entityType: string;
  name?: string;
  firstName?: string;
  lastName?: string;
}): { name: string } | Problem {
  const built =
    input.entityType === individualEntityType && (input.firstName?.trim() || input.lastName?.trim())
      ? individualEntityName(input.firstName ?? '', input.lastName ?? '')
      : (input.name ?? '').trim();
  const problem = entityNameProblem(built);
  return problem ? { field: 'name', message: problem } : { name: built };
}

/** FA §5.1 'must be unique among related entities': another of the owners' live entities has the name. */
export function nameTaken(name: string, related: { companyId: string; name: string }[], exceptId?: string): boolean {
  const key = entityNameKey(name);
  return related.some((r) => r.companyId !== exceptId && entityNameKey(r.name) === key);
}

/** FA §4.4: the read-only toggle is disabled while the entity is (or becomes) inactive. */
export function readonlyProblem(
  current: { inactive: boolean; readonly_access: boolean },
  change: { inactive?: boolean; readonly_access?: boolean },
): Problem | null {
  if (change.readonly_access === undefined || change.readonly_access === current.readonly_access) return null;
  const inactive = change.inactive ?? current.inactive;
  return canChangeReadonly({ inactive })
    ? null
    : { field: 'readonly_access', message: entityOwnText.readonlyWhileInactive };
}

/** Whether a person may own an entity: a client of the firm, not deleted (staff never own entities). */
export function ownerProblem(user: Pick<UserItem, 'is_advisor' | 'deleted_at'> | undefined): string | null {
  if (!user || user.deleted_at) return entityOwnText.notAClient;
  if (user.is_advisor) return entityOwnText.firmUserNotOwner;
  return null;
}

/** FA §5.4's list of firm users a client may have: shared with every route that reassigns. */
export { assignableFirmUserProblem } from '../platform/client-assignment';

/**
 * FA §6: a client updates their entity's profile only when the entity and their account are writable ('Read-only
 * users or companies ... cannot ... edit their profile'). The entity is already one of their active ones.
 */
export function profileEditProblem(
  company: { readonly_access?: boolean },
  caller: { readonly: boolean },
): string | null {
  if (caller.readonly) return entityOwnText.readonlyAccount;
  if (company.readonly_access) return entityOwnText.readonlyEntity;
  return null;
}

/** FA §6: group-limited staff reach only their own group's clients (none when they have no group). */
export function inCallerReach(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  client: Pick<UserItem, 'firm_group_id'>,
): boolean {
  if (!isGroupLimited(caller)) return true;
  return Boolean(caller.firmGroupId) && client.firm_group_id === caller.firmGroupId;
}
