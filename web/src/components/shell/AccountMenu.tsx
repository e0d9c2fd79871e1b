import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { signOutEverywhere } from '../../api/signOut';
import { ui } from '../../messages';

/**
 * The account menu with Sign out, loaded by TopBar on the first use of its button (Fluent's Menu brings its
 * positioning engine and focus management, which no landing page needs before then). It mounts closed and opens
 * in an effect, the way a click on a mounted menu does, so Fluent moves focus into it and back to the button.
 */
export default function AccountMenu({ name, focusTrigger }: { name: string; focusTrigger: boolean }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The stand-in button this replaces had focus: keep it on the real one, where closing the menu returns it.
    if (focusTrigger) trigger.current?.focus();
    setOpen(true);
  }, [focusTrigger]);
  return (
    <Menu positioning="below-end" open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton ref={trigger} appearance="subtle">
          {name}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<SignOutRegular />} onClick={() => signOutEverywhere()}>
            {ui.signOut}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
