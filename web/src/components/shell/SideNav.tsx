import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { ui } from '../../messages';
import type { NavContext } from '../../nav/config';
import { ClientNavLinks } from './ClientNavLinks';

export const useSideNavStyles = makeStyles({
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
      // The height of the row of links (measured: 45 px), so the empty placeholder shown while the staff
      // navigation loads takes the same room and the page below does not move when it arrives (CLS).
      minHeight: '45px',
      boxSizing: 'border-box',
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
 * The side navigation's frame. On a phone the links run in one row that scrolls sideways, so the page keeps the
 * screen's height: `children` gets whether they do.
 */
export function SideNav({ label, children }: { label: string; children: (row: boolean) => ReactNode }) {
  const s = useSideNavStyles();
  const row = useIsNarrow();
  return (
    <nav aria-label={label} className={s.nav}>
      {children(row)}
    </nav>
  );
}

/** The frame's room while the staff navigation (./StaffNav, loaded on demand) is on its way. */
export function SideNavPlaceholder() {
  const s = useSideNavStyles();
  return <div className={s.nav} />;
}

/** FA §2.3 client navigation (an advisor previewing a client sees it too). */
export function ClientSideNav({ ctx }: { ctx: NavContext }) {
  return <SideNav label={ui.clientNavigation}>{(row) => <ClientNavLinks ctx={ctx} row={row} />}</SideNav>;
}
