/**
 * GET /v2/entities/{id}/get_related_entities (FA §7.4): the entity switcher's list, the other entities of the
 * entity's owners, read on the ownership keys (the entity's owners, then each owner's entities), never the firm's
 * entities. The first 10 by name that match the switcher's filter, and how many match. The deleted are left out;
 * a group-limited caller gets those of their group (whose primary owner is in it, as everywhere: firm-groups.ts).
 */
import { relatedEntitiesShown } from '@ledgerline/shared/schemas/entities';
import { entityRoutes } from '@ledgerline/shared/routes/entities';
import { openCompany } from '../platform/company-access';
import { companyView } from '../platform/company-view';
import { directorySearchTerms, matchesAllTerms } from '../platform/directory-keys';
import { companiesInGroup, isGroupLimited } from '../platform/firm-groups';
import { handle } from '../platform/handle';
import { mapLimited } from '../platform/map-limited';
import { searchWords } from '../platform/search-words';
import { companyIdsOf, getCompaniesByIds, ownerIdsOf } from './store';

/** Owners followed, and entities per owner read, at most. */
const maxOwners = 20;
const maxEntitiesPerOwner = 500;

export const getRelatedEntities = handle(entityRoutes.getRelatedEntities, async ({ caller, input }) => {
  const { firmId } = caller;
  const company = await openCompany(caller, input.id);
  const owners = (await ownerIdsOf(company)).slice(0, maxOwners);
  const ids = new Set(
    (await mapLimited(owners, 8, (o) => companyIdsOf(firmId, o, { limit: maxEntitiesPerOwner }))).flat(),
  );
  ids.delete(company.companyId);
  const terms = directorySearchTerms(input.search_term ?? '');
  let related = await getCompaniesByIds(firmId, [...ids]);
  if (isGroupLimited(caller)) {
    const inGroup = await companiesInGroup(firmId, caller.firmGroupId ?? '', related);
    related = related.filter((c) => inGroup.has(c.companyId));
  }
  const found = related
    .filter((c) => !c.deleted_at && (!terms.length || matchesAllTerms(searchWords([c.name]), terms)))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.companyId.localeCompare(b.companyId));
  return {
    entities: found.slice(0, relatedEntitiesShown).map(companyView),
    total: found.length,
  };
});
