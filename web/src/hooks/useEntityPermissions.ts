import type { FirmPermissionId } from '@ledgerline/shared/firm-roles';
import { permissionProblem } from '../components/ui/entity-permissions';
import { useCompanyByHash } from './useCompanyByHash';

/**
 * The signed-in user's firm-role permissions on the entity an address names by its hash (FA §3.4, §6): `problem(id)`
 * is why an action is not offered ('You do not have permission to do this for this entity'), or null when it is.
 * Reads the same lookup the entity screens already load (one request, shared through SWR). Until it answers nothing
 * governed is offered; with no entity named nothing is refused.
 */
export function useEntityPermissions(hash: string | null | undefined) {
  const named = useCompanyByHash(hash);
  // No entity named (a conversation of no entity): nothing the roles govern. A lookup that fails (an entity this
  // user may not open by its address) refuses nothing here: the API decides, as it always does.
  const mine = !hash || named.error ? null : named.data ? named.data.my_permissions : undefined;
  return {
    known: mine !== undefined,
    problem: (permission: FirmPermissionId): string | null => permissionProblem(mine, permission),
    may: (permission: FirmPermissionId): boolean => permissionProblem(mine, permission) === null,
  };
}
