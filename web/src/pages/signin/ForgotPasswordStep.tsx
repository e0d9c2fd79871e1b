import { Button, Field, Input, Text } from '@fluentui/react-components';
import { ui } from '../../messages';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/** State `forgot-password`: email a link to set a new password or another sign-in method. */
export function ForgotPasswordStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  const { actions } = flow;
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!flow.busy) void actions.sendResetLink();
      }}
    >
      <Text as="p" className={s.muted}>
        {ui.forgotIntro}
      </Text>
      <Field label={ui.email} validationMessage={flow.emailError} validationState={flow.emailError ? 'error' : 'none'}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={flow.email}
          onChange={(_, d) => actions.setEmail(d.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={flow.busy}>
        {ui.sendResetLink}
      </Button>
      <Button appearance="transparent" onClick={actions.backToSignIn}>
        {ui.backToSignIn}
      </Button>
    </form>
  );
}
