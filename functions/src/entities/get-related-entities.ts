/**
 * GET /v2/entities/{id}/get_related_entities (FA §7.4): the entity switcher's list, the other entities of the
 * entity's owners, read on the ownership keys (the entity's owners, then each owner's entities), never the firm's
 * entities. The first 10 by name that match the switcher's filter, and how many match. The deleted are left out;
 * a group-limited caller follows only owners of their group (an entity is in a group when one of its owners is).
 */
import { relatedEntitiesShown } from '@ledgerline/shared/schemas/entities';
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { openCompany } from '../platform/company-access';
import { companyView } from '../platform/company-view';
import { directorySearchTerms, matchesAllTerms } from '../platform/directory-keys';
import { isGroupLimited } from '../platform/firm-groups';
import { handle } from '../platform/handle';
import { mapLimited } from '../platform/map-limited';
import { searchWords } from '../platform/search-words';
import { companyIdsOf, getCompaniesByIds, getPeopleByIds, ownerIdsOf } from './store';

/** Owners followed, and entities per owner read, at most. */
const maxOwners = 20;
const maxEntitiesPerOwner = 500;

export const getRelatedEntities = handle(entityRoutes.getRelatedEntities, async ({ caller, input }) => {
  const { firmId } = caller;
  const company = await openCompany(caller, input.id);
  let owners = await ownerIdsOf(firmId, company.companyId, maxOwners);
  if (isGroupLimited(caller)) {
    const people = await getPeopleByIds(firmId, owners);
    owners = owners.filter((id) => people.get(id)?.firm_group_id === caller.firmGroupId);
  }
  const ids = new Set((await mapLimited(owners, 8, (o) => companyIdsOf(firmId, o, maxEntitiesPerOwner))).flat());
  ids.delete(company.companyId);
  const terms = directorySearchTerms(input.search_term ?? '');
  const found = (await getCompaniesByIds(firmId, [...ids]))
    .filter((c) => !c.deleted_at && (!terms.length || matchesAllTerms(searchWords([c.name]), terms)))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.companyId.localeCompare(b.companyId));
  return {
    entities: found.slice(0, relatedEntitiesShown).map(companyView),
    total: found.length,
  };
});
