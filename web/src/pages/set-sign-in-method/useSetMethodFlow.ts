/**
 * The /set-sign-in-method wizard (FA §2.8, §4.6): choose password, email or SMS, supply it, store the
 * tokens the server returns, run the 2fa step when required, then go to the redirect or /.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { auth } from '../../api/auth';
import { once } from '../../api/once';
import { getPendingTwoFactor, savePendingTwoFactor, startSession } from '../../api/session';
import { isSessionTokens, needsSecondFactor, type SessionTokens } from '../../api/types';
import { useSession } from '../../hooks/useSession';
import { signInText, toastDefaults } from '../../messages';
import { safeRedirect } from '../../routes/redirect';
import { toastError } from '../../toast';

export type WizardStep = 'set-sign-in-method' | 'set-email' | 'set-password' | 'set-phone-number' | '2fa';
export type Method = 'password' | 'email' | 'sms';

export const stepFor: Record<Method, WizardStep> = { password: 'set-password', email: 'set-email', sms: 'set-phone-number' };

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

  const done = useCallback((tokens: SessionTokens) => {
    startSession(tokens);
    navigate(redirect ?? '/', { replace: true });
  }, [navigate, redirect]);

  // The emailed link carries an auth token: exchange it first.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !authToken) return;
    handled.current = true;
    void once(`auth_token:${authToken}`, () => auth.exchangeAuthToken(authToken)).then((res) => {
      const next = new URLSearchParams(params);
      next.delete('auth_token');
      if (res?.ok && isSessionTokens(res.data)) startSession(res.data);
      else setLinkFailed(true);
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

  const startTwoFactor = async (uid: string, mfa_token: string) => {
    savePendingTwoFactor({ uid, mfa_token, redirect: redirect ?? undefined });
    const res = await auth.send2faLink(uid, mfa_token, redirect);
    if (!res) return toastError(signInText.problemSending2fa);
    if (!res.ok) return;
    setSentMessage(res.data?.message ?? null);
    setStep('2fa');
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
      if (needsSecondFactor(res.data)) return startTwoFactor(res.data.uid, res.data.mfa_token);
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
        return toastError(status === 401 ? signInText.invalidCode : status === 429 ? signInText.tooManyAttempts : toastDefaults.error);
      }
      const token = (res.data as { auth_token?: string }).auth_token;
      if (!token) return toastError(signInText.problemSigningIn);
      const ex = await auth.exchangeAuthToken(token);
      if (ex?.ok && isSessionTokens(ex.data)) return done(ex.data);
      toastError(signInText.problemSigningIn);
    });

  const resend2fa = () =>
    run(async () => {
      const pending = getPendingTwoFactor();
      if (!pending) return toastError(signInText.problemSending2fa);
      await startTwoFactor(pending.uid, pending.mfa_token);
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
