import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { setMethodText, ui } from '../../messages';
import { isEmail } from '../../validation';
import { StepForm } from '../signin/StepForm';
import type { SetMethodFlow } from './useSetMethodFlow';

function problem(email: string): string | null {
  if (!email.trim()) return setMethodText.emailRequired;
  if (!isEmail(email)) return setMethodText.invalidEmail;
  return null;
}

/** Step `set-email` (FA §5.10: 'Email is required', 'Invalid email address'). */
export function SetEmailStep({ flow, initial }: { flow: SetMethodFlow; initial: string }) {
  const [email, setEmail] = useState(initial);
  const [tried, setTried] = useState(false);
  const error = (tried ? problem(email) : null) || flow.serverErrors.email || null;
  return (
    <StepForm
      busy={flow.busy}
      onSubmit={() => {
        setTried(true);
        if (!problem(email)) void flow.actions.save({ email: email.trim() }, ['email']);
      }}
      submitLabel={ui.save}
      after={
        <Button appearance="transparent" onClick={flow.actions.back}>
          {ui.back}
        </Button>
      }
    >
      <Field label={ui.email} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(_, d) => {
            setEmail(d.value);
            flow.actions.clearServerError('email');
          }}
        />
      </Field>
    </StepForm>
  );
}
