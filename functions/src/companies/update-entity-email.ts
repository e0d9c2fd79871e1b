/**
 * POST /companies/{id}/update_entity_email (FA §7.4 'Update entity email' {companyId, userId}): after a client's
 * email changes, the Edit user dialog asks 'Should we also update the Entity's Entity Email' for the entities that
 * carried the old one; yes makes the entity's email (business_email) the owner's current email.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText } from '@ledgerline/shared/companies';
import { hasRealEmail } from '@ledgerline/shared/users';
import { handle } from '../platform/handle';
import { Invalid, NotFound } from '../platform/errors';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { openEntity } from './access';
import { requireFields } from './required';
import { entityActivity } from './entity-activity';
import { companyDetail } from './views';
import * as store from './store';

export const updateEntityEmail = handle(companyRoutes.updateEntityEmail, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  requireFields({ user_id: { missing: !input.user_id, message: requiredText.entityEmailUser } });
  const owner = await store.getUser(caller.firmId, input.user_id!);
  if (!owner || owner.is_advisor || owner.deleted_at) throw new NotFound('user', entityOwnText.userNotFound);
  if (!(await store.isOwner(caller.firmId, owner.userId, company.companyId)))
    throw new Invalid(entityOwnText.userMustBeOwner, { user_id: entityOwnText.userMustBeOwner });
  if (!hasRealEmail(owner))
    throw new Invalid(entityOwnText.ownerHasNoEmail, { user_id: entityOwnText.ownerHasNoEmail });
  const saved =
    company.business_email === owner.email
      ? company
      : await store.patchCompany(company, { business_email: owner.email });
  if (saved !== company)
    await entityActivity(ctx, company.companyId, 'company_updated', 'Entity email updated', { userId: owner.userId });
  return { message: entityOwnText.entityEmailUpdated, company: await companyDetail(caller, saved) };
});
