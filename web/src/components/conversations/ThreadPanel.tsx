import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import type { MessageView } from '../../api/conversations';
import { useThread } from '../../hooks/useConversations';
import { Composer, type ComposerProps } from './Composer';
import { MessageBubble, type MessageActions } from './MessageBubble';
import { chatText } from './text';

const useStyles = makeStyles({
  panel: {
    // Beside the conversation it stays narrow enough to leave the messages most of the width.
    width: 'clamp(260px, 36%, 380px)',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 900px)': { position: 'absolute', inset: 0, width: 'auto', zIndex: 5, borderLeft: 'none' },
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  title: { ...typographyStyles.subtitle2, margin: 0 },
  replies: {
    flex: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** MD §2: "Replies open in a thread side panel." Opening it marks the thread seen (the caller does). */
export function ThreadPanel({
  conversationId,
  parent,
  meId,
  actions,
  canWrite,
  composer,
  onClose,
}: {
  conversationId: string;
  parent: MessageView;
  meId: string;
  actions: MessageActions;
  canWrite: boolean;
  composer: Omit<ComposerProps, 'conversationId' | 'threadId' | 'onSent'>;
  onClose: () => void;
}) {
  const s = useStyles();
  const { data, mutate } = useThread(conversationId, parent.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [parent.id]);
  const replies = data?.thread?.replies ?? [];
  return (
    <aside className={s.panel} aria-labelledby="thread-heading">
      <div className={s.head}>
        <h2 id="thread-heading" ref={heading} tabIndex={-1} className={s.title}>
          {chatText.thread}
        </h2>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label={chatText.closeThread} onClick={onClose} />
      </div>
      <MessageBubble m={parent} meId={meId} actions={actions} canWrite={canWrite} unseen={false} inThread />
      <div className={s.replies} role="log" aria-label={chatText.replies(replies.length)}>
        {replies.map((m) => (
          <MessageBubble key={m.id} m={m} meId={meId} actions={actions} canWrite={canWrite} unseen={false} inThread />
        ))}
      </div>
      <Composer
        {...composer}
        conversationId={conversationId}
        threadId={parent.id}
        label={chatText.replyInThread}
        onSent={() => void mutate()}
      />
    </aside>
  );
}
