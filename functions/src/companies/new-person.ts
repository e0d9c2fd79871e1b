/**
 * A new client who joins an entity as an owner (New owner) or as its spouse: their firm group is the primary
 * owner's (so the staff who see the entity see them), their assigned firm user the one chosen (FA §5.4's list) or the
 * primary owner's, and with no email a temporary one (FA §5.1).
 */
import type { Caller } from '@ledgerline/shared/access';
import { Invalid } from '../platform/errors';
import { userRecord } from '../platform/provision';
import { temporaryEmail } from '../platform/temporary-email';
import { assignableFirmUserProblem } from './rules';
import * as store from './store';

export async function newPerson(
  caller: Caller,
  company: store.CompanyItem,
  p: {
    fname: string;
    lname: string;
    email?: string;
    phoneNumber?: string;
    workEmail?: string;
    advisorId?: string | null;
    advisorField: string;
  },
): Promise<store.NewPerson> {
  const primary = company.primary_user_id ? await store.getUser(caller.firmId, company.primary_user_id) : null;
  let advisorId = primary?.assigned_advisor_id;
  if (p.advisorId) {
    const advisor = await store.getUser(caller.firmId, p.advisorId);
    const problem = assignableFirmUserProblem(advisor ?? undefined, primary?.firm_group_id);
    if (problem) throw new Invalid(problem, { [p.advisorField]: problem });
    advisorId = p.advisorId;
  }
  const record = await userRecord(caller.firmId, {
    email: p.email || temporaryEmail(),
    fname: p.fname,
    lname: p.lname,
    isAdvisor: false,
    firmGroupId: primary?.firm_group_id,
    phoneNumber: p.phoneNumber || undefined,
    assignedAdvisorId: advisorId,
  });
  return { ...record, has_temp_email: !p.email, ...(p.workEmail ? { work_email: p.workEmail } : {}) };
}
