/**
 * Routes (FA §2.1-§2.3, MD §2). Every page, the sign-in page too, loads on demand (./pages); main.tsx preloads
 * the landing page's chunks.
 * Signed-in pages render inside the Shell (navigation, top bar, banners). Signed out, / is the sign-in page,
 * a known signed-in path goes to /signin?redirect=..., and an unknown path is Not found.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { Loading } from '../components/Loading';
import { sessionEndedInThisPage } from '../api/session';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useSession } from '../hooks/useSession';
import { afterSignIn, guardRedirect, safeRedirect, type Audience } from './redirect';
import { landingPath } from '../pages/signin/landing';
import {
  ActivitiesPage,
  TaxReturnsPage,
  TaxReturnDeliveryAdminPage,
  SignatureRequestsPage,
  ReviewSignatureRequestPage,
  AdminDocumentsPage,
  AdminDocumentsRedirect,
  AdminProfilePage,
  AnsweringPage,
  ClientDocumentsPage,
  CreateFirmPage,
  CreateQuestionnaireFromTemplatePage,
  DocumentDropOffPage,
  DropLinkDownloadsPage,
  DropLinkPage,
  EntitiesPage,
  ExportDownloadsPage,
  EntityDashboardPage,
  FirmSettingsPage,
  FirmRolesPage,
  HelpPage,
  HomePage,
  InboxPage,
  MessagesPage,
  NotFoundPage,
  OverviewPage,
  PreviewUserPage,
  ProfilePage,
  GuidePage,
  DesignPage,
  QuestionnairePreviewPage,
  TemplateEditorPage,
  TemplatePreviewPage,
  TemplatesPage,
  TemplatePage,
  PublicNotFoundPage,
  SetSignInMethodPage,
  Shell,
  SignInPage,
  TaxReturnDeliveryPage,
  UserModePage,
  UsersPage,
} from './pages';

/** FA §7.2: where Google or Microsoft send the browser back, to sign in or to link an account (linked accounts). */
const ProviderCallback = lazy(() => import('../components/linked-accounts/ProviderCallback'));

/**
 * Pages that need a signed-in user, relative to /, each saying who may open it (`audience`). Someone else is sent
 * to their own screen (./redirect guardRedirect): a client to `clientElsewhere` or the dashboard, staff to their
 * home. A feature adds its page here (and flips its nav link).
 */
