import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { AuthLayout } from '../../components/AuthLayout';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { headers, ui } from '../../messages';
import { AlternateStep } from './AlternateStep';
import { CodeStep } from './CodeStep';
import { ExpiredLinkStep } from './ExpiredLinkStep';
import { FirmBrandHeader, FirmThemeProvider } from './FirmBranding';
import { ForgotPasswordStep } from './ForgotPasswordStep';
import { LoginStep } from './LoginStep';
import { SentLinkStep } from './SentLinkStep';
import { useSignInFlow, type SignInFlow, type SignInStep } from './useSignInFlow';
import { ProviderSignInButtons } from '../../components/linked-accounts/ProviderSignInButtons';

/** FA §2.4: each state's header. */
const headingFor: Record<SignInStep, string> = {
  login: headers.signIn,
  'sent-link': headers.oneMoreStep,
  'sent-email': headers.viaEmail,
  'sent-text': headers.viaSms,
  'alternate-sign-in': headers.signIn,
  'expired-link': headers.signIn,
  'forgot-password': headers.resetPassword,
  '2fa': headers.twoFactor,
};

function Step({ flow }: { flow: SignInFlow }) {
  switch (flow.step) {
    case 'login':
      return <LoginStep flow={flow} />;
    case 'sent-link':
      return <SentLinkStep flow={flow} />;
    case 'sent-email':
      return <CodeStep key="email" flow={flow} intro={ui.sentCodeByEmail} />;
    case 'sent-text':
      return <CodeStep key="text" flow={flow} intro={ui.sentCodeByText} />;
    case '2fa':
      return <CodeStep key="2fa" flow={flow} intro={ui.sent2fa} />;
    case 'alternate-sign-in':
      return <AlternateStep flow={flow} />;
    case 'expired-link':
      return <ExpiredLinkStep flow={flow} />;
    case 'forgot-password':
      return <ForgotPasswordStep flow={flow} />;
  }
}

/** /signin, and / when signed out (FA §2.4, §4.5). */
export default function SignInPage() {
  const flow = useSignInFlow();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top of it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [flow.step]);

  return (
    <FirmThemeProvider>
      <AuthLayout>
        <FirmBrandHeader />
        <PageHeading ref={heading}>{headingFor[flow.step]}</PageHeading>
        {flow.starting ? (
          <Loading label={ui.signingIn} />
        ) : (
          <>
            {flow.signInProblem && (
              <div role="alert" key={flow.signInProblem.attempt} style={{ marginBottom: 16 }}>
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{flow.signInProblem.text}</MessageBarBody>
                </MessageBar>
              </div>
            )}
            {flow.smsProblem && (
              <div role="alert" style={{ marginBottom: 16 }}>
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{flow.smsProblem}</MessageBarBody>
                  <MessageBarActions>
                    <Button onClick={() => void flow.actions.resetMethod()} disabledFocusable={flow.busy}>
                      {ui.resetSignInMethod}
                    </Button>
                  </MessageBarActions>
                </MessageBar>
              </div>
            )}
            <Step flow={flow} />
            <ProviderSignInButtons flow={flow} />
          </>
        )}
      </AuthLayout>
    </FirmThemeProvider>
  );
}
