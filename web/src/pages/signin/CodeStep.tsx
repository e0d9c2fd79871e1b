import { Button } from '@fluentui/react-components';
import { CodeForm } from '../../components/CodeForm';
import { ui } from '../../messages';
import type { SignInFlow } from './useSignInFlow';

/** States `sent-email`, `sent-text` and `2fa`: enter the code that was sent. */
export function CodeStep({ flow, intro }: { flow: SignInFlow; intro: string }) {
  const { actions } = flow;
  return (
    <CodeForm
      intro={flow.sentMessage ?? intro}
      busy={flow.busy}
      onVerify={(code) => void actions.verifyCode(code)}
      onResend={() => void actions.resendCode()}
    >
      {flow.step !== '2fa' && (
        <Button appearance="transparent" onClick={() => void actions.alternateSignIn()} disabledFocusable={flow.busy}>
          {ui.signInAnotherWay}
        </Button>
      )}
      <Button appearance="transparent" onClick={actions.backToSignIn}>
        {ui.backToSignIn}
      </Button>
    </CodeForm>
  );
}
