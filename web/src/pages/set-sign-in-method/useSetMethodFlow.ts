/**
 * The /set-sign-in-method wizard (FA §2.8, §4.6): choose password, email or SMS, supply it, store the
 * tokens the server returns, run the 2fa step when required, then go to the redirect or /.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { auth } from '../../api/auth';
import { once } from '../../api/once';
import { getPendingTwoFactor, getSession, savePendingTwoFactor, startSession } from '../../api/session';
import { isSessionTokens, needsSecondFactor, type SessionTokens } from '../../api/types';
import { useSession } from '../../hooks/useSession';
import { signInText, toastDefaults } from '../../messages';
import { safeRedirect } from '../../routes/redirect';
import { toastError } from '../../toast';
import { applyLanding } from '../signin/applyLanding';
import { expiredLinkState, linkOwnerOf } from '../signin/expiredLink';

export type WizardStep = 'set-sign-in-method' | 'set-email' | 'set-password' | 'set-phone-number' | '2fa';
export type Method = 'password' | 'email' | 'sms';

export const stepFor: Record<Method, WizardStep> = {
  password: 'set-password',
  email: 'set-email',
  sms: 'set-phone-number',
};

export function useSetMethodFlow() {
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const authToken = params.get('auth_token');
  const redirect = safeRedirect(params.get('redirect'));

  const [step, setStep] = useState<WizardStep>('set-sign-in-method');
  const [method, setMethod] = useState<Method>('password');
  const [busy, setBusy] = useState(false);
  const [exchanging, setExchanging] = useState(Boolean(authToken));
  const [linkFailed, setLinkFailed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  /** Whether the 2fa step guards the wizard itself (a reset link for a two-factor user) or follows a saved method. */
  const [twoFactorBefore, setTwoFactorBefore] = useState(false);
  /** This page with its redirect: where a two-factor user who came by link continues once the second factor is done. */
  const wizardPath = `/set-sign-in-method${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  const done = useCallback(
    (tokens: SessionTokens) => {
      startSession(tokens);
      // A reset link keeps the page and selection the sign-in started with (FA §2.1).
      applyLanding(redirect);
      navigate(redirect ?? '/', { replace: true });
    },
    [navigate, redirect],
  );

  /** FA §4.5 step 4: send the secure code link and wait for the second factor. */
  const startTwoFactor = async (uid: string, mfa_token: string, before: boolean): Promise<boolean> => {
    // The secure link in the mail finishes on /signin; it then comes back here, or goes on to the redirect.
    savePendingTwoFactor({ uid, mfa_token, redirect: before ? wizardPath : (redirect ?? undefined) });
    const res = await auth.send2faLink(uid, mfa_token, redirect);
    if (!res) {
      toastError(signInText.problemSending2fa);
      return false;
    }
    if (!res.ok) return false;
    setSentMessage(res.data?.message ?? null);
    setTwoFactorBefore(before);
    setStep('2fa');
    return true;
  };

  // The emailed link carries an auth token: exchange it first. For a two-factor user the exchange asks for
  // the second factor, which comes before the wizard (FA §4.6: "the 2fa step runs afterwards when required").
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !authToken) return;
    handled.current = true;
    void once(`auth_token:${authToken}`, () => auth.exchangeAuthToken(authToken)).then(async (res) => {
      const next = new URLSearchParams(params);
      next.delete('auth_token');
      if (res?.status === 401 && !getSession()) {
        // A reset link used before or expired: the expired-link page offers a new link or a code (FA §2.4).
        const signin = `/signin${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
        return navigate(signin, { replace: true, state: expiredLinkState(linkOwnerOf(res.body)) });
      }
      if (res?.ok && isSessionTokens(res.data)) startSession(res.data);
      else if (
        !(res?.ok && needsSecondFactor(res.data) && (await startTwoFactor(res.data.uid, res.data.mfa_token, true)))
      )
        setLinkFailed(true);
      setParams(next, { replace: true });
      setExchanging(false);
    });
    // Runs once per page load with the URL it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };

  const save = (body: { new_password?: string; email?: string; phone_number?: string }, fieldsHere: string[]) =>
    run(async () => {
      setServerErrors({});
      const res = await auth.setSignInMethod({ sign_in_method: method, ...body });
      if (!res) return toastError(toastDefaults.error);
      if (!res.ok) {
        if (res.fields) {
          setServerErrors(res.fields);
          // A field error for something not on this step still needs saying.
          if (!Object.keys(res.fields).some((f) => fieldsHere.includes(f))) toastError(res.error);
        }
        return;
      }
      if (needsSecondFactor(res.data)) return void (await startTwoFactor(res.data.uid, res.data.mfa_token, false));
      if (isSessionTokens(res.data)) return done(res.data);
      toastError(toastDefaults.error);
    });

  const verify2fa = (code: string) =>
    run(async () => {
      const pending = getPendingTwoFactor();
      if (!pending) return toastError(signInText.noUid);
      const res = await auth.verifyCode(pending.uid, code, pending.mfa_token);
      if (!res || !res.ok) {
        const status = res?.status;
        return toastError(
          status === 401 ? signInText.invalidCode : status === 429 ? signInText.tooManyAttempts : toastDefaults.error,
        );
      }
      const token = (res.data as { auth_token?: string }).auth_token;
      if (!token) return toastError(signInText.problemSigningIn);
      const ex = await auth.exchangeAuthToken(token);
      if (!ex?.ok || !isSessionTokens(ex.data)) return toastError(signInText.problemSigningIn);
      if (!twoFactorBefore) return done(ex.data);
      // Signed in now: on to choosing the method.
      startSession(ex.data);
      setTwoFactorBefore(false);
      setStep('set-sign-in-method');
    });

  const resend2fa = () =>
    run(async () => {
      const pending = getPendingTwoFactor();
      if (!pending) return toastError(signInText.problemSending2fa);
      await startTwoFactor(pending.uid, pending.mfa_token, twoFactorBefore);
    });

  return {
    step,
    method,
    busy,
    exchanging,
    linkFailed,
    signedIn: Boolean(session),
    redirect,
    serverErrors,
    sentMessage,
    actions: {
      setMethod,
      choose: () => {
        setServerErrors({});
        setStep(stepFor[method]);
      },
      back: () => {
        setServerErrors({});
        setStep('set-sign-in-method');
      },
      clearServerError: (field: string) => setServerErrors((e) => ({ ...e, [field]: '' })),
      save,
      verify2fa,
      resend2fa,
    },
  };
}

export type SetMethodFlow = ReturnType<typeof useSetMethodFlow>;
