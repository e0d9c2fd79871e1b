import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { makeStyles, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { Navigate, useNavigate, useParams } from 'react-router';
import { conversationText } from '@ledgerline/shared/conversations';
import { LoadError } from '../../api/client';
import { conversations, type ConversationSummary } from '../../api/conversations';
import { ChatLayout } from '../../components/conversations/ChatLayout';
import { ConversationList } from '../../components/conversations/ConversationList';
import { ConversationView } from '../../components/conversations/ConversationView';
import { chatText } from '../../components/conversations/text';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { useConversation, useConversationList, useLiveConversations } from '../../hooks/useConversations';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useSelectedCompany } from '../../hooks/useSelectedCompany';
import { useSession } from '../../hooks/useSession';

const useStyles = makeStyles({ empty: { padding: tokens.spacingHorizontalM } });

const hrefOf = (c: ConversationSummary) => `/inbox/${c.relevant_company_hash_id ?? '-'}/${c.id}`;

/** The client's conversation about an entity, started when there is none yet (get_client_conversation). */
function useClientConversation(companyId: string | null) {
  const session = useSession();
  return useSWR(
    session && companyId ? ([conversationRoutes.getClientConversation.path, session.sid, companyId] as const) : null,
    async ([, , id]) => {
      const res = await conversations.clientConversation(id);
      if (!res?.ok) throw new LoadError(res?.error ?? 'network', res?.status);
      return res.data.conversation;
    },
  );
}

/** /inbox/{companyHash}: opens the entity's conversation. */
function EntityInbox({ companyId, companyHash }: { companyId: string | null; companyHash: string }) {
  const { data, error } = useClientConversation(companyId);
  if (data) return <Navigate to={`/inbox/${companyHash}/${data.id}`} replace />;
  if (error || !companyId) return <Navigate to="/inbox" replace />;
  return <Loading />;
}

/**
 * MD §2 "Client conversation view": /inbox (the list) and /inbox/{companyHash}/{conversationId}: list with
 * unread badges, the conversation with its composer and threads, and a back control to the dashboard.
 */
export default function InboxPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const selected = useSelectedCompany(me);
  const { companyHash, conversationId } = useParams<{ companyHash?: string; conversationId?: string }>();
  const list = useConversationList({ companyId: null, showUnread: false });
  // The open conversation (the view loads it under the same key): it may lie beyond the pages listed.
  const { data: open } = useConversation(conversationId, null);
  useLiveConversations();

  if (!me) return null;
  const company = me.companies.find((c) => c.hash_id === companyHash) ?? null;
  if (companyHash && !conversationId)
    return (
      <EntityInbox
        companyId={company?.id ?? (companyHash === selected?.hash_id ? selected.id : null)}
        companyHash={companyHash}
      />
    );

  // The open conversation is listed even when the list has not got it (a failed or late load, MD §8): a client
  // with a conversation on screen is never told there is none.
  const items = list.conversations.length === 0 && open && open.id === conversationId ? [open] : list.conversations;
  const conversationCompany = me.companies.find((c) => c.id === open?.relevant_company_ids[0]) ?? company;
  return (
    <>
      <PageHeading>{chatText.inbox}</PageHeading>
      <ChatLayout
        listLabel={chatText.conversations}
        empty={chatText.noSelection}
        list={
          !list.isLoading && items.length === 0 ? (
            <p className={s.empty}>{conversationText.noConversations}</p>
          ) : (
            <ConversationList
              items={items}
              selectedId={conversationId ?? null}
              hrefOf={hrefOf}
              meId={me.user.id}
              more={{ hasMore: list.hasMore, loading: list.loadingMore, onLoadMore: list.loadMore }}
            />
          )
        }
        chat={
          conversationId ? (
            <ConversationView
              conversationId={conversationId}
              me={me}
              backTo="/"
              backLabel={chatText.backToDashboard}
              companyReadonly={Boolean(conversationCompany?.readonly_access)}
              onMoved={(id) => navigate(`/inbox/${companyHash}/${id}`)}
              onLeave={() => navigate('/inbox')}
            />
          ) : null
        }
      />
    </>
  );
}
