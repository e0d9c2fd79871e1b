import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { ui } from '../messages';

export const CODE_LENGTH = 6;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Enter a 6-character verification code; Verify is enabled only with exactly 6 characters (FA §5.9). */
export function CodeForm(props: {
  intro: string;
  busy: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** More links under the form (Try another way, Back to sign in). */
  children?: ReactNode;
  initialCode?: string;
}) {
  const s = useStyles();
  const [code, setCode] = useState(props.initialCode ?? '');
  const complete = code.trim().length === CODE_LENGTH;
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !props.busy) props.onVerify(code.trim());
      }}
    >
      <Text as="p" className={s.muted}>
        {props.intro}
      </Text>
      <Field label={ui.verificationCode} hint={ui.codeHint}>
        <Input
          name="verification_code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(_, d) => setCode(d.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={!complete} disabledFocusable={complete && props.busy}>
        {ui.verify}
      </Button>
      <div className={s.links}>
        <Button appearance="transparent" onClick={props.onResend} disabledFocusable={props.busy}>
          {ui.resendCode}
        </Button>
        {props.children}
      </div>
    </form>
  );
}
