/**
 * PATCH /advisors/{id} (FA §2.2 Profile Settings, §7.3): a firm user's profile. Staff edit their own; partners and
 * admins also other staff of their firm, and only a partner a partner (shared/src/profile.ts). Another firm's id,
 * a client's or nobody's is Not found, before anything else is checked.
 */
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import { advisorEditRefusal, profileApiText } from '@ledgerline/shared/profile';
import { handle } from '../platform/handle';
import { Forbidden, NotFound } from '../platform/errors';
import { editProfile, getUser } from './store';

export const updateAdvisor = handle(advisorRoutes.updateAdvisor, async ({ caller, input, ip, requestId }) => {
  const { id, ...fields } = input;
  const target = await getUser(caller.firmId, id);
  if (!target || target.deleted_at || !target.is_advisor) throw new NotFound('firm user', profileApiText.staffNotFound);
  const refusal = advisorEditRefusal(caller, { userId: target.userId, firm_access: target.firm_access });
  if (refusal) throw new Forbidden(refusal);
  if (caller.readonly) throw new Forbidden(profileApiText.readOnly);
  return editProfile({ firmId: caller.firmId, actorUserId: caller.userId, ip, requestId }, target, fields);
});
