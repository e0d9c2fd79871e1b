import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { setMethodText, ui } from '../../messages';
import { formatPhone, nextPhoneValue, phoneDigits, PHONE_MAX } from '../../phone';
import { StepForm } from '../signin/StepForm';
import type { SetMethodFlow } from './useSetMethodFlow';

function problem(phone: string): string | null {
  const digits = phoneDigits(phone);
  if (!digits) return setMethodText.phoneRequired;
  if (digits.length !== 10) return setMethodText.phoneTenDigits;
  return null;
}

/** Step `set-phone-number`: formatted (XXX) XXX-XXXX as typed, at most 14 characters (FA §5.10). */
export function SetPhoneStep({ flow, initial }: { flow: SetMethodFlow; initial: string }) {
  const [phone, setPhone] = useState(() => formatPhone(initial));
  const [tried, setTried] = useState(false);
  const error = (tried ? problem(phone) : null) || flow.serverErrors.phone_number || null;
  return (
    <StepForm
      busy={flow.busy}
      onSubmit={() => {
        setTried(true);
        if (!problem(phone)) void flow.actions.save({ phone_number: phone }, ['phone_number']);
      }}
      submitLabel={ui.save}
      after={
        <Button appearance="transparent" onClick={flow.actions.back}>
          {ui.back}
        </Button>
      }
    >
      <Field
        label={ui.phoneNumber}
        hint={ui.phoneHint}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          type="tel"
          name="phone_number"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={PHONE_MAX}
          value={phone}
          onChange={(_, d) => {
            setPhone((prev) => nextPhoneValue(prev, d.value));
            flow.actions.clearServerError('phone_number');
          }}
        />
      </Field>
    </StepForm>
  );
}
