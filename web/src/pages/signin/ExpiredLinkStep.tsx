import { Button, Field, Input, Text } from '@fluentui/react-components';
import { ui } from '../../messages';
import { MethodOptions } from './MethodOptions';
import type { SignInFlow } from './useSignInFlow';
import { useStepStyles } from './styles';

/** State `expired-link`: the link was used or expired; offer a new email link or a text code (FA §2.4). */
export function ExpiredLinkStep({ flow }: { flow: SignInFlow }) {
  const s = useStepStyles();
  const { actions } = flow;
  return (
    <div className={s.form}>
      <Text as="p">{ui.expiredLink}</Text>
      {flow.user ? (
        <MethodOptions flow={flow} codeByEmail={false} />
      ) : (
        <form
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!flow.busy) void actions.findUser();
          }}
        >
          <Text as="p" className={s.muted}>
            {ui.enterEmailForOptions}
          </Text>
          <Field
            label={ui.email}
            validationMessage={flow.emailError}
            validationState={flow.emailError ? 'error' : 'none'}
          >
            <Input
              type="email"
              name="email"
              autoComplete="username"
              value={flow.email}
              onChange={(_, d) => actions.setEmail(d.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabledFocusable={flow.busy}>
            {ui.continue}
          </Button>
        </form>
      )}
      <Button appearance="transparent" onClick={actions.backToSignIn}>
        {ui.backToSignIn}
      </Button>
    </div>
  );
}
