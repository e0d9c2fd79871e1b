import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIsNarrow } from '../../hooks/useMediaQuery';

const useStyles = makeStyles({
  layout: {
    display: 'flex',
    height: 'calc(100vh - 200px)',
    minHeight: '480px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  list: {
    width: '320px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  listOnly: { width: '100%', borderRight: 'none' },
  chat: { flex: 1, minWidth: 0, display: 'flex' },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground2, padding: tokens.spacingHorizontalL },
});

/** The list beside the chat; on a phone one or the other (MD: list and chat as separate views). */
export function ChatLayout({
  list,
  chat,
  listLabel,
  empty,
}: {
  list: ReactNode;
  chat: ReactNode | null;
  listLabel: string;
  empty: string;
}) {
  const s = useStyles();
  const narrow = useIsNarrow();
  const showList = !narrow || !chat;
  const showChat = !narrow || Boolean(chat);
  return (
    <div className={s.layout}>
      {showList && (
        <nav aria-label={listLabel} className={narrow ? `${s.list} ${s.listOnly}` : s.list}>
          {list}
        </nav>
      )}
      {showChat && <div className={s.chat}>{chat ?? <p className={s.empty}>{empty}</p>}</div>}
    </div>
  );
}
