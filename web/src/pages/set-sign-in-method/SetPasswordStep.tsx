import { Button, Field, Input } from '@fluentui/react-components';
import { passwordProblem } from '@ledgerline/shared/schemas/users';
import { useState } from 'react';
import { setMethodText, ui } from '../../messages';
import { StepForm } from '../signin/StepForm';
import type { SetMethodFlow } from './useSetMethodFlow';

/** Step `set-password`: the rules of FA §5.10 from the shared list, so the screen and the server agree. */
export function SetPasswordStep({ flow }: { flow: SetMethodFlow }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const passwordError = (tried ? passwordProblem(password) : null) || flow.serverErrors.new_password || null;
  const repeatError =
    tried && !passwordProblem(password) && password !== repeat ? setMethodText.passwordsDoNotMatch : null;
  return (
    <StepForm
      busy={flow.busy}
      onSubmit={() => {
        setTried(true);
        if (passwordProblem(password) || password !== repeat) return;
        void flow.actions.save({ new_password: password }, ['new_password']);
      }}
      submitLabel={ui.save}
      after={
        <Button appearance="transparent" onClick={flow.actions.back}>
          {ui.back}
        </Button>
      }
    >
      <Field
        label={ui.password}
        hint={ui.passwordHint}
        validationMessage={passwordError}
        validationState={passwordError ? 'error' : 'none'}
      >
        <Input
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          onChange={(_, d) => {
            setPassword(d.value);
            flow.actions.clearServerError('new_password');
          }}
        />
      </Field>
      <Field label={ui.repeatPassword} validationMessage={repeatError} validationState={repeatError ? 'error' : 'none'}>
        <Input
          type="password"
          name="repeat_password"
          autoComplete="new-password"
          value={repeat}
          onChange={(_, d) => setRepeat(d.value)}
        />
      </Field>
    </StepForm>
  );
}
