/**
 * POST /companies (FA §3.3 'Create entity', §5.1, §5.3): a new entity for an existing client, who owns it and is its
 * primary contact. Type and name are required; an Individual's name is built from the names given; the name has no
 * '/' or '"' and is unique among the client's entities (their memberships: a key, not a firm scan).
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText, entityText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { reply } from '../platform/http';
import { Invalid, NotFound } from '../platform/errors';
import { syncDirectoryEntity } from '../platform/directory';
import { claimEntityName } from './claim-entity-name';
import { entityNameChoice, entityTypeChoice, inCallerReach, ownerProblem } from './rules';
import { entityActivity } from './entity-activity';
import { entityFields } from './entity-fields';
import { companyDetail } from './views';
import * as store from './store';
import { assertExternalEntityIdAllowed } from '../platform/firm-flag-checks';

export const createCompany = handle(companyRoutes.createCompany, async (ctx) => {
  const { caller, input } = ctx;
  const [owner, preferences] = await Promise.all([
    store.getUser(caller.firmId, input.user_id),
    store.firmPreferences(caller.firmId),
  ]);
  if (!owner || owner.deleted_at || !inCallerReach(caller, owner))
    throw new NotFound('user', entityOwnText.userNotFound);
  const notOwner = ownerProblem(owner);
  if (notOwner) throw new Invalid(notOwner, { user_id: notOwner });
  const type = entityTypeChoice(input.entity_type, preferences);
  if ('message' in type) throw new Invalid(type.message, { [type.field]: type.message });
  const name = entityNameChoice({ entityType: type.type, ...input });
  if ('message' in name) throw new Invalid(name.message, { [name.field]: name.message });
  await assertExternalEntityIdAllowed(caller, input.external_entity_id, undefined);
  const company = await claimEntityName(caller.firmId, [owner.userId], name.name, undefined, (guards) =>
    store.insertCompany(
      caller.firmId,
      { name: name.name, entityType: type.type, ownerIds: [owner.userId], fields: entityFields(input) },
      guards,
    ),
  );
  await syncDirectoryEntity(caller.firmId, company.companyId);
  await entityActivity(ctx, company.companyId, 'company_created', 'Entity created', {
    description: company.name,
    userId: owner.userId,
  });
  return reply(201, { message: entityText.created, company: await companyDetail(caller, company) });
});
