/**
 * The signed-in session: token storage shared by every tab, and sign-out everywhere (FA §4.5 step 7).
 * Tokens live in localStorage so all tabs share one session; a sign-out writes a marker that the
 * other tabs see through the `storage` event, and they sign out too and show a notice for 10 seconds.
 */

export interface SessionTokens {
  firebase_token: string;
  refresh_token: string;
  expires_in: number;
  set_password_required: boolean;
}

export interface Session extends SessionTokens {
  /** Stable for the life of a sign-in (token refreshes keep it); cache keys use it. */
  sid: string;
  obtained_at: number;
}

/** A first factor that passed, waiting for the second; kept per tab so only this browser can finish. */
export interface PendingTwoFactor {
  uid: string;
  mfa_token: string;
  redirect?: string;
}

const SESSION_KEY = 'ledgerline.session';
const SIGNED_OUT_KEY = 'ledgerline.signed-out';
const TWO_FACTOR_KEY = 'ledgerline.two-factor';
const NOTICE_MS = 10_000;

type Listener = () => void;
const listeners = new Set<Listener>();

let current: Session | null = readSession();
/** Whether a session ended while this page was open (here, in another tab, or refused by the server). */
let endedInThisPage = false;
let noticeVisible = false;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const fn of listeners) fn();
}

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<Session>;
    return typeof s.firebase_token === 'string' && typeof s.refresh_token === 'string' ? (s as Session) : null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  try {
    return parseSession(localStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (err) {
    console.error('Could not write to localStorage', err);
  }
}

function newSid(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
}

export function subscribe(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function getSession(): Session | null {
  return current;
}

/** Whether the "signed out in another page" notice should show (for 10 seconds after it happened). */
export function getSignedOutNotice(): boolean {
  return noticeVisible;
}

/**
 * True once a session has ended while this page was open: the page then goes to / (FA §4.5 step 7)
 * rather than to sign-in with a redirect back to where the previous user was.
 */
export function sessionEndedInThisPage(): boolean {
  return endedInThisPage;
}

/** A new sign-in. */
export function startSession(tokens: SessionTokens): Session {
  endedInThisPage = false;
  current = { ...pickTokens(tokens), sid: newSid(), obtained_at: Date.now() };
  write(SESSION_KEY, JSON.stringify(current));
  clearPendingTwoFactor();
  hideNotice();
  emit();
  return current;
}

/** Fresh tokens for the same sign-in (refresh, or a new sign-in method). */
export function updateTokens(tokens: SessionTokens): void {
  if (!current) {
    startSession(tokens);
    return;
  }
  current = { ...current, ...pickTokens(tokens), obtained_at: Date.now() };
  write(SESSION_KEY, JSON.stringify(current));
  emit();
}

function pickTokens(t: SessionTokens): SessionTokens {
  return {
    firebase_token: t.firebase_token,
    refresh_token: t.refresh_token,
    expires_in: t.expires_in,
    set_password_required: Boolean(t.set_password_required),
  };
}

/**
 * Sign out in this tab: clear the session and store the sign-out marker, which signs out every other tab.
 * The app's session watcher then sends this tab to /. `notice`: the sign-out was not the person's own
 * doing (the server refused the session), so this tab shows the signed-out notice too.
 */
export function signOut(opts: { notice?: boolean } = {}): void {
  const had = current !== null;
  current = null;
  write(SESSION_KEY, null);
  write(SIGNED_OUT_KEY, `${Date.now()}:${newSid()}`);
  clearPendingTwoFactor();
  if (!had) return;
  endedInThisPage = true;
  if (opts.notice) showNotice();
  emit();
}

function showNotice() {
  noticeVisible = true;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(hideNotice, NOTICE_MS);
}

function hideNotice() {
  clearTimeout(noticeTimer);
  if (!noticeVisible) return;
  noticeVisible = false;
  emit();
}

function signedOutElsewhere() {
  const had = current !== null;
  current = null;
  if (had) {
    endedInThisPage = true;
    showNotice();
  }
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.storageArea !== localStorage) return;
    if (e.key === SIGNED_OUT_KEY && e.newValue) {
      signedOutElsewhere();
    } else if (e.key === SESSION_KEY) {
      const next = parseSession(e.newValue);
      if (!next) {
        if (current) signedOutElsewhere();
      } else {
        current = next;
        emit();
      }
    } else if (e.key === null && current) {
      // localStorage.clear() in another tab
      signedOutElsewhere();
    }
  });
}

export function savePendingTwoFactor(p: PendingTwoFactor): void {
  try {
    sessionStorage.setItem(TWO_FACTOR_KEY, JSON.stringify(p));
  } catch (err) {
    console.error('Could not write to sessionStorage', err);
  }
}

export function getPendingTwoFactor(): PendingTwoFactor | null {
  try {
    const raw = sessionStorage.getItem(TWO_FACTOR_KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<PendingTwoFactor>;
    return typeof p.uid === 'string' && typeof p.mfa_token === 'string' ? (p as PendingTwoFactor) : null;
  } catch {
    return null;
  }
}

export function clearPendingTwoFactor(): void {
  try {
    sessionStorage.removeItem(TWO_FACTOR_KEY);
  } catch {
    /* storage unavailable */
  }
}
