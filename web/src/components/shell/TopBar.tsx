import { makeStyles, MenuButton, tokens, typographyStyles } from '@fluentui/react-components';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../api/types';

// Fluent's Menu (with its positioning engine) loads when the account button is first pointed at, focused or
// used: no landing page needs it before then.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);
// Staff only: the bell (and the focus library its drawer needs) stays out of the clients' pages. main.tsx fetches
// it with `current_user` for staff; until then an empty box of the button's size holds its place.
const NotificationsBell = lazy(() =>
  import('../notifications/NotificationsBell').then((m) => ({ default: m.NotificationsBell })),
);

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '52px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `4px solid ${tokens.colorBrandStroke1}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  firm: {
    ...typographyStyles.subtitle2,
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  bellSpace: { display: 'inline-block', width: '32px', height: '32px' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

/**
 * The top bar: the firm's name, the notifications bell (staff), `shortcuts` (a client's Messages on a phone) and
 * the account menu with Sign out.
 */
export function TopBar({ me, shortcuts }: { me: CurrentUser; shortcuts?: ReactNode }) {
  const s = useStyles();
  return (
    <header className={s.bar}>
      <span className={s.firm}>{me.firm.name}</span>
      <div className={s.actions}>
        {me.user.is_advisor && (
          <Suspense fallback={<span className={s.bellSpace} />}>
            <NotificationsBell />
          </Suspense>
        )}
        {shortcuts}
        <AccountButton name={me.user.full_name || `${me.user.fname} ${me.user.lname}`} />
      </div>
    </header>
  );
}

/**
 * The account menu's button. Until it is first used it is a stand-in with the real trigger's look and ARIA
 * (the same MenuButton, `aria-haspopup="menu"`), which fetches the menu's code on hover or focus; a click,
 * Enter, Space or ArrowDown then mounts the real menu, open.
 */
function AccountButton({ name }: { name: string }) {
  const [used, setUsed] = useState<{ focused: boolean } | null>(null);
  const preload = () => void loadAccountMenu().catch(() => undefined);
  const stand = (
    <MenuButton
      appearance="subtle"
      aria-haspopup="menu"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(e) => setUsed({ focused: e.currentTarget === document.activeElement })}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        setUsed({ focused: e.currentTarget === document.activeElement });
      }}
    >
      {name}
    </MenuButton>
  );
  if (!used) return stand;
  return (
    <Suspense fallback={stand}>
      <AccountMenu name={name} focusTrigger={used.focused} />
    </Suspense>
  );
}
