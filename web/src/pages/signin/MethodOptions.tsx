import { Button, Spinner, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { useAuthMethods } from '../../hooks/useAuthMethods';
import { ui } from '../../messages';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/**
 * The ways a known person can get in: by the masked email and phone from get_auth_methods (FA §3.7).
 * `codeByEmail`: also offer a code by email; 'without-phone' offers it only when there is no phone to text.
 */
export function MethodOptions({ flow, codeByEmail }: { flow: SignInFlow; codeByEmail: boolean | 'without-phone' }) {
  const s = useStepStyles();
  const { data, isLoading } = useAuthMethods(flow.user?.uid);
  const emailId = useId();
  const phoneId = useId();
  if (isLoading) return <Spinner size="small" label={ui.loading} />;
  const emailMethod = data?.methods.find((m) => m.kind === 'email');
  const phoneMethod = data?.methods.find((m) => m.kind === 'phone');
  const { actions } = flow;
  const emailCode = codeByEmail === 'without-phone' ? !phoneMethod : codeByEmail;
  return (
    <>
      {(emailMethod || !data?.methods.length) && (
        <div className={s.option}>
          {emailMethod && (
            <Text id={emailId} className={s.muted}>
              {ui.codeGoesTo(emailMethod.value)}
            </Text>
          )}
          <Button
            appearance="primary"
            onClick={() => void actions.emailLink()}
            disabledFocusable={flow.busy}
            aria-describedby={emailMethod ? emailId : undefined}
          >
            {ui.emailMeSignInLink}
          </Button>
          {emailCode && (
            <Button
              onClick={() => void actions.emailCode()}
              disabledFocusable={flow.busy}
              aria-describedby={emailMethod ? emailId : undefined}
            >
              {ui.emailMeCode}
            </Button>
          )}
        </div>
      )}
      {phoneMethod && (
        <div className={s.option}>
          <Text id={phoneId} className={s.muted}>
            {ui.codeGoesTo(phoneMethod.value)}
          </Text>
          <Button onClick={() => void actions.textCode()} disabledFocusable={flow.busy} aria-describedby={phoneId}>
            {ui.textMeCode}
          </Button>
        </div>
      )}
    </>
  );
}
