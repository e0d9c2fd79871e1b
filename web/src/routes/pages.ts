/**
 * Every page and the Shell (and its staff navigation), each in a chunk of its own, loaded on demand. A chunk can
 * also be fetched ahead of its first render (`preload()`): main.tsx starts the landing page's chunks together with
 * `current_user`, so the page does not wait for one step after another. Once a chunk has loaded, its component
 * renders at once (no Suspense fallback for a tick).
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

function preloadable<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err) => {
        loading = undefined; // a failed chunk load can be tried again on the next render
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(get);
  // The component type is chosen once per mount: switching from Lazy to the loaded one on a later render would
  // remount the page (and a modal open in it would leave the app aria-hidden).
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never during a render
  const Page = (props: P) => {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  };
  return Object.assign(Page, { preload: () => get().catch(() => undefined) });
}

export const SignInPage = preloadable(() => import('../pages/signin/SignInPage'));
export const Shell = preloadable(() => import('../components/shell/Shell'));
/** The Shell's staff navigation (entity and user modes with them): clients never load it. */
export const StaffNav = preloadable(() => import('../components/shell/StaffNav'));
export const HomePage = preloadable(() => import('../pages/HomePage'));
export const StaffHomePage = preloadable(() => import('../pages/StaffHomePage'));
export const ClientDashboardPage = preloadable(() => import('../pages/ClientDashboardPage'));
export const AdminProfilePage = preloadable(() => import('../pages/AdminProfilePage'));
/** FA §2.3: the client's Profile Settings (/profile). */
export const ProfilePage = preloadable(() => import('../pages/ProfilePage'));
/** FA §2.2: the Guide (advisors, when the firm's tour is on). */
export const GuidePage = preloadable(() => import('../pages/GuidePage'));
/** FA §2.1: /design, the living style guide (standalone, no sign-in). */
export const DesignPage = preloadable(() => import('../pages/DesignPage'));
/** FA §2.9: Firm Settings (partner only). */
export const FirmSettingsPage = preloadable(() => import('../pages/firm/FirmSettingsPage'));
export const NotFoundPage = preloadable(() => import('../pages/NotFoundPage'));
export const PublicNotFoundPage = preloadable(() => import('../pages/PublicNotFoundPage'));
export const CreateFirmPage = preloadable(() => import('../pages/CreateFirmPage'));
export const SetSignInMethodPage = preloadable(() => import('../pages/set-sign-in-method/SetSignInMethodPage'));
export const HelpPage = preloadable(() => import('../pages/HelpPage'));
export const MessagesPage = preloadable(() => import('../pages/messages/MessagesPage'));
export const InboxPage = preloadable(() => import('../pages/inbox/InboxPage'));
export const ActivitiesPage = preloadable(() => import('../pages/ActivitiesPage'));
export const TaxReturnDeliveryPage = preloadable(() => import('../pages/TaxReturnDeliveryPage'));
/** FA §2.6, §2.7: the firm's tax returns table, the delivery admin view, signature requests and their review. */
export const TaxReturnsPage = preloadable(() => import('../pages/tax-returns/TaxReturnsPage'));
export const TaxReturnDeliveryAdminPage = preloadable(() => import('../pages/tax-returns/TaxReturnDeliveryAdminPage'));
export const SignatureRequestsPage = preloadable(() => import('../pages/signature-requests/SignatureRequestsPage'));
export const ReviewSignatureRequestPage = preloadable(
  () => import('../pages/signature-requests/ReviewSignatureRequestPage'),
);
export const PreviewUserPage = preloadable(() => import('../pages/PreviewUserPage'));
export const UsersPage = preloadable(() => import('../pages/users/UsersPage'));
export const UserModePage = preloadable(() => import('../pages/users/UserModePage'));
export const EntitiesPage = preloadable(() => import('../pages/entities/EntitiesPage'));
export const EntityDashboardPage = preloadable(() => import('../pages/entities/EntityDashboardPage'));
/** FA §2.1: a template's self sign-up link (no sign-in) and the questionnaire it makes for the signed-in client. */
export const TemplatePage = preloadable(() => import('../pages/template/TemplatePage'));
export const CreateQuestionnaireFromTemplatePage = preloadable(
  () => import('../pages/template/CreateQuestionnaireFromTemplatePage'),
);
/** FA §2.9: the public drop-link page, and a drop's download page for staff (the drop notification's link). */
export const DropLinkPage = preloadable(() => import('../pages/DropLinkPage'));
export const DropLinkDownloadsPage = preloadable(() => import('../pages/DropLinkDownloadsPage'));
/** QD §7: a finished questionnaire export's download (the export notification's link). */
export const ExportDownloadsPage = preloadable(() => import('../pages/ExportDownloadsPage'));
/** QD §2: the public Document Drop Off page (no sign-in). */
export const DocumentDropOffPage = preloadable(() => import('../pages/DocumentDropOffPage'));
/** QD §2: the document browser, the client's (also in a staff preview) and the staff's, and the old link form. */
export const ClientDocumentsPage = preloadable(() => import('../pages/documents/ClientDocumentsPage'));
export const AdminDocumentsPage = preloadable(() => import('../pages/documents/AdminDocumentsPage'));
export const AdminDocumentsRedirect = preloadable(() => import('../pages/documents/AdminDocumentsRedirect'));
/** QD §2, FA §2.2: Collect, the templates (list, editor, preview) and the staff preview of a client's questionnaire. */
export const OverviewPage = preloadable(() => import('../pages/questionnaires/OverviewPage'));
export const TemplatesPage = preloadable(() => import('../pages/questionnaires/TemplatesPage'));
export const TemplateEditorPage = preloadable(() => import('../pages/questionnaires/TemplateEditorPage'));
export const TemplatePreviewPage = preloadable(() => import('../pages/questionnaires/TemplatePreviewPage'));
export const QuestionnairePreviewPage = preloadable(() => import('../pages/questionnaires/QuestionnairePreviewPage'));
/** QD §2: the client answering a questionnaire (client mode). */
export const AnsweringPage = preloadable(() => import('../pages/questionnaires/AnsweringPage'));
/** FA §2.2, §7.6: Firm Roles (partner or admin, when the firm uses roles). */
export const FirmRolesPage = preloadable(() => import('../pages/firm-roles/FirmRolesPage'));
