import { Button, FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signOutEverywhere } from '../../api/signOut';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { useSelectedCompany } from '../../hooks/useSelectedCompany';
import { ui } from '../../messages';
import { navModeFor, previewCompanyHashFor, previewUserIdFor, type NavContext } from '../../nav/config';
import { StaffNav } from '../../routes/pages';
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
import { ClientSideNav, SideNavPlaceholder } from './SideNav';
import { TopBar } from './TopBar';

const useStyles = makeStyles({
  embedded: {
    minHeight: '100vh',
    padding: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
  },
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

// Fluent's focus library (tabster) lives as long as something uses it. Were a dialog its only user, the library
// would go with the dialog before taking back the aria-hidden it put on the rest of the page (a timer that its
// disposal cancels), so the Shell holds it for the rest of the signed-in page. The library is 17 KiB gzipped and
// no landing page needs it before the page is used, so the hold (with the library, ../../../vite.config.ts
// `focus`) loads on the first pointer or key press or focus change: every dialog, drawer and menu takes focus when
// it opens, so the hold is in place (its code is loaded by then) long before anything that opened can close.
const FocusLibraryHold = lazy(() => import('./FocusLibraryHold'));

/** Whether the page has been used yet: a pointer or key pressed, or focus moved. */
function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const use = () => setUsed(true);
    for (const e of events) document.addEventListener(e, use, { capture: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, use, { capture: true });
    };
  }, [used]);
  return used;
}

/** The signed-in frame: top bar, navigation for the user's role, banners, and the page. */
/** The pages that can be framed inside a dialog (with ?embedded=1). */
const embeddedPages = ['/tax-return-delivery-admin-view/', '/review-signature-request/'];

export default function Shell() {
  const s = useStyles();
  const used = useFirstUse();
  const { data: me, error, isLoading, mutate } = useCurrentUser();
  const { pathname, search } = useLocation();
  const narrow = useIsNarrow();
  const company = useSelectedCompany(me);

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

  const { companyHash, userId } = navModeFor(pathname);
  const previewUserId = me.user.is_advisor ? previewUserIdFor(pathname) : null;
  const ctx: NavContext = {
    me,
    companyHash: previewUserId
      ? previewCompanyHashFor(pathname, search)
      : me.user.is_advisor
        ? companyHash
        : (company?.hash_id ?? null),
    userId,
    previewUserId,
    // Entity mode's, which StaffNav reads with the entity.
    entityHasActiveOwners: true,
  };
  // An advisor previewing a client sees the client's navigation (FA §2.3), read-only.
  const client = !me.user.is_advisor || previewUserId !== null;
  const mobile = client && narrow;
  // FA §2.6, §2.7: a page framed inside a dialog (the draft dialog's delivery admin view, a signature request's
  // review) shows only itself: the dialog around it is the navigation.
  if (embeddedPages.some((p) => pathname.startsWith(p)) && new URLSearchParams(search).get('embedded') === '1') {
    return (
      <FluentProvider theme={firmTheme(me.firm.theme)}>
        <main id="main" tabIndex={-1} className={s.embedded}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </FluentProvider>
    );
  }

  return (
    // The layout class sits on a plain div: FluentProvider copies its own className onto every pop-up's
    // portal, where a full-height background would cover the page.
    <FluentProvider theme={firmTheme(me.firm.theme)}>
      <div className={s.root}>
        <SkipLink />
        {used && (
          <Suspense fallback={null}>
            <FocusLibraryHold />
          </Suspense>
        )}
        <TopBar me={me} shortcuts={mobile ? <ClientMessagesShortcut ctx={ctx} /> : undefined} />
        <div className={s.body}>
          {client ? (
            !mobile && <ClientSideNav ctx={ctx} />
          ) : (
            <Suspense fallback={<SideNavPlaceholder />}>
              <StaffNav ctx={ctx} />
            </Suspense>
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
