import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { sessionEndedInThisPage } from '../../api/session';
import { AuthLayout } from '../../components/AuthLayout';
import { CodeForm } from '../../components/CodeForm';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { headers, signInText, ui } from '../../messages';
import { ChooseMethodStep } from './ChooseMethodStep';
import { SetEmailStep } from './SetEmailStep';
import { SetPasswordStep } from './SetPasswordStep';
import { SetPhoneStep } from './SetPhoneStep';
import { useSetMethodFlow, type WizardStep } from './useSetMethodFlow';

/** FA §2.4: each wizard step's header. */
const headingFor: Record<WizardStep, string> = {
  'set-sign-in-method': headers.chooseMethod,
  'set-email': headers.viaEmail,
  'set-password': headers.setUpPassword,
  'set-phone-number': headers.viaSms,
  '2fa': headers.twoFactor,
};

/** /set-sign-in-method (FA §2.8, §4.6, §5.10); accepts ?auth_token= from the emailed link and ?redirect=. */
export default function SetSignInMethodPage() {
  const flow = useSetMethodFlow();
  const { data: me } = useCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [flow.step]);

  if (flow.exchanging) {
    return (
      <AuthLayout>
        <PageHeading>{headers.chooseMethod}</PageHeading>
        <Loading label={ui.signingIn} />
      </AuthLayout>
    );
  }
  if (!flow.signedIn && !flow.linkFailed && flow.step !== '2fa') {
    // Signed out while here (in this tab or another): to / like every other page (FA §4.5 step 7).
    if (sessionEndedInThisPage()) return <Navigate to="/" replace />;
    const back = `/set-sign-in-method${flow.redirect ? `?redirect=${encodeURIComponent(flow.redirect)}` : ''}`;
    return <Navigate to={`/signin?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (!flow.signedIn && flow.linkFailed) {
    return (
      <AuthLayout>
        <PageHeading>{headers.chooseMethod}</PageHeading>
        <div role="alert">
          <MessageBar intent="error" layout="multiline" style={{ marginBottom: 16 }}>
            <MessageBarBody>{signInText.problemSigningIn}</MessageBarBody>
          </MessageBar>
        </div>
        <RouterLink to="/signin">{ui.backToSignIn}</RouterLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <PageHeading ref={heading}>{headingFor[flow.step]}</PageHeading>
      {flow.step === 'set-sign-in-method' && <ChooseMethodStep flow={flow} />}
      {flow.step === 'set-email' && <SetEmailStep flow={flow} initial={me?.user.email ?? ''} />}
      {flow.step === 'set-password' && <SetPasswordStep flow={flow} />}
      {flow.step === 'set-phone-number' && <SetPhoneStep flow={flow} initial={me?.user.phone_number ?? ''} />}
      {flow.step === '2fa' && (
        <CodeForm
          intro={flow.sentMessage ?? ui.sent2fa}
          busy={flow.busy}
          onVerify={(c) => void flow.actions.verify2fa(c)}
          onResend={() => void flow.actions.resend2fa()}
        />
      )}
    </AuthLayout>
  );
}
