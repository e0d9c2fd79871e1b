import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { ui } from '../../messages';
import { visibleItems, type NavContext, type NavMode } from '../../nav/config';
import { ClientNavLinks } from './ClientNavLinks';
import { NavLinks } from './NavLinks';

const useStyles = makeStyles({
  nav: {
    width: '220px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 640px)': {
      width: '100%',
      flexDirection: 'row',
      justifyContent: 'flex-start',
      gap: tokens.spacingHorizontalS,
      padding: tokens.spacingVerticalXS,
      overflowX: 'auto',
      borderRight: 'none',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '@media (max-width: 640px)': { flexDirection: 'row', alignItems: 'center', flexShrink: 0 },
  },
});

/**
 * The side navigation: staff default mode (main list and bottom links, FA §2.2), entity mode, user mode,
 * or the client navigation (FA §2.3). A mode with no available links falls back to the default list.
 */
export function SideNav({ ctx, mode, top }: { ctx: NavContext; mode: NavMode | 'client'; top?: ReactNode }) {
  const s = useStyles();
  // On a phone the links run in one row that scrolls sideways, so the page keeps the screen's height.
  const row = useIsNarrow();
  if (mode === 'client') {
    return (
      <nav aria-label={ui.clientNavigation} className={s.nav}>
        <ClientNavLinks ctx={ctx} row={row} />
      </nav>
    );
  }
  const modeItems = mode === 'entity' ? visibleItems('entity', ctx) : mode === 'user' ? visibleItems('user', ctx) : [];
  const main = modeItems.length ? modeItems : visibleItems('staff', ctx);
  const bottom = visibleItems('staff-bottom', ctx);
  return (
    <nav aria-label={ui.staffNavigation} className={s.nav}>
      {top ? (
        // The main list and what sits above it (entity mode's switcher) stay together at the top.
        <div className={s.main}>
          {top}
          <NavLinks items={main} ctx={ctx} row={row} />
        </div>
      ) : (
        <NavLinks items={main} ctx={ctx} row={row} />
      )}
      {bottom.length > 0 && <NavLinks items={bottom} ctx={ctx} row={row} />}
    </nav>
  );
}
