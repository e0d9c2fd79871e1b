import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from './api/session';
import { App } from './App';
import { preloadCurrentUser } from './hooks/useCurrentUser';
import { ClientDashboardPage, HomePage, Shell, SignInPage, StaffHomePage } from './routes/pages';
import './index.css';

// Start the landing page's requests before React renders, side by side rather than one after another:
// signed in, `current_user` with the Shell's chunk (and on / the home page's, the client dashboard or the
// staff home as soon as `current_user` says which); signed out on / or /signin, the sign-in page's chunk.
const session = getSession();
const { pathname } = window.location;
if (session) {
  const me = preloadCurrentUser(session.sid);
  void Shell.preload();
  if (pathname === '/') {
    void HomePage.preload();
    me.then(
      (u) =>
        void (u.user.set_password_required
          ? undefined
          : (u.user.is_advisor ? StaffHomePage : ClientDashboardPage).preload()),
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
