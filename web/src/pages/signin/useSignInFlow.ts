/**
 * The sign-in flow of FA §4.5 as a small state machine: which step shows, what is known about the person,
 * and one action per thing they can do. The step components only render and call these actions.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { auth } from '../../api/auth';
import { once } from '../../api/once';
import { getPendingTwoFactor, savePendingTwoFactor, startSession } from '../../api/session';
import { isSessionTokens, needsSecondFactor, type SessionTokens } from '../../api/types';
import { signInText, toastDefaults } from '../../messages';
import { afterSignIn, safeRedirect } from '../../routes/redirect';
import { toastError } from '../../toast';
import { applyLanding } from './applyLanding';
import { linkOwnerOf, readExpiredLinkState } from './expiredLink';
import { landingPath } from './landing';

export type SignInStep =
  | 'login'
  | 'sent-link'
  | 'sent-email'
  | 'sent-text'
  | 'alternate-sign-in'
  | 'expired-link'
  | 'forgot-password'
  | '2fa';

/** What we know about the person signing in (from the lookup, or only a uid from an expired link). */
export interface KnownUser {
  uid: string;
  accountant_id?: string;
  preferred_sign_in_method?: string;
  /** The email the lookup was made with. */
  email?: string;
}

export function useSignInFlow() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The redirect with questionnaireId, companyId, taxYear and firmGroupId carried along (FA §2.1): links and
  // two-factor mails take it with them, so every way in lands on the same page with the same selection.
  const redirect = landingPath(safeRedirect(params.get('redirect')), params);
  const authToken = params.get('auth_token');
  const twoFactorUid = params.get('two_factor_uid');
  const twoFactorCode = params.get('two_factor_code');

  // A spent reset link sends the person here from /set-sign-in-method, straight to the expired-link page.
  const location = useLocation();
  const expired = readExpiredLinkState(location.state);
  // A template link's known email (pages/template) arrives here to sign in as usual, without typing it again.
  const continueOnArrival =
    Boolean(params.get('email')) &&
    (location.state as { continueWithEmail?: boolean } | null)?.continueWithEmail === true;

  const [step, setStep] = useState<SignInStep>(twoFactorUid ? '2fa' : expired ? 'expired-link' : 'login');
  const [email, setEmailValue] = useState(params.get('email') ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [user, setUser] = useState<KnownUser | null>(expired?.owner ?? null);
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [smsProblem, setSmsProblem] = useState<string | null>(null);
  /**
   * The password step's refusal (FA §8.1: 'The email address or password is incorrect', or 'Access to this account
   * has been temporarily restricted…' after too many): one message on the page, which the next press replaces
   * (`attempt` renews it, so it is announced again) instead of stacking a toast per press.
   */
  const [signInProblem, setSignInProblem] = useState<{ text: string; attempt: number } | null>(null);
  const [lastLink, setLastLink] = useState<'auth' | 'reset'>('auth');
  const [starting, setStarting] = useState(Boolean(authToken || (twoFactorUid && twoFactorCode)));

  /** Run an action with the busy flag set, so buttons can't send twice. */
  const run = useCallback(async <T>(fn: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await fn();
    } finally {
      setBusy(false);
    }
  }, []);

  const go = useCallback((next: SignInStep) => {
    setSmsProblem(null);
    setSignInProblem(null);
    setStep(next);
  }, []);

  const setEmail = useCallback((value: string) => {
    setEmailValue(value);
    setEmailError(null);
  }, []);

  const finish = useCallback(
    (tokens: SessionTokens, redirectTo: string | null = redirect) => {
      startSession(tokens);
      applyLanding(redirectTo);
      navigate(afterSignIn(Boolean(tokens.set_password_required), redirectTo), { replace: true });
    },
    [navigate, redirect],
  );

  /** FA §4.5 step 4: send the secure code link and wait for the second factor. */
  const startTwoFactor = useCallback(
    async (uid: string, mfa_token: string, redirectTo: string | null = redirect) => {
      savePendingTwoFactor({ uid, mfa_token, redirect: redirectTo ?? undefined });
      const res = await auth.send2faLink(uid, mfa_token, redirectTo);
      if (!res) return toastError(signInText.problemSending2fa);
      if (!res.ok) return;
      setSentMessage(res.data?.message ?? null);
      go('2fa');
    },
    [go, redirect],
  );

  /**
   * Exchanges an auth token (a sign-in link, a self sign-up, a verified code) for a session. A link or a sign-up of
   * someone whose own 2FA is on, or whose firm forces it for their kind, answers 'second factor required' instead
   * (FA §4.5 step 4): the secure code link is sent and the 2fa state shows.
   */
  const exchange = useCallback(
    async (
      token: string,
      redirectTo: string | null = redirect,
    ): Promise<'ok' | 'two-factor' | 'expired' | 'failed'> => {
      const res = await once(`auth_token:${token}`, () => auth.exchangeAuthToken(token));
      if (res?.ok && isSessionTokens(res.data)) {
        finish(res.data, redirectTo);
        return 'ok';
      }
      if (res?.ok && needsSecondFactor(res.data)) {
        await startTwoFactor(res.data.uid, res.data.mfa_token, redirectTo);
        return 'two-factor';
      }
      if (res?.status === 401) {
        // A genuine but spent link names its owner, so the expired-link page can offer them a new link or a code.
        const owner = linkOwnerOf(res.body);
        if (owner) setUser(owner);
        return 'expired';
      }
      if (!res) toastError(signInText.problemSigningIn);
      return 'failed';
    },
    [finish, redirect, startTwoFactor],
  );

  const lookup = useCallback(async (): Promise<KnownUser | null> => {
    const e = email.trim();
    if (!e) {
      setEmailError(signInText.emailMissing);
      return null;
    }
    if (user?.email === e && user.preferred_sign_in_method) return user;
    const res = await auth.preferredMethod(e);
    if (!res) {
      toastError(signInText.problemSigningIn);
      return null;
    }
    if (!res.ok) return null; // 404 / 429: the server's message was toasted
    const known: KnownUser = { ...res.data, email: e };
    setUser(known);
    return known;
  }, [email, user]);

  const sendEmailCode = useCallback(
    async (u: KnownUser) => {
      const res = await auth.sendEmailCode(u.uid);
      if (!res) return toastError(signInText.problemSendingCode);
      if (!res.ok) return;
      setSentMessage(res.data?.message ?? null);
      go('sent-email');
    },
    [go],
  );

  const sendSmsCode = useCallback(
    async (u: KnownUser) => {
      setSmsProblem(null);
      const res = await auth.sendSmsCode(u.uid);
      if (!res) return toastError(signInText.smsFailed);
      if (res.status === 422) return setSmsProblem(res.error ?? signInText.smsInvalidPhone);
      if (!res.ok) return;
      setSentMessage(res.data?.message ?? null);
      go('sent-text');
    },
    [go],
  );

  const sendLink = useCallback(
    async (u: KnownUser) => {
      const res = await auth.sendAuthLink(u.uid, u.accountant_id, redirect);
      if (!res) return toastError(signInText.problemSendingLink);
      if (!res.ok) return;
      setSentMessage(res.data?.message ?? null);
      setLastLink('auth');
      go('sent-link');
    },
    [go, redirect],
  );

  /**
   * Forgot password and alternate sign-in: email a link to reset the sign-in method (FA §4.5 step 3).
   * The Reset password form sends to the address in its field only (`typedOnly`); the other steps may use
   * the address the person was looked up with.
   */
  const resetMethod = useCallback(
    async (typedOnly = false) => {
      const e = typedOnly ? email.trim() : ((email.trim() || user?.email) ?? '');
      if (!e) {
        setEmailError(signInText.fillOutEmailFirst);
        return;
      }
      const res = await auth.changeLoginMethod(e, user?.email === e ? user.uid : undefined, redirect);
      if (!res) return toastError(toastDefaults.error);
      if (!res.ok) return;
      setSentMessage(res.data?.message ?? null);
      setLastLink('reset');
      go('sent-link');
    },
    [email, go, redirect, user],
  );

  const actions = {
    setEmail,
    /** Email step: look the person up, then continue by their preferred method (FA §4.5 steps 1-2). */
    continueWithEmail: () =>
      run(async () => {
        const u = await lookup();
        if (!u) return;
        switch (u.preferred_sign_in_method) {
          case 'password':
            return; // the password field appears
          case 'email':
            return sendEmailCode(u);
          case 'sms':
            return sendSmsCode(u);
          default:
            return sendLink(u);
        }
      }),
    useDifferentEmail: () => {
      setUser(null);
      setPasswordError(null);
      setSignInProblem(null);
      setSmsProblem(null);
    },
    signInWithPassword: (password: string) =>
      run(async () => {
        if (!email.trim()) return setEmailError(signInText.emailMissing);
        if (!password) return setPasswordError(signInText.passwordMissing);
        setPasswordError(null);
        const res = await auth.verifyPassword(email.trim(), password);
        if (!res) return toastError(signInText.problemSigningIn);
        if (res.status === 401 || res.status === 429) {
          setSignInProblem((p) => ({ text: res.error ?? signInText.problemSigningIn, attempt: (p?.attempt ?? 0) + 1 }));
          if (res.status === 401) setPasswordError(signInText.invalidPassword);
          return;
        }
        setSignInProblem(null);
        if (!res.ok) return;
        if (needsSecondFactor(res.data)) return startTwoFactor(res.data.uid, res.data.mfa_token);
        if (isSessionTokens(res.data)) return finish(res.data);
        toastError(signInText.problemSigningIn);
      }),
    clearPasswordError: () => setPasswordError(null),
    verifyCode: (code: string) =>
      run(async () => {
        const pending = step === '2fa' ? getPendingTwoFactor() : null;
        const uid = pending?.uid ?? user?.uid;
        if (!uid) return toastError(signInText.noUid);
        const res = await auth.verifyCode(uid, code.trim(), pending?.mfa_token);
        if (!res || !res.ok) {
          const status = res?.status;
          return toastError(
            status === 401 ? signInText.invalidCode : status === 429 ? signInText.tooManyAttempts : toastDefaults.error,
          );
        }
        if (needsSecondFactor(res.data)) return startTwoFactor(res.data.uid, res.data.mfa_token);
        const token = (res.data as { auth_token?: string }).auth_token;
        if (!token) return toastError(signInText.problemSigningIn);
        const outcome = await exchange(token, pending?.redirect ?? redirect);
        if (outcome === 'expired') toastError(signInText.problemSigningIn);
      }),
    resendCode: () =>
      run(async () => {
        if (step === '2fa') {
          const pending = getPendingTwoFactor();
          if (!pending) return toastError(signInText.problemSending2fa);
          return startTwoFactor(pending.uid, pending.mfa_token);
        }
        if (!user) return go('login');
        return step === 'sent-text' ? sendSmsCode(user) : sendEmailCode(user);
      }),
    resendLink: () =>
      run(async () => {
        if (lastLink === 'reset' || !user) return resetMethod();
        return sendLink(user);
      }),
    /** Alternate sign-in needs to know who is signing in. */
    alternateSignIn: () =>
      run(async () => {
        if (!user && !email.trim()) return setEmailError(signInText.fillOutEmailFirst);
        const u = user ?? (await lookup());
        if (u) go('alternate-sign-in');
      }),
    forgotPassword: () => {
      if (!email.trim()) return setEmailError(signInText.fillOutEmailFirst);
      go('forgot-password');
    },
    /** Expired link without a known uid: find the person by email first. */
    findUser: () => run(async () => void (await lookup())),
    emailCode: () => run(async () => (user ? sendEmailCode(user) : undefined)),
    textCode: () => run(async () => (user ? sendSmsCode(user) : undefined)),
    emailLink: () => run(async () => (user ? sendLink(user) : undefined)),
    resetMethod: () => run(() => resetMethod()),
    /** The Reset password form: FA §5.9 "Forgot password needs an email". */
    sendResetLink: () => run(() => resetMethod(true)),
    backToSignIn: () => {
      setSentMessage(null);
      go('login');
    },
  };

  // A sign-in link (?auth_token=) is exchanged at once; a 401 means it expired or was used (FA §2.4).
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (authToken) {
      void exchange(authToken).then((outcome) => {
        if (outcome === 'ok') return;
        const next = new URLSearchParams(params);
        next.delete('auth_token');
        setParams(next, { replace: true });
        if (outcome === 'expired') go('expired-link');
        setStarting(false);
      });
    } else if (continueOnArrival && !expired) {
      void actions.continueWithEmail();
    } else if (twoFactorUid && twoFactorCode) {
      // The secure two-factor link completes only in the browser that holds the mfa_token.
      const pending = getPendingTwoFactor();
      const next = new URLSearchParams(params);
      next.delete('two_factor_uid');
      next.delete('two_factor_code');
      if (!pending || pending.uid !== twoFactorUid) {
        toastError(signInText.problemSigningIn);
        setParams(next, { replace: true });
        go('login');
        setStarting(false);
        return;
      }
      void once(`2fa:${twoFactorUid}:${twoFactorCode}`, () =>
        auth.verifyCode(pending.uid, twoFactorCode, pending.mfa_token),
      ).then(async (res) => {
        const token = res?.ok ? (res.data as { auth_token?: string }).auth_token : undefined;
        if (token && (await exchange(token, pending.redirect ?? redirect)) === 'ok') return;
        toastError(
          res?.status === 401
            ? signInText.invalidCode
            : res?.status === 429
              ? signInText.tooManyAttempts
              : signInText.problemSigningIn,
        );
        setParams(next, { replace: true });
        go('2fa');
        setStarting(false);
      });
    }
    // Runs once per page load with the URL it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    step,
    email,
    emailError,
    passwordError,
    user,
    busy,
    sentMessage,
    smsProblem,
    signInProblem,
    starting,
    redirect,
    actions,
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
