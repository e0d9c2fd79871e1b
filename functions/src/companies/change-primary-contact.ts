/** POST /companies/{id}/change_primary_contact: one of the entity's owners becomes its primary contact. */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { Invalid } from '../platform/errors';
import { syncDirectoryEntity } from '../platform/directory';
import { openEntity } from './access';
import { requireFields } from './required';
import { requiredText } from '@ledgerline/shared/schemas/companies';
import { entityActivity } from './entity-activity';
import { companyDetail } from './views';
import * as store from './store';

export const changePrimaryContact = handle(companyRoutes.changePrimaryContact, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  requireFields({
    new_primary_contact_id: { missing: !input.new_primary_contact_id, message: requiredText.newPrimary },
  });
  const next = input.new_primary_contact_id!;
  if (!(await store.isOwner(caller.firmId, next, company.companyId)))
    throw new Invalid(entityOwnText.primaryMustBeOwner, { new_primary_contact_id: entityOwnText.primaryMustBeOwner });
  const saved =
    company.primary_user_id === next ? company : await store.patchCompany(company, { primary_user_id: next });
  if (saved !== company) {
    await syncDirectoryEntity(caller.firmId, company.companyId);
    await entityActivity(ctx, company.companyId, 'company_updated', 'Primary contact changed', { userId: next });
  }
  return { message: entityOwnText.primaryContactChanged, company: await companyDetail(caller, saved) };
});
