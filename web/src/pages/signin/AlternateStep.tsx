import { Button, Text } from '@fluentui/react-components';
import { ui } from '../../messages';
import { MethodOptions } from './MethodOptions';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/** State `alternate-sign-in`: another way in, or an email to reset the sign-in method (FA §4.5 step 3). */
export function AlternateStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  return (
    <div className={s.form}>
      <Text as="p" className={s.muted}>
        {ui.alternateIntro}
      </Text>
      <MethodOptions flow={flow} codeByEmail />
      <Button onClick={() => void flow.actions.resetMethod()} disabledFocusable={flow.busy}>
        {ui.emailMeResetLink}
      </Button>
      <Button appearance="transparent" onClick={flow.actions.backToSignIn}>
        {ui.backToSignIn}
      </Button>
    </div>
  );
}
