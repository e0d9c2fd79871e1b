/**
 * POST /companies/{id}/update_owners (FA §7.4, the 'update owners (conversation management)' dialog): the entity's
 * owners become owner_ids, clients of the firm (group-limited staff cannot reach the route: FA §6 leaves conversation
 * participants to partner and full users). The entity's conversation follows: should_transfer_over_previous_messages
 * keeps it going with the new owners and all its messages; should_copy_over_previous_messages starts a new one with
 * a copy of the messages; neither starts a new, empty one. The old one is archived with its messages either way.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { Invalid } from '../platform/errors';
import { historyMode } from '../platform/entity-conversations';
import { openEntity } from './access';
import { requireFields } from './required';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { ownerProblem } from './rules';
import { setOwners } from './owners';
import { entityActivity } from './entity-activity';
import { companyDetail } from './views';
import * as store from './store';

export const updateOwners = handle(companyRoutes.updateOwners, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  const owners = [...new Set(input.owner_ids ?? [])];
  requireFields({ owner_ids: { missing: owners.length === 0, message: requiredText.owners } });
  const people = await store.getUsers(caller.firmId, owners);
  const wrong = owners.map((id) => ownerProblem(people.get(id))).find(Boolean);
  if (wrong) throw new Invalid(wrong, { owner_ids: wrong });
  const result = await setOwners(
    caller,
    company,
    owners,
    historyMode({
      copy: input.should_copy_over_previous_messages,
      transfer: input.should_transfer_over_previous_messages,
    }),
  );
  if (result.changed)
    await entityActivity(ctx, company.companyId, 'company_updated', 'Entity owners changed', {
      description: `${owners.length} owner(s)`,
    });
  return {
    message: entityText.ownersUpdated,
    company: await companyDetail(caller, result.company),
    conversation_id: result.conversationId,
  };
});
