import { Button, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { notificationHref } from '@ledgerline/shared/notifications';
import type { NotificationView } from '../../api/notifications';
import { formatDateTime, formatRelativeDateTime } from '../../format/dateTime';
import { notificationsText } from '../../texts/notifications';
import { RouterLink } from '../RouterLink';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  text: { ...typographyStyles.body1Strong, overflowWrap: 'anywhere' },
  // Dismissed rows are read: plain weight and the muted foreground (still above 4.5:1 for axe).
  mutedText: {
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground3,
    ':hover': { color: tokens.colorNeutralForeground2 },
  },
  meta: {
    ...typographyStyles.caption1,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
  dismissedTag: { fontStyle: 'italic' },
});

/**
 * One notification: its text opens the screen it is about (QD §2 link rewrites) and marks it read; Dismiss marks
 * it read too. A notification about a screen the portal does not have yet shows as text (notificationHref).
 */
export function NotificationRow({
  notification: n,
  onOpen,
  onDismiss,
}: {
  notification: NotificationView;
  onOpen: (n: NotificationView) => void;
  onDismiss: (n: NotificationView) => void;
}) {
  const s = useStyles();
  const href = notificationHref(n.link);
  const textClass = mergeClasses(s.text, n.dismissed && s.mutedText);
  return (
    <li className={s.row}>
      <div className={s.body}>
        {href ? (
          <RouterLink to={href} onClick={() => onOpen(n)} className={textClass}>
            {n.text}
          </RouterLink>
        ) : (
          <span className={textClass}>{n.text}</span>
        )}
        <span className={s.meta}>
          {n.client_name && <span>{n.client_name}</span>}
          <time dateTime={n.created_at} title={formatDateTime(n.created_at)}>
            {formatRelativeDateTime(n.created_at)}
          </time>
          {n.dismissed && <span className={s.dismissedTag}>{notificationsText.dismissed}</span>}
        </span>
      </div>
      {!n.dismissed && (
        <Button
          size="small"
          appearance="subtle"
          aria-label={notificationsText.dismissOne(n.text)}
          onClick={() => onDismiss(n)}
        >
          {notificationsText.dismiss}
        </Button>
      )}
    </li>
  );
}
