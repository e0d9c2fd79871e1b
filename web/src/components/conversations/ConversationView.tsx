import { useStickToBottom } from './useStickToBottom';
import {
  AvatarGroup,
  AvatarGroupItem,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import {
  ArrowLeftRegular,
  ArrowDownloadRegular,
  EyeOffRegular,
  EyeRegular,
  PeopleRegular,
} from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  canAddSelf,
  canManageParticipants,
  sendingToBanner,
  whyCannotSend,
  deleteMode,
} from '@ledgerline/shared/conversation-rules';
import { conversationText } from '@ledgerline/shared/conversations';
import { conversations, type MessageView } from '../../api/conversations';
import type { CurrentUser } from '../../api/types';
import { useConversation, useMarkSeen, useRevalidateConversations } from '../../hooks/useConversations';
import { useEntityPermissions } from '../../hooks/useEntityPermissions';
import { toastSuccess } from '../../toast';
import { Loading } from '../Loading';
import { OutOfOfficeBanner } from './OutOfOfficeBanner';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Composer } from './Composer';
import { EditMessageDialog } from './EditMessageDialog';
import { EditScheduledTimeDialog } from './EditScheduledTimeDialog';
import { ExportDialog } from './ExportDialog';
import { ManageParticipantsDialog } from './ManageParticipantsDialog';
import { MessageBubble, type MessageActions } from './MessageBubble';
import { participantNames, participantsOf } from './participants';
import { chatText } from './text';
import { ThreadPanel } from './ThreadPanel';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'flex', flex: 1, minWidth: 0, minHeight: 0 },
  chat: {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    minHeight: 0,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: {
    ...typographyStyles.subtitle2,
    margin: 0,
    flex: 1,
    minWidth: '120px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    // On a phone the actions keep to one row that scrolls sideways, leaving the height to the messages.
    '@media (max-width: 640px)': { flexWrap: 'nowrap', overflowX: 'auto', width: '100%', '& > *': { flexShrink: 0 } },
  },
  pane: {
    flex: 1,
    minHeight: '200px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalS} 0`,
  },
  pager: { alignSelf: 'center' },
  scheduled: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px dashed ${tokens.colorNeutralStroke2}`,
  },
  scheduledTitle: { ...typographyStyles.caption1Strong, margin: 0 },
});

export interface ConversationViewProps {
  conversationId: string;
  me: CurrentUser;
  /** Where Back goes (the list on a phone, the dashboard for a client). */
  backTo: string;
  backLabel: string;
  /** Client: whether the entity is read-only (MD §6). */
  companyReadonly: boolean;
  /** After a change of participants started a new conversation. */
  onMoved: (conversationId: string) => void;
  /** After Mark as unseen: the list, so the conversation is not marked seen again at once. */
  onLeave: () => void;
}

type Dialog =
  | { kind: 'edit' | 'schedule' | 'delete' | 'deleteScheduled'; message: MessageView }
  | { kind: 'participants' | 'export' }
  | null;

/** MD §2: chat header, banners, the paged conversation pane, per-message actions, the thread panel and the footer. */
export function ConversationView({
  conversationId,
  me,
  backTo,
  backLabel,
  companyReadonly,
  onMoved,
  onLeave,
}: ConversationViewProps) {
  const s = useStyles();
  const navigate = useNavigate();
  const [before, setBefore] = useState<string | null>(null);
  const [threadOf, setThreadOf] = useState<MessageView | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, error, isLoading, mutate } = useConversation(conversationId, before);
  const revalidateAll = useRevalidateConversations();
  const markSeen = useMarkSeen(me.user.id);
  const pane = useRef<HTMLDivElement>(null);
  const isStaff = me.user.is_advisor;

  // A new conversation starts on its latest page, without a thread open.
  useEffect(() => {
    setBefore(null);
    setThreadOf(null);
  }, [conversationId]);

  // Reading marks it seen: on opening, and whenever a new message arrives while it is open.
  const unseen = data?.unseen_messages ?? 0;
  useEffect(() => {
    if (!data?.is_member || unseen === 0) return;
    markSeen(conversationId);
  }, [conversationId, data?.is_member, data?.last_message_at, unseen, markSeen]);

  // The latest page stays scrolled to the newest message.
  const count = data?.messages.length ?? 0;
  const lastId = data?.messages[count - 1]?.id;
  useStickToBottom(pane, !before && Boolean(data), `${conversationId}/${lastId}`);

  // The thread panel follows its parent message as the page refreshes (reply count, edits).
  const parent = threadOf && (data?.messages.find((m) => m.id === threadOf.id) ?? threadOf);
  const parentId = parent?.id ?? null;
  const replyCount = parent?.reply_count ?? 0;
  useEffect(() => {
    // Opening a thread, and each reply that arrives while it is open, marks its replies seen.
    if (parentId && replyCount >= 0) void conversations.markThreadSeen(conversationId, parentId);
  }, [conversationId, parentId, replyCount]);

  // Issue 20: staff whose firm roles refuse sending here are not offered the composer's sending (messages.send).
  const permissions = useEntityPermissions(isStaff ? data?.relevant_company_hash_id : null);

  const firmParticipants = useMemo(() => (data ? participantsOf(data).filter((p) => p.isFirmUser) : []), [data]);

  if (isLoading && !data) return <Loading />;
  if (!data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error?.status === 404 ? chatText.notFound : chatText.loadFailed}</MessageBarBody>
      </MessageBar>
    );

  const names = participantNames(data, me.user.id);
  const cannot = whyCannotSend({
    preview: false,
    archived: data.archived,
    userReadonly: me.user.readonly_access,
    companyReadonly,
  });
  const refusedByRole = isStaff ? permissions.problem('messages.send') : null;
  const canWrite = cannot === null && refusedByRole === null && data.is_member;
  const canManage = canManageParticipants({ isAdvisor: isStaff, firmAccess: me.user.firm_access }) && !data.archived;
  const mayJoin = canAddSelf({ userId: me.user.id, isAdvisor: isStaff }, data);
  // MD §2: the scroll button goes to the first thread with replies the reader has not opened.
  const firstUnreadThread = data.messages.find((m) => m.unread_thread);
  const composer = {
    canWrite,
    isStaff,
    tagsEnabled: me.firm.preferences.message_tags_disabled !== true,
    companyId: data.relevant_company_ids[0] ?? null,
  };
  const refresh = () => void mutate();

  const actions: MessageActions = {
    onEdit: (m) => setDialog({ kind: 'edit', message: m }),
    onEditSchedule: (m) => setDialog({ kind: 'schedule', message: m }),
    onDelete: (m) => {
      const mode = deleteMode({ ...m, deleted: m.is_deleted }, new Date());
      if (mode === 'confirm') return setDialog({ kind: 'delete', message: m });
      if (mode === 'cancel') return setDialog({ kind: 'deleteScheduled', message: m });
      void remove(m, mode);
    },
    onOpenThread: (m) => setThreadOf(m),
  };

  async function remove(m: MessageView, mode: 'unsend' | 'cancel' | 'confirm') {
    const res = mode === 'cancel' ? await conversations.removeScheduled(m.id) : await conversations.remove(m.id);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    revalidateAll();
  }

  async function join() {
    const res = await conversations.join(conversationId);
    if (res?.ok) revalidateAll();
  }

  async function markUnseen() {
    const res = await conversations.markUnseen(conversationId);
    if (!res?.ok) return;
    toastSuccess(conversationText.markedUnseen);
    onLeave();
    revalidateAll();
  }

  function scrollToUnread() {
    if (!firstUnreadThread) return;
    const el = pane.current?.querySelector<HTMLElement>(`[data-message-id="${firstUnreadThread.id}"]`);
    el?.scrollIntoView({ block: 'center' });
    el?.setAttribute('tabindex', '-1');
    el?.focus();
    setThreadOf(firstUnreadThread);
  }

  return (
    <div className={s.wrap}>
      <section className={s.chat} aria-labelledby="chat-title">
        <header className={s.header}>
          <Button
            as="a"
            appearance="subtle"
            icon={<ArrowLeftRegular />}
            aria-label={backLabel}
            onClick={(e) => {
              e.preventDefault();
              navigate(backTo);
            }}
            href={backTo}
          />
          <AvatarGroup layout="stack" size={28} aria-hidden>
            {participantsOf(data)
              .slice(0, 4)
              .map((p) => (
                <AvatarGroupItem key={p.id} name={p.name} />
              ))}
          </AvatarGroup>
          <h2 id="chat-title" className={s.title}>
            {names.join(', ') || chatText.conversations}
          </h2>
          <div className={s.actions}>
            {canManage && (
              <Button icon={<PeopleRegular />} onClick={() => setDialog({ kind: 'participants' })}>
                {chatText.manageParticipants}
              </Button>
            )}
            {data.is_member && (
              <Button icon={<EyeOffRegular />} onClick={() => void markUnseen()}>
                {chatText.markAsUnseen}
              </Button>
            )}
            {/* MD §1: staff preview the client's dashboard for the conversation's entity (read-only). */}
            {isStaff &&
              data.relevant_company_hash_id &&
              data.user_ids.slice(0, 2).map((userId, i) => {
                const href = `/preview/user/${encodeURIComponent(userId)}?previewCompanyHash=${encodeURIComponent(data.relevant_company_hash_id!)}`;
                return (
                  <Button
                    key={userId}
                    as="a"
                    href={href}
                    icon={<EyeRegular />}
                    aria-label={chatText.previewClient(data.client_names[i] || chatText.preview)}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(href);
                    }}
                  >
                    {data.user_ids.length > 1
                      ? `${chatText.preview} ${data.client_names[i] ?? ''}`.trim()
                      : chatText.preview}
                  </Button>
                );
              })}
            {isStaff && (
              <Button icon={<ArrowDownloadRegular />} onClick={() => setDialog({ kind: 'export' })}>
                {chatText.exportConversation}
              </Button>
            )}
          </div>
        </header>

        {data.archived && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{conversationText.archivedBanner}</MessageBarBody>
          </MessageBar>
        )}
        {isStaff && !data.is_member && !data.archived && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{conversationText.notInConversation}</MessageBarBody>
            {mayJoin && (
              <MessageBarActions>
                <Button onClick={() => void join()}>{chatText.addYourself}</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}

        <OutOfOfficeBanner conversation={data} />

        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be focusable to scroll with the keyboard (axe scrollable-region-focusable) */}
        <div ref={pane} className={s.pane} role="log" aria-label={chatText.messages} tabIndex={0}>
          {data.previous_cursor && (
            <Button className={s.pager} appearance="secondary" onClick={() => setBefore(data.previous_cursor)}>
              {chatText.previousMessages(data.previous_count)}
            </Button>
          )}
          {data.messages.map((m) => (
            <MessageBubble
              key={m.id}
              m={m}
              meId={me.user.id}
              actions={actions}
              canWrite={canWrite}
              unseen={m.unseen_user_ids.includes(me.user.id) && m.user_id !== me.user.id}
            />
          ))}
          {before && (
            <Button className={s.pager} appearance="secondary" onClick={() => setBefore(null)}>
              {chatText.latestMessages(data.latest_count)}
            </Button>
          )}
          {!before && data.scheduled_messages.length > 0 && (
            <div className={s.scheduled}>
              <h3 className={s.scheduledTitle}>{chatText.schedule}</h3>
              {data.scheduled_messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  m={m}
                  meId={me.user.id}
                  actions={actions}
                  canWrite={canWrite}
                  unseen={false}
                />
              ))}
            </div>
          )}
        </div>
        {firstUnreadThread && (
          <Button className={s.pager} size="small" onClick={scrollToUnread}>
            {chatText.scrollToUnread}
          </Button>
        )}

        {refusedByRole && data.is_member && permissions.known && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{refusedByRole}</MessageBarBody>
          </MessageBar>
        )}
        {canWrite && names.length > 0 && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{sendingToBanner(names)}</MessageBarBody>
          </MessageBar>
        )}
        <Composer
          {...composer}
          conversationId={conversationId}
          threadId={null}
          onSent={() => {
            setBefore(null);
            refresh();
            revalidateAll();
          }}
        />
      </section>

      {parent && (
        <ThreadPanel
          conversationId={conversationId}
          parent={parent}
          meId={me.user.id}
          actions={actions}
          canWrite={canWrite}
          composer={composer}
          onClose={() => setThreadOf(null)}
        />
      )}

      {dialog?.kind === 'edit' && (
        <EditMessageDialog message={dialog.message} onClose={() => setDialog(null)} onDone={revalidateAll} />
      )}
      {dialog?.kind === 'schedule' && (
        <EditScheduledTimeDialog message={dialog.message} onClose={() => setDialog(null)} onDone={revalidateAll} />
      )}
      {dialog?.kind === 'deleteScheduled' && (
        <ConfirmDialog
          title={chatText.deleteScheduledMessage}
          confirmLabel={chatText.delete}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            const m = dialog.message;
            setDialog(null);
            void remove(m, 'cancel');
          }}
        >
          {chatText.deleteScheduledConfirmation}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={chatText.deleteMessage}
          confirmLabel={chatText.delete}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            const m = dialog.message;
            setDialog(null);
            void remove(m, 'confirm');
          }}
        >
          {conversationText.deleteConfirmation}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'export' && <ExportDialog conversationId={conversationId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'participants' && (
        <ManageParticipantsDialog
          conversationId={conversationId}
          current={firmParticipants}
          onClose={() => setDialog(null)}
          onDone={(id) => {
            revalidateAll();
            if (id !== conversationId) onMoved(id);
          }}
        />
      )}
    </div>
  );
}
