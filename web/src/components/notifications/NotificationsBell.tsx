import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLatestNotifications, useLiveNotifications } from '../../hooks/useNotifications';
import { notificationsText } from '../../texts/notifications';

// The drawer and its feed (search, filters, paging) load when the bell is first opened, not with every staff page.
const NotificationsDrawer = lazy(() =>
  import('./NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);

// The badge sits over the button's corner rather than inside it: the button keeps its size when the count
// arrives, so the top bar never shifts (CLS 0).
const useStyles = makeStyles({
  bell: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
});

/**
 * The staff bell in the top bar (FA §2.5, §7.3): the unread count as a badge, kept live by the user's
 * realtime channel, and the feed in a drawer. The count is in the button's name; the badge is for the eye.
 */
export function NotificationsBell() {
  const s = useStyles();
  const [open, setOpen] = useState(false);
  const { data } = useLatestNotifications();
  useLiveNotifications();
  const unread = data?.unread_count ?? 0;
  // The drawer is opened by state, not a DialogTrigger: focus goes back to the bell when it closes. Done here
  // rather than by Fluent's focus library (useRestoreFocusTarget), which would then load with every staff page.
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);
  return (
    <>
      <span className={s.bell}>
        <Button
          ref={button}
          appearance="subtle"
          aria-label={data ? notificationsText.bell(unread) : notificationsText.title}
          icon={<AlertRegular />}
          onClick={() => setOpen(true)}
        />
        {unread > 0 && (
          <CounterBadge className={s.badge} aria-hidden count={unread} overflowCount={99} size="small" color="danger" />
        )}
      </span>
      {/* Mounted only while open: a closed Fluent dialog still sets up tabster's focus trap, whose aria-hidden
          focusable helpers on <body> fail axe's aria-hidden-focus on every staff page. */}
      {open && (
        <Suspense fallback={null}>
          <NotificationsDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
