import { Badge, Button, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { NavLink } from 'react-router';
import { previewOf } from '@ledgerline/shared/conversation-rules';
import type { ConversationSummary } from '../../api/conversations';
import { browserZone, formatDate } from '../../format/dateTime';
import { chatText } from './text';
import { participantNames } from './participants';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  link: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: `2px ${tokens.spacingHorizontalS}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
  },
  names: { ...typographyStyles.body1Strong, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  date: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  preview: {
    ...typographyStyles.caption1,
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalM },
});

/** The list's further pages: a button at its end while the server has more. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * MD §2: each item shows the participant names, the last message (48 characters, 'Attachment',
 * 'Last message: {date}' or 'Empty Conversation'), the date and the unread count.
 */
export function ConversationList({
  items,
  selectedId,
  hrefOf,
  meId,
  more,
}: {
  items: ConversationSummary[];
  selectedId: string | null;
  hrefOf: (c: ConversationSummary) => string;
  meId: string;
  more?: MorePages;
}) {
  const s = useStyles();
  return (
    <>
      <ul className={s.list}>
        {items.map((c) => {
          const names = participantNames(c, meId).join(', ') || chatText.conversations;
          const preview = previewOf(c.last_message, browserZone);
          return (
            <li key={c.id}>
              <NavLink
                to={hrefOf(c)}
                className={mergeClasses(s.link, c.id === selectedId && s.current)}
                aria-current={c.id === selectedId ? 'page' : undefined}
              >
                <span className={s.names}>{names}</span>
                <span className={s.date}>{c.last_message ? formatDate(c.last_message.created_at) : ''}</span>
                <span className={s.preview}>{preview}</span>
                <span>
                  {c.unseen_messages > 0 && (
                    <Badge appearance="filled" color="brand" size="small">
                      {c.unseen_messages}
                      <span className={s.hidden}>{chatText.unread}</span>
                    </Badge>
                  )}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
      {more?.hasMore && (
        <div className={s.more}>
          {/* Stays focusable while loading, so keyboard focus is still here when the next page arrives. */}
          <Button disabledFocusable={more.loading} onClick={more.onLoadMore}>
            {more.loading ? chatText.loadingMore : chatText.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
