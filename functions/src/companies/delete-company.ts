/**
 * POST /companies/{id}/delete_company (FA §4.4): soft delete, deleted_at set; the entity leaves every list but
 * 'show only deleted' and POST /v2/entities/{id}/restore_deleted_entity brings it back. A deleted entity is as
 * missing as an unknown one for every other route, so deleting twice answers 404.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityOwnText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { syncDirectoryEntity } from '../platform/directory';
import { openEntity } from './access';
import { entityActivity } from './entity-activity';
import * as store from './store';

export const deleteCompany = handle(companyRoutes.deleteCompany, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  await store.patchCompany(company, { deleted_at: new Date().toISOString() });
  await syncDirectoryEntity(caller.firmId, company.companyId);
  await entityActivity(ctx, company.companyId, 'company_deleted', 'Entity deleted', { description: company.name });
  return { message: entityOwnText.entityDeleted };
});
