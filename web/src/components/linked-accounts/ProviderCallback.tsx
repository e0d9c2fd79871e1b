import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { auth } from '../../api/auth';
import { once } from '../../api/once';
import { savePendingTwoFactor, startSession } from '../../api/session';
import { isSessionTokens, needsSecondFactor } from '../../api/types';
import { AuthLayout } from '../AuthLayout';
import { Loading } from '../Loading';
import { PageHeading } from '../PageHeading';
import { applyLanding } from '../../pages/signin/applyLanding';
import { afterSignIn } from '../../routes/redirect';
import { linkedAccountsText as t } from '../../texts/linkedAccounts';
import { toastError, toastSuccess } from '../../toast';
import { linkedAccounts, takePendingFlow, type PendingProviderFlow } from './api';

type Outcome = { kind: 'working'; purpose: PendingProviderFlow['purpose'] } | { kind: 'problem'; text: string };

/**
 * /signin/callback: where Google or Microsoft send the browser back with a code (FA §7.2). It finishes what this tab
 * started: a sign-in (the session starts, or the second factor is asked for as after any first factor), or linking
 * an account, which goes back to Profile Settings with the result. Anything else (a state this tab was not given, a
 * cancelled or refused sign-in) says so, with the way back.
 */
export default function ProviderCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working', purpose: 'sign_in' });

  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const key = `provider-callback:${code ?? params.get('error') ?? ''}:${state}`;
    void once(key, async (): Promise<Result> => {
      const flow = takePendingFlow();
      if (!flow || flow.state !== state) return { kind: 'problem', text: t.notStartedHere };
      if (!code) {
        const cancelled = params.get('error') === 'access_denied';
        return { kind: 'problem', text: cancelled ? t.cancelled : (params.get('error_description') ?? t.problem) };
      }
      setOutcome({ kind: 'working', purpose: flow.purpose });
      return flow.purpose === 'link' ? finishLink(flow, code, state) : finishSignIn(flow, code, state);
    }).then((result) => {
      if (result.kind === 'problem') setOutcome(result);
      else navigate(result.to, { replace: true });
    });
    // Runs once per page load with the address the provider sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (outcome.kind === 'problem') heading.current?.focus();
  }, [outcome.kind]);

  if (outcome.kind === 'working')
    return (
      <AuthLayout>
        <Loading label={outcome.purpose === 'link' ? t.linking : t.signingIn} />
      </AuthLayout>
    );
  return (
    <AuthLayout>
      <PageHeading ref={heading}>{t.problemHeading}</PageHeading>
      <div role="alert" style={{ marginBottom: 16 }}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      </div>
      <Button appearance="primary" onClick={() => navigate('/signin', { replace: true })}>
        {t.backToSignIn}
      </Button>
    </AuthLayout>
  );
}

type Result = { kind: 'done'; to: string } | { kind: 'problem'; text: string };

async function finishSignIn(flow: PendingProviderFlow, code: string, state: string): Promise<Result> {
  const res = await linkedAccounts.signIn(flow.provider, code, state);
  if (res?.ok && isSessionTokens(res.data)) {
    startSession(res.data);
    applyLanding(flow.returnTo);
    return { kind: 'done', to: afterSignIn(Boolean(res.data.set_password_required), flow.returnTo) };
  }
  if (res?.ok && needsSecondFactor(res.data)) {
    // FA §4.5 step 4, as after a password: the secure code link is sent and the sign-in page asks for the code.
    const { uid, mfa_token } = res.data;
    savePendingTwoFactor({ uid, mfa_token, redirect: flow.returnTo ?? undefined });
    const sent = await auth.send2faLink(uid, mfa_token, flow.returnTo);
    if (!sent?.ok) return { kind: 'problem', text: sent?.error ?? t.problem };
    const next = new URLSearchParams({ two_factor_uid: uid });
    if (flow.returnTo) next.set('redirect', flow.returnTo);
    return { kind: 'done', to: `/signin?${next}` };
  }
  return { kind: 'problem', text: res?.error ?? t.problem };
}

async function finishLink(flow: PendingProviderFlow, code: string, state: string): Promise<Result> {
  const res = await linkedAccounts.link(flow.provider, code, state);
  if (res?.ok) toastSuccess(res.data.message);
  else toastError(res?.error ?? t.problem);
  return { kind: 'done', to: flow.returnTo ?? '/admin-profile' };
}
