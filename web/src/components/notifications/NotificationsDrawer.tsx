import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { notificationsText } from '../../texts/notifications';
import { NotificationFeed } from './NotificationFeed';

/**
 * The feed in a modal side drawer, a dialog named 'Notifications' (the toaster is a region of the same
 * name). Escape or the close button closes it and focus goes back to the bell; opening a notification's
 * link closes it too.
 */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  return (
    <OverlayDrawer open onOpenChange={(_, d) => !d.open && onClose()} position="end" size="medium">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={notificationsText.close}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {notificationsText.title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <NotificationFeed onNavigate={onClose} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
