import { Button, Field, Input } from '@fluentui/react-components';
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
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (flow.busy) return;
        void (withPassword ? actions.signInWithPassword(password) : actions.continueWithEmail());
      }}
    >
      <Field label={ui.email} validationMessage={flow.emailError} validationState={flow.emailError ? 'error' : 'none'}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={flow.email}
          onChange={(_, d) => actions.setEmail(d.value)}
        />
      </Field>
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
      <div className={s.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={flow.busy}>
          {withPassword ? ui.signIn : ui.continue}
        </Button>
      </div>
      {withPassword && (
        <div className={s.links}>
          <Button appearance="transparent" onClick={actions.forgotPassword} disabledFocusable={flow.busy}>
            {ui.forgotPassword}
          </Button>
          <Button appearance="transparent" onClick={() => void actions.alternateSignIn()} disabledFocusable={flow.busy}>
            {ui.signInAnotherWay}
          </Button>
          <Button appearance="transparent" onClick={actions.useDifferentEmail}>
            {ui.useDifferentEmail}
          </Button>
        </div>
      )}
    </form>
  );
}
