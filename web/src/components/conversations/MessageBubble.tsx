import {
  Badge,
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { ChatMultipleRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { canEditScheduledTime, deleteMode } from '@ledgerline/shared/conversation-rules';
import { messageTagLabels, parseAttachmentText } from '@ledgerline/shared/conversations';
import type { MessageView } from '../../api/conversations';
import { formatDateTime } from '../../format/dateTime';
import { outOfOfficeText } from '../../texts/mass-email';
import { isAutoReply } from './away';
import { Attachments } from './Attachments';
import { chatText } from './text';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', maxWidth: '80%' },
  mine: { alignSelf: 'flex-end', alignItems: 'flex-end' },
  bubble: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  bubbleMine: { backgroundColor: tokens.colorBrandBackground2 },
  deleted: { fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
  log: { alignSelf: 'center', ...typographyStyles.caption1, color: tokens.colorNeutralForeground2 },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    ...typographyStyles.caption1,
    color: tokens.colorNeutralForeground2,
  },
  unseen: { boxShadow: `inset 3px 0 0 ${tokens.colorPaletteRedBorder2}` },
});

export interface MessageActions {
  onEdit(m: MessageView): void;
  onEditSchedule(m: MessageView): void;
  onDelete(m: MessageView): void;
  onOpenThread?(m: MessageView): void;
}

/** The menu's items, worked out when it opens, so Unsend turns into Delete once 30 seconds have passed. */
function ActionItems({ m, actions, canWrite }: { m: MessageView; actions: MessageActions; canWrite: boolean }) {
  const now = new Date();
  const mode = deleteMode({ ...m, deleted: m.is_deleted }, now);
  const isAttachment = parseAttachmentText(m.text) !== null;
  return (
    <MenuList>
      {canWrite && !m.is_deleted && !isAttachment && (
        <MenuItem onClick={() => actions.onEdit(m)}>{chatText.edit}</MenuItem>
      )}
      {canWrite && canEditScheduledTime({ ...m, deleted: m.is_deleted }, now) && (
        <MenuItem onClick={() => actions.onEditSchedule(m)}>{chatText.editScheduledTime}</MenuItem>
      )}
      {canWrite && !m.is_deleted && (
        <MenuItem onClick={() => actions.onDelete(m)}>{mode === 'unsend' ? chatText.unsend : chatText.delete}</MenuItem>
      )}
    </MenuList>
  );
}

/** One message (MD §2 "Per message: Edit, Edit Scheduled Time, Delete or Unsend"); replies open its thread. */
export function MessageBubble({
  m,
  meId,
  actions,
  canWrite,
  unseen,
  inThread = false,
}: {
  m: MessageView;
  meId: string;
  actions: MessageActions;
  canWrite: boolean;
  unseen: boolean;
  inThread?: boolean;
}) {
  const s = useStyles();
  if (m.is_log) return <p className={s.log}>{m.text}</p>;
  const mine = m.user_id === meId;
  const locations = m.is_deleted ? null : parseAttachmentText(m.text);
  const showMenu = mine && canWrite && !m.is_deleted;
  return (
    <article
      className={mergeClasses(s.row, mine && s.mine)}
      aria-label={`${mine ? chatText.you : m.user_name}, ${formatDateTime(m.scheduled && m.scheduled_time ? m.scheduled_time : m.created_at)}`}
      data-message-id={m.id}
    >
      <div className={s.meta}>
        <span>{mine ? chatText.you : m.user_name}</span>
        <span>
          {m.scheduled && m.scheduled_time
            ? chatText.scheduledFor(formatDateTime(m.scheduled_time))
            : formatDateTime(m.created_at)}
        </span>
        {m.tag !== 'general' && (
          <Badge appearance="tint" color={m.tag === 'emergency' ? 'danger' : 'warning'} size="small">
            {messageTagLabels[m.tag]}
          </Badge>
        )}
        {m.is_edited && !m.is_deleted && <span>{chatText.edited}</span>}
        {isAutoReply(m) && (
          <Badge appearance="outline" color="informative" size="small">
            {outOfOfficeText.autoReplyLabel}
          </Badge>
        )}
      </div>
      <div className={mergeClasses(s.bubble, mine && s.bubbleMine, m.is_deleted && s.deleted, unseen && s.unseen)}>
        {locations ? <Attachments locations={locations} /> : m.text}
      </div>
      <div className={s.meta}>
        {!inThread && !m.scheduled && !m.is_deleted && actions.onOpenThread && (
          <Button
            appearance="transparent"
            size="small"
            icon={<ChatMultipleRegular />}
            onClick={() => actions.onOpenThread!(m)}
          >
            {m.reply_count > 0 ? chatText.replies(m.reply_count) : chatText.reply}
          </Button>
        )}
        {showMenu && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="transparent"
                size="small"
                icon={<MoreHorizontalRegular />}
                aria-label={chatText.messageActions}
              />
            </MenuTrigger>
            <MenuPopover>
              <ActionItems m={m} actions={actions} canWrite={canWrite} />
            </MenuPopover>
          </Menu>
        )}
      </div>
    </article>
  );
}
