import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useStepStyles } from '../signin/styles';
import { ui } from '../../messages';
import type { Method, SetMethodFlow } from './useSetMethodFlow';

/** Step `set-sign-in-method`: password, emailed code or texted code. */
export function ChooseMethodStep({ flow }: { flow: SetMethodFlow }) {
  const s = useStepStyles();
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.actions.choose();
      }}
    >
      <Field label={ui.signInMethod}>
        <RadioGroup value={flow.method} onChange={(_, d) => flow.actions.setMethod(d.value as Method)}>
          <Radio value="password" label={ui.methodPassword} />
          <Radio value="email" label={ui.methodEmail} />
          <Radio value="sms" label={ui.methodSms} />
        </RadioGroup>
      </Field>
      <Button type="submit" appearance="primary">
        {ui.continue}
      </Button>
    </form>
  );
}
