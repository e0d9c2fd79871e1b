/**
 * PATCH /companies/{id}/update_client_assignment (FA §5.4): the assigned firm user of the entity's primary owner,
 * which updates it for all of that person's entities; only partner and full users (the route's access), only a
 * firm user with no group or the client's group; user_id null (or -1, none) clears it. The person's conversations
 * follow (platform/client-assignment.ts). Answers 'Success!' as the spec's screen expects.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText, entityText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { Conflict } from '../platform/errors';
import { reassignClientFirmUser } from '../platform/client-assignment';
import { openEntity } from './access';
import { requireFields } from './required';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { entityActivity } from './entity-activity';

export const updateClientAssignment = handle(companyRoutes.updateClientAssignment, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  requireFields({ user_id: { missing: input.user_id === undefined, message: requiredText.firmUser } });
  if (!company.primary_user_id) throw new Conflict(entityOwnText.noPrimaryOwner);
  const { changed } = await reassignClientFirmUser(caller.firmId, company.primary_user_id, input.user_id ?? null);
  if (changed)
    await entityActivity(ctx, company.companyId, 'user_updated', 'Assigned firm user changed', {
      userId: company.primary_user_id,
    });
  return { message: entityText.assignmentSuccess };
});
