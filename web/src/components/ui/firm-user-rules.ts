/**
 * FA §5.4: the firm users the assigned-firm-user dropdown offers for clients of the given groups: those with no
 * group, and, when every client is in one same group, that group's. Inactive firm users are never offered.
 */
export function assignableFirmUsers<U extends { firm_group_id: string | null; paying?: boolean }>(
  firmUsers: readonly U[],
  clientGroups: readonly (string | null)[],
): U[] {
  const groups = new Set(clientGroups);
  const only = groups.size === 1 ? [...groups][0] : null;
  return firmUsers.filter((u) => u.paying !== false && (u.firm_group_id === null || u.firm_group_id === only));
}
