import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { StepForm } from '../signin/StepForm';
import { ui } from '../../messages';
import type { Method, SetMethodFlow } from './useSetMethodFlow';

/** Step `set-sign-in-method`: password, emailed code or texted code. */
export function ChooseMethodStep({ flow }: { flow: SetMethodFlow }) {
  return (
    <StepForm
      busy={false}
      onSubmit={() => {
        flow.actions.choose();
      }}
      submitLabel={ui.continue}
    >
      <Field label={ui.signInMethod}>
        <RadioGroup value={flow.method} onChange={(_, d) => flow.actions.setMethod(d.value as Method)}>
          <Radio value="password" label={ui.methodPassword} />
          <Radio value="email" label={ui.methodEmail} />
          <Radio value="sms" label={ui.methodSms} />
        </RadioGroup>
      </Field>
    </StepForm>
  );
}
