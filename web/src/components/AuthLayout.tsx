import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { getHelp, ui } from '../messages';
import { RouterLink } from './RouterLink';
import { SignedOutNotice } from './SignedOutNotice';
import { SkipLink } from './SkipLink';

const useStyles = makeStyles({
  page: {
    // The viewport's height, not 100% of a parent (FluentProvider's div has no height): the footer then sits at
    // the bottom from the first paint, and a card that grows as its parts load (the sign-in providers) does not
    // move it (CLS 0).
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}` },
  brand: { ...typographyStyles.subtitle1, color: tokens.colorBrandForeground1, textDecorationLine: 'none' },
  main: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalL },
  },
  footer: {
    display: 'flex',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingVerticalL,
  },
});

/** Layout of the pages that need no sign-in: brand header, one card in <main>, help links in the footer. */
export function AuthLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  const s = useStyles();
  return (
    <div className={s.page}>
      <SkipLink />
      <header className={s.header}>
        <RouterLink className={s.brand} to="/">
          {ui.appName}
        </RouterLink>
      </header>
      <main id="main" tabIndex={-1} className={s.main}>
        <div style={{ width: '100%', maxWidth: 440 }}>
          <SignedOutNotice />
        </div>
        <div className={s.card}>{children}</div>
      </main>
      {footer && (
        <footer>
          <nav aria-label="More" className={s.footer}>
            <RouterLink to="/help">{getHelp}</RouterLink>
            <RouterLink to="/create-firm">{ui.createFirmLink}</RouterLink>
          </nav>
        </footer>
      )}
    </div>
  );
}
