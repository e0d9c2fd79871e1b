/**
 * FA §5.4 / MD §6: reassigning a client's firm user ('Assigned Firm User'). The assignment is the client's, so it
 * changes for all of their entities at once ("Updating the Assigned Firm User will update it for all of the user's
 * entities."). Every route that reassigns (PATCH /companies/{id}/update_client_assignment, POST
 * /advisors/update_assignments) goes through here, so each checks the same list and has the same effects: the
 * person's item, the directory rows (theirs and their entities'), and their conversations, which the new firm user
 * joins and the previous one leaves (platform/entity-conversations.ts). Who may call it (partner and full users)
 * is the route's access rule.
 */
import { entityOwnText } from '@ledgerline/shared/companies';
import { User, type UserItem } from './data/entities/user';
import { getItems } from './data/batch-get';
import { isConditionFailure } from './data/transact';
import { Conflict, Invalid, NotFound } from './errors';
import { syncDirectoryUser } from './directory';
import { followAssignedFirmUser } from './entity-conversations';

/**
 * FA §5.4: the firm users a client may be assigned (the dropdown's list): active staff with no group or with the
 * client's firm group. Answers the problem, or null.
 */
export function assignableFirmUserProblem(
  firmUser: Pick<UserItem, 'is_advisor' | 'deleted_at' | 'paying' | 'firm_group_id'> | undefined | null,
  clientGroupId: string | undefined,
): string | null {
  if (!firmUser?.is_advisor || firmUser.deleted_at || firmUser.paying === false) return entityOwnText.firmUserNotFound;
  if (firmUser.firm_group_id && firmUser.firm_group_id !== clientGroupId) return entityOwnText.firmUserOtherGroup;
  return null;
}

/**
 * Sets (or, with null, clears) a client's assigned firm user. NotFound for anyone but a client of the firm;
 * Invalid (on `field`) for a firm user the client may not have. Answers whether anything changed.
 */
export async function reassignClientFirmUser(
  firmId: string,
  clientId: string,
  firmUserId: string | null,
  o: { field?: string } = {},
): Promise<{ changed: boolean }> {
  const field = o.field ?? 'user_id';
  const ids = firmUserId ? [clientId, firmUserId] : [clientId];
  const people = await getItems(
    User,
    ids.map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
  const client = people.find((u) => u.userId === clientId);
  if (!client || client.is_advisor || client.deleted_at) throw new NotFound('user', entityOwnText.userNotFound);
  if (firmUserId) {
    const problem = assignableFirmUserProblem(
      people.find((u) => u.userId === firmUserId),
      client.firm_group_id,
    );
    if (problem) throw new Invalid(problem, { [field]: problem });
  }
  const before = client.assigned_advisor_id ?? null;
  if (before === firmUserId) return { changed: false };
  const key = { firmId, userId: clientId };
  const write = firmUserId
    ? User.patch(key).set({ assigned_advisor_id: firmUserId })
    : User.patch(key).remove(['assigned_advisor_id']);
  await write
    .where((a, op) => (before ? op.eq(a.assigned_advisor_id, before) : op.notExists(a.assigned_advisor_id)))
    .go()
    .catch((e) => {
      if (isConditionFailure(e)) throw new Conflict('The assignment changed meanwhile. Please reload and try again.');
      throw e;
    });
  await syncDirectoryUser(firmId, clientId);
  await followAssignedFirmUser(firmId, clientId, { from: before, to: firmUserId }, async (userIds) => {
    const others = await getItems(
      User,
      userIds.map((userId) => ({ firmId, userId })),
    );
    return new Map(others.map((u) => [u.userId, u.assigned_advisor_id]));
  });
  return { changed: true };
}
