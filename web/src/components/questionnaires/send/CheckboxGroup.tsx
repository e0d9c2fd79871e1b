import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  set: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: { ...typographyStyles.body1Strong, padding: 0, marginBottom: tokens.spacingVerticalXS },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, ...typographyStyles.caption1 },
});

/** Checkboxes under one name (a fieldset and its legend), with an optional hint and message. */
export function CheckboxGroup({
  legend,
  hint,
  message,
  children,
}: {
  legend: string;
  hint?: string;
  message?: string;
  children: ReactNode;
}) {
  const s = useStyles();
  return (
    <fieldset className={s.set}>
      <legend className={s.legend}>{legend}</legend>
      {hint && <p className={s.hint}>{hint}</p>}
      {children}
      {message && (
        <p className={s.error} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
