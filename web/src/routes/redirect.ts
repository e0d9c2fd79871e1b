import { hasControlCharacter } from '@ledgerline/shared/control-characters';
/**
 * The `redirect` query parameter: only a path on this site is followed (never another origin,
 * never back to the sign-in page), so a crafted link can't send a user elsewhere after sign-in.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const r = raw.trim();
  if (!r.startsWith('/') || r.startsWith('//') || r.includes('\\') || hasControlCharacter(r)) return null;
  try {
    const u = new URL(r, window.location.origin);
    if (u.origin !== window.location.origin) return null;
    if (u.pathname === '/signin') return null;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return null;
  }
}

/** Where to go once signed in: the wizard when a password must be set, else the redirect or /. */
export function afterSignIn(setPasswordRequired: boolean, redirect: string | null): string {
  if (setPasswordRequired) return `/set-sign-in-method${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return redirect ?? '/';
}

/** Who may open a signed-in page (FA §2.2 staff navigation, §2.3 client navigation). */
export type Audience = 'staff' | 'client' | 'anyone';

/**
 * Where a signed-in user goes from a page that is not theirs, or null when they may open it. A client goes to
 * `clientElsewhere` when the page names one (the staff /messages sends a client to their /inbox), else to their
 * dashboard; staff go to their home.
 */
export function guardRedirect(audience: Audience, isAdvisor: boolean, clientElsewhere?: string): string | null {
  if (audience === 'anyone' || (audience === 'staff') === isAdvisor) return null;
  return isAdvisor ? '/' : (clientElsewhere ?? '/');
}
