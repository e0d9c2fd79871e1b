import { Button, Field, Input } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ui } from '../../messages';
import { useStepStyles } from './styles';
import type { SignInFlow } from './useSignInFlow';

/**
 * A step of signing in or of setting the sign-in method that asks for something: its fields, then the primary
 * button, as one form so Enter submits.
 * While a call is out (`busy`) the button stays focusable but does nothing, and Enter does nothing either.
 */
export function StepForm({
  busy,
  onSubmit,
  submitLabel,
  children,
  after,
}: {
  busy: boolean;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
  /** What follows the button inside the form (links to other steps). */
  after?: ReactNode;
}) {
  const s = useStepStyles();
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      <div className={s.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={busy}>
          {submitLabel}
        </Button>
      </div>
      {after}
    </form>
  );
}

/** The email field the steps share, with the flow's error under it. */
export function EmailField({ flow }: { flow: SignInFlow }) {
  return (
    <Field label={ui.email} validationMessage={flow.emailError} validationState={flow.emailError ? 'error' : 'none'}>
      <Input
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={flow.email}
        onChange={(_, d) => flow.actions.setEmail(d.value)}
      />
    </Field>
  );
}
