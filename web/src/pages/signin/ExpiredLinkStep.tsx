import { Button, Text } from '@fluentui/react-components';
import { EmailField, StepForm } from './StepForm';
import { ui } from '../../messages';
import { MethodOptions } from './MethodOptions';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/**
 * State `expired-link`: the link was used or expired; offer a new email link or a text code (FA §2.4). With no
 * phone to text, the code goes by email, so the page always offers the link or the code it promises.
 */
export function ExpiredLinkStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  const { actions } = flow;
  return (
    <div className={s.form}>
      <Text as="p">{ui.expiredLink}</Text>
      {flow.user ? (
        <MethodOptions flow={flow} codeByEmail="without-phone" />
      ) : (
        <StepForm busy={flow.busy} onSubmit={() => void actions.findUser()} submitLabel={ui.continue}>
          <Text as="p" className={s.muted}>
            {ui.enterEmailForOptions}
          </Text>
          <EmailField flow={flow} />
        </StepForm>
      )}
      <Button appearance="transparent" onClick={actions.backToSignIn}>
        {ui.backToSignIn}
      </Button>
    </div>
  );
}
