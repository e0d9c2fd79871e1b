/**
 * The references a client write names, checked against the caller's firm: the firm group (FA §6) and the assigned
 * firm user (FA §5.4: a firm user with no group or the client's group, platform/client-assignment.ts). An id of another firm, or of nobody, is a
 * bad choice like any other (400, the same words), so nothing is said about who it is.
 */
import { userOwnText } from '@ledgerline/shared/users';
import { assignableFirmUserProblem } from '../platform/client-assignment';
import { Invalid } from '../platform/errors';
import { getFirmGroup, getUser, type UserItem } from './store';

export async function checkFirmGroup(firmId: string, groupId: string | null, field: string): Promise<void> {
  if (groupId && !(await getFirmGroup(firmId, groupId)))
    throw new Invalid(userOwnText.unknownFirmGroup, { [field]: userOwnText.unknownFirmGroup });
}

export async function checkAssignableAdvisor(
  firmId: string,
  advisorId: string,
  clientGroupId: string | null | undefined,
  field: string,
): Promise<UserItem> {
  const advisor = await getUser(firmId, advisorId);
  const problem = assignableFirmUserProblem(advisor, clientGroupId || undefined);
  if (problem) throw new Invalid(problem, { [field]: problem });
  return advisor!;
}
