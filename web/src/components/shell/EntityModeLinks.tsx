import { useCompanyDetailByHash } from '../../hooks/useCompany';
import type { NavContext } from '../../nav/config';
import { visibleStaffItems } from '../../nav/staff';
import { NavLinks } from './NavLinks';

/**
 * FA §2.2 entity mode's links for the entity an /admin/{hash} address names. Messages is disabled when the entity
 * has no active owners (unknown until it has loaded: enabled). Loaded by StaffNav in entity mode only, so the
 * entity's data calls are not on other pages.
 */
export default function EntityModeLinks({ hash, ctx, row }: { hash: string; ctx: NavContext; row: boolean }) {
  const entity = useCompanyDetailByHash(hash);
  const withEntity: NavContext = {
    ...ctx,
    entityHasActiveOwners: entity.company ? entity.company.owners.some((o) => o.paying) : true,
  };
  return <NavLinks items={visibleStaffItems('entity', withEntity)} ctx={withEntity} row={row} />;
}
