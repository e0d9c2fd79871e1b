import { Button, Field, Input } from '@fluentui/react-components';
import { EmailField, StepForm } from './StepForm';
import { useEffect, useRef, useState } from 'react';
import { ui } from '../../messages';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/** State `login`: email first; a password field appears for password users (FA §4.5 steps 1-2). */
export function LoginStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  const { actions } = flow;
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const withPassword = flow.user?.preferred_sign_in_method === 'password' && flow.user.email === flow.email.trim();

  useEffect(() => {
    if (withPassword) passwordRef.current?.focus();
  }, [withPassword]);

  return (
    <StepForm
      busy={flow.busy}
      onSubmit={() => void (withPassword ? actions.signInWithPassword(password) : actions.continueWithEmail())}
      submitLabel={withPassword ? ui.signIn : ui.continue}
      after={
        withPassword && (
          <div className={s.links}>
            <Button appearance="transparent" onClick={actions.forgotPassword} disabledFocusable={flow.busy}>
              {ui.forgotPassword}
            </Button>
            <Button
              appearance="transparent"
              onClick={() => void actions.alternateSignIn()}
              disabledFocusable={flow.busy}
            >
              {ui.signInAnotherWay}
            </Button>
            <Button appearance="transparent" onClick={actions.useDifferentEmail}>
              {ui.useDifferentEmail}
            </Button>
          </div>
        )
      }
    >
      <EmailField flow={flow} />
      {withPassword && (
        <Field
          label={ui.password}
          validationMessage={flow.passwordError}
          validationState={flow.passwordError ? 'error' : 'none'}
        >
          <Input
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, d) => {
              setPassword(d.value);
              actions.clearPasswordError();
            }}
          />
        </Field>
      )}
    </StepForm>
  );
}
