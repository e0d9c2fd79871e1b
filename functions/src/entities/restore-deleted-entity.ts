/**
 * POST /v2/entities/{id}/restore_deleted_entity (FA §4.4): a soft-deleted entity back in the lists (deleted_at
 * cleared, its directory rows moved). Staff of the entity's firm (group-limited: their group's); restoring one
 * that is not deleted changes nothing. Another firm's id answers 404.
 */
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { Conflict, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { companyInCallerGroup, isGroupLimited } from '../platform/firm-groups';
import { syncDirectoryEntity } from '../platform/directory';
import { entityRows } from './entity-rows';
import { getCompanyConsistent, restoreCompany } from './store';

export const entityRestored = 'Entity restored successfully';

export const restoreDeletedEntity = handle(entityRoutes.restoreDeletedEntity, async ({ caller, input }) => {
  const company = await getCompanyConsistent(caller.firmId, input.id);
  if (!company || (isGroupLimited(caller) && !(await companyInCallerGroup(caller, company))))
    throw new NotFound('company', 'Entity not found');
  if (company.deleted_at && !(await restoreCompany(company)))
    throw new Conflict('The entity changed while it was restored: try again');
  await syncDirectoryEntity(caller.firmId, company.companyId);
  const [entity] = await entityRows(caller.firmId, [{ ...company, deleted_at: undefined }]);
  return { message: entityRestored, entity: entity! };
});
