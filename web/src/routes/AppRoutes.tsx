/**
 * Routes (FA §2.1-§2.3, MD §2). Every page, the sign-in page too, loads on demand (./pages); main.tsx preloads
 * the landing page's chunks.
 * Signed-in pages render inside the Shell (navigation, top bar, banners). Signed out, / is the sign-in page,
 * a known signed-in path goes to /signin?redirect=..., and an unknown path is Not found.
 */
import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { Loading } from '../components/Loading';
import { sessionEndedInThisPage } from '../api/session';
import { useSession } from '../hooks/useSession';
import { afterSignIn, safeRedirect } from './redirect';
import {
  ActivitiesPage,
  AdminProfilePage,
  CreateFirmPage,
  HelpPage,
  HomePage,
  InboxPage,
  MessagesPage,
  NotFoundPage,
  PreviewUserPage,
  PublicNotFoundPage,
  SetSignInMethodPage,
  Shell,
  SignInPage,
  TaxReturnDeliveryPage,
} from './pages';

/** Pages that need a signed-in user, relative to /. A feature adds its page here (and flips its nav link). */
const signedInRoutes: { path: string; element: ReactNode }[] = [
  { path: 'admin-profile', element: <AdminProfilePage /> },
  // MD §2: the staff messages screen and the client inbox.
  { path: 'messages', element: <MessagesPage /> },
  { path: 'admin/:companyHash/messages', element: <MessagesPage /> },
  { path: 'admin/:companyHash/messages/:conversationId', element: <MessagesPage /> },
  { path: 'inbox', element: <InboxPage /> },
  { path: 'inbox/:companyHash', element: <InboxPage /> },
  { path: 'inbox/:companyHash/:conversationId', element: <InboxPage /> },
  { path: 'activities', element: <ActivitiesPage /> },
  { path: 'tax-return-delivery/:id', element: <TaxReturnDeliveryPage /> },
  { path: 'preview/user/:previewUserId', element: <PreviewUserPage /> },
];

function isSignedInPath(pathname: string): boolean {
  return signedInRoutes.some((r) => matchPath(`/${r.path}`, pathname));
}

/** /signin: a signed-in visitor goes straight on, unless the URL carries a token to use. */
function SignInRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const hasToken = params.has('auth_token') || params.has('two_factor_uid');
  if (session && !hasToken) {
    return <Navigate to={afterSignIn(session.set_password_required, safeRedirect(params.get('redirect')))} replace />;
  }
  return <SignInPage />;
}

/**
 * Everything under /: the Shell when signed in; otherwise sign-in, a redirect to it, or Not found.
 * A page whose session just ended goes to / (FA §4.5 step 7), not to sign-in with a way back to it.
 */
function SignedInGate() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session) return <Shell />;
  if (pathname === '/') return <SignInPage />;
  if (sessionEndedInThisPage()) return <Navigate to="/" replace />;
  if (isSignedInPath(pathname))
    return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <PublicNotFoundPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/signin" element={<SignInRoute />} />
        <Route path="/create-firm" element={<CreateFirmPage />} />
        <Route path="/set-sign-in-method" element={<SetSignInMethodPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/" element={<SignedInGate />}>
          <Route index element={<HomePage />} />
          {signedInRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
