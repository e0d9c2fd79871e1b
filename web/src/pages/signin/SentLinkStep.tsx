import { Button, Text } from '@fluentui/react-components';
import { ui } from '../../messages';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/** State `sent-link`: a sign-in link (or a link to reset the sign-in method) was emailed. */
export function SentLinkStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  return (
    <div className={s.form}>
      <Text as="p" role="status">
        {flow.sentMessage ?? ui.sentLink}
      </Text>
      <div className={s.links}>
        <Button appearance="transparent" onClick={() => void flow.actions.resendLink()} disabledFocusable={flow.busy}>
          {ui.resendLink}
        </Button>
        <Button appearance="transparent" onClick={flow.actions.backToSignIn}>
          {ui.backToSignIn}
        </Button>
      </div>
    </div>
  );
}