const signedInRoutes: { path: string; element: ReactNode; audience: Audience; clientElsewhere?: string }[] = [
  { path: 'admin-profile', element: <AdminProfilePage />, audience: 'staff' },
  // FA §2.3: the client's Profile Settings (an advisor's preview shows it read-only).
  { path: 'profile', element: <ProfilePage />, audience: 'client' },
  { path: 'preview/user/:previewUserId/profile', element: <ProfilePage />, audience: 'staff' },
  // FA §2.2: the Guide (the page says Not found when the firm's tour is off).
  { path: 'admin-guide', element: <GuidePage />, audience: 'staff' },
  // FA §2.9: Firm Settings; the page shows Not found to staff other than partners.
  { path: 'firm', element: <FirmSettingsPage />, audience: 'staff' },
  // MD §2: the staff messages screen and the client inbox.
  { path: 'messages', element: <MessagesPage />, audience: 'staff', clientElsewhere: '/inbox' },
  // FA §2.2, §2.5: the Entities page and entity mode's Dashboard.
  { path: 'admin', element: <EntitiesPage />, audience: 'staff' },
  { path: 'admin/:companyHash', element: <EntityDashboardPage />, audience: 'staff' },
  { path: 'admin/:companyHash/messages', element: <MessagesPage />, audience: 'staff' },
  { path: 'admin/:companyHash/messages/:conversationId', element: <MessagesPage />, audience: 'staff' },
  // QD §2: the document browser; a client's link opened by staff goes to the entity's (the page sends them).
  { path: 'admin/:companyHash/documents', element: <AdminDocumentsPage />, audience: 'staff' },
  { path: 'admin-documents/:companyHash', element: <AdminDocumentsRedirect />, audience: 'staff' },
  { path: 'documents/:companyHash', element: <ClientDocumentsPage />, audience: 'anyone' },
  { path: 'preview/user/:previewUserId/documents/:companyHash', element: <ClientDocumentsPage />, audience: 'staff' },
  { path: 'inbox', element: <InboxPage />, audience: 'client' },
  { path: 'inbox/:companyHash', element: <InboxPage />, audience: 'client' },
  { path: 'inbox/:companyHash/:conversationId', element: <InboxPage />, audience: 'client' },
  { path: 'activities', element: <ActivitiesPage />, audience: 'staff' },
  // FA §2.2, §2.5: the Users page and user mode.
  { path: 'clients', element: <UsersPage />, audience: 'staff' },
  { path: 'clients/:userId', element: <UserModePage />, audience: 'staff' },
  // The client reviews the return; staff see it read-only.
  { path: 'tax-return-delivery/:id', element: <TaxReturnDeliveryPage />, audience: 'anyone' },
  // FA §2.6, §2.7: the firm's tax returns, a return's delivery admin view, signature requests and their review.
  { path: 'tax-returns', element: <TaxReturnsPage />, audience: 'staff' },
  { path: 'tax-return-delivery-admin-view/:taxReturnId', element: <TaxReturnDeliveryAdminPage />, audience: 'staff' },
  { path: 'signature-requests', element: <SignatureRequestsPage />, audience: 'staff' },
  { path: 'review-signature-request/:id', element: <ReviewSignatureRequestPage />, audience: 'anyone' },
  { path: 'preview/user/:previewUserId', element: <PreviewUserPage />, audience: 'staff' },
  // FA §2.2 Collect and the templates; QD §2 the staff previews of a template and of a client's questionnaire.
  { path: 'overview', element: <OverviewPage />, audience: 'staff' },
  { path: 'templates', element: <TemplatesPage />, audience: 'staff' },
  { path: 'templates/new', element: <TemplateEditorPage />, audience: 'staff' },
  { path: 'templates/:templateId', element: <TemplateEditorPage />, audience: 'staff' },
  { path: 'preview/template/:templateId', element: <TemplatePreviewPage />, audience: 'staff' },
  {
    path: 'preview/:companyId/questionnaire/:questionnaireId',
    element: <QuestionnairePreviewPage />,
    audience: 'staff',
  },
  // QD §2: the client answers; staff opening a client's link are sent to the staff preview (the page sends them).
  { path: 'questionnaire/:companyHash', element: <AnsweringPage />, audience: 'anyone' },
  // FA §2.1: after a template sign-up, the questionnaire from the template (made once, then opened).
  {
    path: 'template/:templateHashId/create-questionnaire-from-template',
    element: <CreateQuestionnaireFromTemplatePage />,
    audience: 'client',
  },
  // FA §2.9: a drop's files, the drop notification's link.
  { path: 'drop-link-downloads/:folder', element: <DropLinkDownloadsPage />, audience: 'staff' },
  // QD §7: a questionnaire export's file, the export notification's link.
  { path: 'export-downloads/:exportId', element: <ExportDownloadsPage />, audience: 'staff' },
  // FA §2.2, §7.6: Firm Roles (the page itself says Not found to staff below admin or when roles are off).
  { path: 'settings/roles', element: <FirmRolesPage />, audience: 'staff' },
];

/** A page of the table, or its owner's own screen for anyone else (the Shell has loaded the user already). */
function Guarded({ route }: { route: (typeof signedInRoutes)[number] }) {
  const { data: me } = useCurrentUser();
  if (!me) return null;
  const elsewhere = guardRedirect(route.audience, me.user.is_advisor, route.clientElsewhere);
  return elsewhere ? <Navigate to={elsewhere} replace /> : route.element;
}

function isSignedInPath(pathname: string): boolean {
  return signedInRoutes.some((r) => matchPath(`/${r.path}`, pathname));
}

/** /signin: a signed-in visitor goes straight on, unless the URL carries a token to use. */
function SignInRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const hasToken = params.has('auth_token') || params.has('two_factor_uid');
  if (session && !hasToken) {
    // With the questionnaireId, companyId, taxYear and firmGroupId of the address (FA §2.1), as a sign-in lands.
    const landing = landingPath(safeRedirect(params.get('redirect')), params);
    return <Navigate to={afterSignIn(session.set_password_required, landing)} replace />;
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
        <Route path="/signin/callback" element={<ProviderCallback />} />
        <Route path="/create-firm" element={<CreateFirmPage />} />
        <Route path="/set-sign-in-method" element={<SetSignInMethodPage />} />
        <Route path="/help" element={<HelpPage />} />
        {/* FA §2.1: /design, standalone: the portal's design tokens and components in the current theme. */}
        <Route path="/design" element={<DesignPage />} />
        {/* FA §2.9: uploads through the firm's drop link, without sign-in (signed in too). */}
        <Route path="/drop-link" element={<DropLinkPage />} />
        {/* FA §2.1, §2.4: self sign-up through a template link (the template states), without sign-in. */}
        <Route path="/template/:templateHashId" element={<TemplatePage />} />
        {/* QD §2: documents for a Document Drop Off questionnaire, without sign-in (signed in too). */}
        <Route path="/document-drop-off" element={<DocumentDropOffPage />} />
        <Route path="/" element={<SignedInGate />}>
          <Route index element={<HomePage />} />
          {signedInRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<Guarded route={r} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
