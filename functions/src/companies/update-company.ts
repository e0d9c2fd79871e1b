/**
 * PATCH /companies/{id} (FA §7.4, Edit Entity Information): the entity's fields, inactive and read-only. The name
 * follows FA §5.1 (no '/', no '"', unique among the entities of the same owners); the type is one the firm offers;
 * read-only cannot change while the entity is inactive (FA §4.4).
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityNameKey, entityText } from '@ledgerline/shared/companies';
import { handle } from '../platform/handle';
import { Invalid } from '../platform/errors';
import { syncDirectoryEntity } from '../platform/directory';
import { openEntity } from './access';
import { claimEntityName } from './claim-entity-name';
import { entityNameChoice, entityTypeChoice, readonlyProblem, type Problem } from './rules';
import { entityActivity } from './entity-activity';
import { entityFields } from './entity-fields';
import { companyDetail } from './views';
import * as store from './store';
import { assertEntityPermission } from '../platform/firm-permissions';
import { assertExternalEntityIdAllowed } from '../platform/firm-flag-checks';

const refuse = (p: Problem) => new Invalid(p.message, { [p.field]: p.message });

export const updateCompany = handle(companyRoutes.updateCompany, async (ctx) => {
  const { caller, input } = ctx;
  const company = await openEntity(caller, input.id);
  await assertEntityPermission(caller, company.companyId, 'entities.edit');
  await assertExternalEntityIdAllowed(caller, input.external_entity_id, company.external_entity_id);
  const set: Parameters<typeof store.patchCompany>[1] = entityFields(input);
  let renamedFor: string[] | null = null;
  if (input.entity_type !== undefined) {
    const type = entityTypeChoice(input.entity_type, await store.firmPreferences(caller.firmId), company.entity_type);
    if ('message' in type) throw refuse(type);
    set.entity_type = type.type;
  }
  if (input.name !== undefined) {
    const name = entityNameChoice({ entityType: set.entity_type ?? company.entity_type ?? '', name: input.name });
    if ('message' in name) throw refuse(name);
    // A new name is checked and written with the owners' name guards (claim-entity-name.ts).
    if (entityNameKey(name.name) !== entityNameKey(company.name)) renamedFor = await store.ownerIdsOf(company);
    set.name = name.name;
  }
  const current = { inactive: company.inactive ?? false, readonly_access: company.readonly_access ?? false };
  const locked = readonlyProblem(current, input);
  if (locked) throw refuse(locked);
  if (input.inactive !== undefined) set.inactive = input.inactive;
  if (input.readonly_access !== undefined) set.readonly_access = input.readonly_access;
  const changed = Object.entries(set).filter(([k, v]) => (company as Record<string, unknown>)[k] !== v);
  const write = (guards: store.NameGuard[] = []) =>
    store.patchCompany(company, Object.fromEntries(changed), [], guards);
  const saved = !changed.length
    ? company
    : renamedFor
      ? await claimEntityName(caller.firmId, renamedFor, set.name!, company.companyId, write)
      : await write();
  if (changed.length) {
    await syncDirectoryEntity(caller.firmId, company.companyId);
    await entityActivity(ctx, company.companyId, 'company_updated', 'Entity updated', {
      description: changed.map(([k]) => k).join(', '),
    });
  }
  return { message: entityText.updated, company: await companyDetail(caller, saved) };
});
