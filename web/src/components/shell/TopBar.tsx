import { makeStyles, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens, typographyStyles } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { signOutEverywhere } from '../../api/signOut';
import type { CurrentUser } from '../../api/types';
import { ui } from '../../messages';

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
  firm: { ...typographyStyles.subtitle2, color: tokens.colorNeutralForeground1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The top bar: the firm's name and the account menu with Sign out. */
export function TopBar({ me }: { me: CurrentUser }) {
  const s = useStyles();
  return (
    <header className={s.bar}>
      <span className={s.firm}>{me.firm.name}</span>
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
    </header>
  );
}
