import { Button, FluentProvider, makeStyles, mergeClasses, tokens, useFocusFinders } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signOutEverywhere } from '../../api/signOut';
import { useCompanyDetailByHash } from '../../hooks/useCompany';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { useSelectedCompany } from '../../hooks/useSelectedCompany';
import { ui } from '../../messages';
import { navModeFor, previewUserIdFor, type NavContext } from '../../nav/config';
import { firmTheme } from '../../theme/brand';
import { AuthLayout } from '../AuthLayout';
import { Loading } from '../Loading';
import { PageHeading } from '../PageHeading';
import { SkipLink } from '../SkipLink';
import { ClientMessagesShortcut } from './ClientNavLinks';
import { InactiveNotice } from './InactiveNotice';
import { InAppBanner } from './InAppBanner';
import { MobileNav, mobileNavHeight } from './MobileNav';
import { ReadOnlyBanner } from './ReadOnlyBanner';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: {
    flex: 1,
    display: 'flex',
    minHeight: 0,
    '@media (max-width: 640px)': { flexDirection: 'column' },
  },
  main: {
    flex: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 640px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
  },
  // The fixed bar's room, and the usual space above it. Under the same media query as `main`'s phone padding,
  // which would otherwise win (Griffel puts media rules after plain ones).
  mainWithMobileNav: { '@media (max-width: 640px)': { paddingBottom: `${mobileNavHeight + 16}px` } },
  banners: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

// The entity switcher of entity mode (FA §2.2) loads only there.
const EntitySwitcher = lazy(() => import('../entities/EntitySwitcher'));
// User mode's selected user's name (FA §2.2) loads only there.
const UserModeName = lazy(() => import('./UserModeName'));

/** The entity an /admin/{hash} address names, for staff (entity mode's switcher and its Messages link). */
const entityHashOf = (pathname: string) => /^\/admin\/([^/]+)/.exec(pathname)?.[1] ?? null;

/** The signed-in frame: top bar, navigation for the user's role, banners, and the page. */
export default function Shell() {
  const s = useStyles();
  // Fluent's focus library (tabster) lives as long as something uses it. With no menu on the landing page a
  // dialog would be its only user, and the library would go with the dialog before taking back the aria-hidden
  // it put on the rest of the page. Holding it here keeps it for the whole signed-in page.
  useFocusFinders();
  const { data: me, error, isLoading, mutate } = useCurrentUser();
  const { pathname, search } = useLocation();
  const narrow = useIsNarrow();
  const company = useSelectedCompany(me);
  const entityHash = me?.user.is_advisor ? entityHashOf(pathname) : null;
  const entity = useCompanyDetailByHash(entityHash);

  if (isLoading || (!me && !error)) return <Loading />;
  if (!me) {
    return (
      <AuthLayout footer={false}>
        <PageHeading>{ui.loadFailed}</PageHeading>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button appearance="primary" onClick={() => void mutate()}>
            {ui.retry}
          </Button>
          <Button onClick={() => signOutEverywhere()}>{ui.signOut}</Button>
        </div>
      </AuthLayout>
    );
  }
  if (me.user.set_password_required) {
    return <Navigate to={`/set-sign-in-method?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  // FA §4.4: a client whose entities are all inactive sees only the notice.
  if (!me.user.is_advisor && !me.has_active_entities) return <InactiveNotice firmName={me.firm.name} />;

  const { mode, companyHash, userId } = navModeFor(pathname);
  const previewUserId = me.user.is_advisor ? previewUserIdFor(pathname) : null;
  const ctx: NavContext = {
    me,
    companyHash: previewUserId
      ? new URLSearchParams(search).get('previewCompanyHash')
      : me.user.is_advisor
        ? companyHash
        : (company?.hash_id ?? null),
    userId,
    previewUserId,
    // FA §2.2: Messages is disabled when the entity has no active owners (unknown until it has loaded: true).
    entityHasActiveOwners: entity.company ? entity.company.owners.some((o) => o.paying) : true,
  };
  // An advisor previewing a client sees the client's navigation (FA §2.3), read-only.
  const client = !me.user.is_advisor || previewUserId !== null;
  const mobile = client && narrow;

  return (
    // The layout class sits on a plain div: FluentProvider copies its own className onto every pop-up's
    // portal, where a full-height background would cover the page.
    <FluentProvider theme={firmTheme(me.firm.theme)}>
      <div className={s.root}>
        <SkipLink />
        <TopBar me={me} shortcuts={mobile ? <ClientMessagesShortcut ctx={ctx} /> : undefined} />
        <div className={s.body}>
          {!mobile && (
            <SideNav
              ctx={ctx}
              mode={client ? 'client' : mode}
              top={
                entityHash && !client ? (
                  <Suspense fallback={null}>
                    <EntitySwitcher hash={entityHash} />
                  </Suspense>
                ) : mode === 'user' && !client && userId ? (
                  <Suspense fallback={null}>
                    <UserModeName userId={userId} />
                  </Suspense>
                ) : undefined
              }
            />
          )}
          <main id="main" tabIndex={-1} className={mergeClasses(s.main, mobile && s.mainWithMobileNav)}>
            <div className={s.banners}>
              {me.user.is_advisor && <InAppBanner preferences={me.firm.preferences} />}
              <ReadOnlyBanner
                userReadOnly={me.user.readonly_access}
                companyReadOnly={Boolean(company?.readonly_access)}
              />
            </div>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
          {mobile && <MobileNav ctx={ctx} />}
        </div>
      </div>
    </FluentProvider>
  );
}
