/**
 * GET /firms/all_users: the firm users a picker offers. Group-limited users see only their own group's
 * firm users, and none when they have no group (FA §6).
 */
import { displayName } from '@ledgerline/shared/person-name';
import type { Caller } from '@ledgerline/shared/access';
import type { UserItem } from '../platform/data/entities/user';
import { listFirmPeople } from './store';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';

export function visibleStaff(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  users: UserItem[],
): UserItem[] {
  const staff = users.filter((u) => u.is_advisor && !u.deleted_at && u.paying !== false);
  if (!isGroupLimited(caller)) return staff;
  return caller.firmGroupId ? staff.filter((u) => u.firm_group_id === caller.firmGroupId) : [];
}

export const allUsers = handle(firmRoutes.allUsers, async ({ caller }) => {
  // Every user of the firm is one partition; staff are picked from it (a staff-only index can come when firms grow large).
  const people = await listFirmPeople(caller.firmId);
  const users = visibleStaff(caller, people)
    .map((u) => ({
      id: u.userId,
      fname: u.fname ?? '',
      lname: u.lname ?? '',
      full_name: displayName(u),
      email: u.email,
      firm_access: u.firm_access ?? null,
      firm_group_id: u.firm_group_id ?? null,
      paying: u.paying !== false,
    }))
    .sort((a, b) => a.full_name.localeCompare(b.full_name));
  return { users };
});
