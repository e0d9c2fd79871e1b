import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ui } from '../../messages';
import { navModeFor, type NavContext } from '../../nav/config';
import { visibleStaffItems } from '../../nav/staff';
import { NavLinks } from './NavLinks';
import { SideNav, useSideNavStyles } from './SideNav';

// Entity mode (FA §2.2) under /admin/{hash}: its switcher, and its links with the entity they read, load only there.
const EntitySwitcher = lazy(() => import('../entities/EntitySwitcher'));
const EntityModeLinks = lazy(() => import('./EntityModeLinks'));
// User mode's selected user's name (FA §2.2) loads only there.
const UserModeName = lazy(() => import('./UserModeName'));
// FA §2.9: the Drop Link dialog (a bottom link's action) loads when opened.
const DropLinkDialog = lazy(() => import('../drop-link/DropLinkDialog'));

/** The entity an /admin/{hash} address names (entity mode's switcher and its Messages link). */
const entityHashOf = (pathname: string) => /^\/admin\/([^/]+)/.exec(pathname)?.[1] ?? null;

/**
 * FA §2.2 staff navigation: the default mode's main list and bottom links, entity mode (with the entity switcher)
 * and user mode (with the user's name). A mode with no available links falls back to the default list. Staff only:
 * the Shell loads it on demand (main.tsx fetches it with `current_user` for staff), so clients never fetch it.
 */
export default function StaffNav({ ctx }: { ctx: NavContext }) {
  const s = useSideNavStyles();
  const { pathname } = useLocation();
  const { mode, userId } = navModeFor(pathname);
  const entityHash = entityHashOf(pathname);
  const modeItems =
    mode === 'entity' ? visibleStaffItems('entity', ctx) : mode === 'user' ? visibleStaffItems('user', ctx) : [];
  const main = modeItems.length ? modeItems : visibleStaffItems('staff', ctx);
  const bottom = visibleStaffItems('staff-bottom', ctx);
  const [action, setAction] = useState<string | null>(null);
  return (
    <SideNav label={ui.staffNavigation}>
      {(row) => {
        const links =
          entityHash && modeItems.length ? (
            // Until the entity's links have loaded: the same links, as for an entity not read yet.
            <Suspense fallback={<NavLinks items={main} ctx={ctx} row={row} />}>
              <EntityModeLinks hash={entityHash} ctx={ctx} row={row} />
            </Suspense>
          ) : (
            <NavLinks items={main} ctx={ctx} row={row} />
          );
        const top = entityHash ? (
          <Suspense fallback={null}>
            <EntitySwitcher hash={entityHash} />
          </Suspense>
        ) : mode === 'user' && userId ? (
          <Suspense fallback={null}>
            <UserModeName userId={userId} />
          </Suspense>
        ) : null;
        return (
          <>
            {top ? (
              // The main list and what sits above it (entity mode's switcher) stay together at the top.
              <div className={s.main}>
                {top}
                {links}
              </div>
            ) : (
              links
            )}
            {bottom.length > 0 && <NavLinks items={bottom} ctx={ctx} row={row} onAction={setAction} />}
            {action === 'drop-link' && (
              <Suspense fallback={null}>
                <DropLinkDialog onClose={() => setAction(null)} />
              </Suspense>
            )}
          </>
        );
      }}
    </SideNav>
  );
}
