import { Button, Text } from '@fluentui/react-components';
import { EmailField, StepForm } from './StepForm';
import { ui } from '../../messages';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/** State `forgot-password`: email a link to set a new password or another sign-in method. */
export function ForgotPasswordStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  const { actions } = flow;
  return (
    <StepForm
      busy={flow.busy}
      onSubmit={() => void actions.sendResetLink()}
      submitLabel={ui.sendResetLink}
      after={
        <Button appearance="transparent" onClick={actions.backToSignIn}>
          {ui.backToSignIn}
        </Button>
      }
    >
      <Text as="p" className={s.muted}>
        {ui.forgotIntro}
      </Text>
      <EmailField flow={flow} />
    </StepForm>
  );
}
