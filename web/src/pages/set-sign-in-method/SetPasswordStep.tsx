import { Button, Field, Input } from '@fluentui/react-components';
import { passwordProblem } from '@ledgerline/shared/schemas/users';
import { useState } from 'react';
import { setMethodText, ui } from '../../messages';
import { useStepStyles } from '../signin/styles';
import type { SetMethodFlow } from './useSetMethodFlow';

/** Step `set-password`: the rules of FA §5.10 from the shared list, so the screen and the server agree. */
export function SetPasswordStep({ flow }: { flow: SetMethodFlow }) {
  const s = useStepStyles();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const passwordError = (tried ? passwordProblem(password) : null) || flow.serverErrors.new_password || null;
  const repeatError =
    tried && !passwordProblem(password) && password !== repeat ? setMethodText.passwordsDoNotMatch : null;
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (passwordProblem(password) || password !== repeat || flow.busy) return;
        void flow.actions.save({ new_password: password }, ['new_password']);
      }}
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
      <Button type="submit" appearance="primary" disabledFocusable={flow.busy}>
        {ui.save}
      </Button>
      <Button appearance="transparent" onClick={flow.actions.back}>
        {ui.back}
      </Button>
    </form>
  );
}
