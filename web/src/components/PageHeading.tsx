import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { forwardRef, type ReactNode } from 'react';
import { ui } from '../messages';

const useStyles = makeStyles({
  h1: { ...typographyStyles.title2, margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground1 },
});

/** The page's one h1, also setting the document title. Focusable so a step change can move focus to it. */
export const PageHeading = forwardRef<HTMLHeadingElement, { children: ReactNode; title?: string }>(function PageHeading(
  { children, title },
  ref,
) {
  const s = useStyles();
  const text = title ?? (typeof children === 'string' ? children : undefined);
  return (
    <>
      {text && <title>{`${text} | ${ui.appName}`}</title>}
      <h1 ref={ref} tabIndex={-1} className={s.h1}>
        {children}
      </h1>
    </>
  );
});
