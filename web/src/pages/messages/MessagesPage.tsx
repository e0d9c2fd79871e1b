import { Button, makeStyles, SearchBox, ToggleButton, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { conversationText } from '@ledgerline/shared/conversations';
import type { ConversationSummary } from '../../api/conversations';
import { ChatLayout } from '../../components/conversations/ChatLayout';
import { ConversationList } from '../../components/conversations/ConversationList';
import { ConversationView } from '../../components/conversations/ConversationView';
import { MassEmailButton } from '../../components/mass-email/MassEmailButton';
import { chatText } from '../../components/conversations/text';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { useCompanyByHash } from '../../hooks/useCompanyByHash';
import {
  useConversation,
  useConversationList,
  useConversationSearch,
  useLiveConversations,
} from '../../hooks/useConversations';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDebounced } from '../../hooks/useDebounced';
import { messagesPageText } from '../../texts/messages-page';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  empty: {
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

const searchDebounceMs = 640;
const hrefOf = (c: ConversationSummary) =>
  c.relevant_company_hash_id
    ? `/admin/${c.relevant_company_hash_id}/messages/${c.id}`
    : `/messages?conversation=${c.id}`;

/**
 * MD §2 "Admin messages screen": /messages and /admin/{companyHash}/messages/{conversationId}. The open
 * conversation's entity is the selected one: the list shows that entity's conversations until 'Show All'.
 * With no entity selected it asks to pick one (MD §2) instead of listing the whole firm, until 'Show All'
 * (the button, or the Show Unread / Show All toggle turned back); searching and Show Unread still list.
 */
export default function MessagesPage() {
  const s = useStyles();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const params = useParams<{ companyHash?: string; conversationId?: string }>();
  const [searchParams] = useSearchParams();
  const conversationId = params.conversationId ?? searchParams.get('conversation');
  const [search, setSearch] = useState('');
  const [showUnread, setShowUnread] = useState(false);
  // The entity (or '' for none) whose 'Show All' was chosen.
  const [showAllFor, setShowAllFor] = useState<string | null>(null);
  const query = useDebounced(search, searchDebounceMs);

  const { data: open, isLoading: opening } = useConversation(conversationId, null);
  // The selected entity: the one /admin/{companyHash}/messages names (looked up, so an entity with no
  // conversation yet filters too), else the open conversation's. Until the lookup answers, nothing is listed.
  const named = useCompanyByHash(params.companyHash);
  const naming = (Boolean(params.companyHash) && named.isLoading) || opening;
  const entityId = (params.companyHash ? named.data?.id : undefined) ?? open?.relevant_company_ids[0] ?? null;
  const showingAll = showAllFor === (entityId ?? '');
  const filterId = entityId && !showingAll ? entityId : null;
  // Search answers one page (no cursor); the list pages on with 'Load more'.
  const searching = query.trim() !== '';
  const pickEntity = !naming && !entityId && !showingAll && !showUnread && !searching;
  const list = useConversationList({ companyId: filterId, showUnread, enabled: !naming && !pickEntity });
  const found = useConversationSearch(query);
  useLiveConversations();

  if (!me) return null;
  const items = (searching ? found.data?.conversations : list.conversations) ?? [];
  const loading = searching ? found.isLoading : naming || list.isLoading;
  const listPane = (
    <>
      <div className={s.tools}>
        <SearchBox
          aria-label={chatText.search}
          placeholder={chatText.search}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <div className={s.row}>
          <MassEmailButton me={me} />
          <ToggleButton
            size="small"
            checked={showUnread}
            onClick={() => {
              // Back from Show Unread with no entity selected, 'Show All' lists them all.
              if (showUnread && !entityId) setShowAllFor('');
              setShowUnread((v) => !v);
            }}
          >
            {showUnread ? chatText.showAll : chatText.showUnread}
          </ToggleButton>
          {filterId && (
            <Button size="small" onClick={() => setShowAllFor(entityId)}>
              {chatText.showAll}
            </Button>
          )}
        </div>
      </div>
      {pickEntity ? (
        <div className={s.empty}>
          <p>{messagesPageText.pickEntity}</p>
          <Button onClick={() => setShowAllFor('')}>{chatText.showAll}</Button>
        </div>
      ) : !loading && items.length === 0 ? (
        <div className={s.empty}>
          {searching || showUnread ? (
            <p>{chatText.noResults}</p>
          ) : (
            <>
              <p>{conversationText.noConversations}</p>
              {/* MD §2: 'Add Entity' opens the Entities page. */}
              <RouterLink to="/admin">{chatText.addEntity}</RouterLink>
            </>
          )}
        </div>
      ) : (
        <ConversationList
          items={items}
          selectedId={conversationId}
          hrefOf={hrefOf}
          meId={me.user.id}
          more={searching ? undefined : { hasMore: list.hasMore, loading: list.loadingMore, onLoadMore: list.loadMore }}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeading>{chatText.messages}</PageHeading>
      <ChatLayout
        listLabel={chatText.conversations}
        empty={chatText.noSelection}
        list={listPane}
        chat={
          conversationId ? (
            <ConversationView
              conversationId={conversationId}
              me={me}
              backTo="/messages"
              backLabel={chatText.backToConversations}
              companyReadonly={false}
              onMoved={(id) =>
                navigate(
                  params.companyHash ? `/admin/${params.companyHash}/messages/${id}` : `/messages?conversation=${id}`,
                )
              }
              onLeave={() => navigate('/messages')}
            />
          ) : null
        }
      />
    </>
  );
}
