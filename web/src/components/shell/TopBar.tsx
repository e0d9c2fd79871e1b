import {
  makeStyles,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { signOutEverywhere } from '../../api/signOut';
import type { CurrentUser } from '../../api/types';
import { ui } from '../../messages';
import { NotificationsBell } from '../notifications/NotificationsBell';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '52px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `4px solid ${tokens.colorBrandBackground}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  firm: {
    ...typographyStyles.subtitle2,
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

/** The top bar: the firm's name, the notifications bell (staff) and the account menu with Sign out. */
export function TopBar({ me }: { me: CurrentUser }) {
  const s = useStyles();
  return (
    <header className={s.bar}>
      <span className={s.firm}>{me.firm.name}</span>
      <div className={s.actions}>
        {me.user.is_advisor && <NotificationsBell />}
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <MenuButton appearance="subtle">{me.user.full_name || `${me.user.fname} ${me.user.lname}`}</MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<SignOutRegular />} onClick={() => signOutEverywhere()}>
                {ui.signOut}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </header>
  );
}
