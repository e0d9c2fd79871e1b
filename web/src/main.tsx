import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from './api/session';
import { App } from './App';
import { preloadCurrentUser } from './hooks/useCurrentUser';
import {
  ClientDashboardPage,
  DocumentDropOffPage,
  DropLinkPage,
  HomePage,
  Shell,
  SignInPage,
  StaffHomePage,
  StaffNav,
} from './routes/pages';
import './index.css';

// Start the landing page's requests before React renders, side by side rather than one after another:
// signed in, `current_user` with the Shell's chunk (and on / the home page's, the client dashboard or the
// staff home as soon as `current_user` says which, and the client dashboard's data with it); signed out on / or
// /signin, the sign-in page's chunk.
const session = getSession();
const { pathname } = window.location;
// The public drop-link (FA §2.9) and Document Drop Off (QD §2) pages need no sign-in: their chunk starts at once,
// whoever opens them.
if (pathname === '/drop-link') void DropLinkPage.preload();
else if (pathname === '/document-drop-off') void DocumentDropOffPage.preload();
else if (session) {
  const me = preloadCurrentUser(session.sid);
  void Shell.preload();
  // The staff navigation and the top bar's bell, which the Shell loads on demand so that clients never fetch them.
  me.then(
    (u) => {
      if (!u.user.is_advisor) return;
      void StaffNav.preload();
      void import('./components/notifications/NotificationsBell').catch(() => undefined);
    },
    () => undefined,
  );
  if (pathname === '/') {
    void HomePage.preload();
    // Fetched beside `current_user`, so the client dashboard's data calls start the moment it answers.
    const dashboard = import('./components/dashboard/preload');
    me.then(
      (u) => {
        if (u.user.set_password_required) return;
        if (u.user.is_advisor) return void StaffHomePage.preload();
        void ClientDashboardPage.preload();
        if (u.has_active_entities) void dashboard.then((d) => d.preloadClientDashboard(u, session.sid));
      },
      () => undefined,
    );
  }
} else if (pathname === '/' || pathname === '/signin') {
  void SignInPage.preload();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
