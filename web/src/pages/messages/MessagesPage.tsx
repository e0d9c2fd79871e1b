import { Button, makeStyles, SearchBox, ToggleButton, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { conversationText } from '@ledgerline/shared/conversations';
import type { ConversationSummary } from '../../api/conversations';
import { ChatLayout } from '../../components/conversations/ChatLayout';
import { ConversationList } from '../../components/conversations/ConversationList';
import { ConversationView } from '../../components/conversations/ConversationView';
import { participantsOf, type Participant } from '../../components/conversations/participants';
import { chatText } from '../../components/conversations/text';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { useConversation, useConversationList, useConversationSearch, useLiveConversations } from '../../hooks/useConversations';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDebounced } from '../../hooks/useDebounced';

const useStyles = makeStyles({
  tools: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  empty: { padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

const searchDebounceMs = 640;
const hrefOf = (c: ConversationSummary) => (c.relevant_company_hash_id ? `/admin/${c.relevant_company_hash_id}/messages/${c.id}` : `/messages?conversation=${c.id}`);

/**
 * MD §2 "Admin messages screen": /messages and /admin/{companyHash}/messages/{conversationId}. The open
 * conversation's entity is the selected one: the list shows that entity's conversations until 'Show All'.
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
  const [showAllFor, setShowAllFor] = useState<string | null>(null);
  const query = useDebounced(search, searchDebounceMs);

  const { data: open } = useConversation(conversationId, null);
  // The selected entity: the open conversation's, or the one /admin/{companyHash}/messages names (found among
  // the conversations listed, as staff have no hash lookup of their own here).
  const [hashEntity, setHashEntity] = useState<{ hash: string; id: string } | null>(null);
  const entityId = open?.relevant_company_ids[0] ?? (hashEntity && hashEntity.hash === params.companyHash ? hashEntity.id : null);
  const filterId = entityId && showAllFor !== entityId ? entityId : null;
  const list = useConversationList({ companyId: filterId, showUnread });
  const named = params.companyHash && !open ? list.data?.conversations.find((c) => c.relevant_company_hash_id === params.companyHash) : undefined;
  if (named?.relevant_company_ids[0] && hashEntity?.hash !== params.companyHash) setHashEntity({ hash: params.companyHash!, id: named.relevant_company_ids[0] });
  const found = useConversationSearch(query);
  useLiveConversations();

  const searching = query.trim() !== '';
  const items = (searching ? found.data?.conversations : list.data?.conversations) ?? [];
  const knownStaff = useMemo(() => {
    const all = new Map<string, Participant>();
    for (const c of list.data?.conversations ?? []) for (const p of participantsOf(c)) if (p.isFirmUser && p.name) all.set(p.id, p);
    return [...all.values()];
  }, [list.data]);

  if (!me) return null;
  const loading = searching ? found.isLoading : list.isLoading;
  const listPane = (
    <>
      <div className={s.tools}>
        <SearchBox aria-label={chatText.search} placeholder={chatText.search} value={search} onChange={(_, d) => setSearch(d.value)} />
        <div className={s.row}>
          <ToggleButton size="small" checked={showUnread} onClick={() => setShowUnread((v) => !v)}>
            {showUnread ? chatText.showAll : chatText.showUnread}
          </ToggleButton>
          {filterId && (
            <Button size="small" onClick={() => setShowAllFor(entityId)}>
              {chatText.showAll}
            </Button>
          )}
        </div>
      </div>
      {!loading && items.length === 0 ? (
        <div className={s.empty}>
          {searching || showUnread ? (
            <p>{chatText.noResults}</p>
          ) : (
            <>
              <p>{conversationText.noConversations}</p>
              <RouterLink to="/admin">{chatText.addEntity}</RouterLink>
            </>
          )}
        </div>
      ) : (
        <ConversationList items={items} selectedId={conversationId} hrefOf={hrefOf} meId={me.user.id} />
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
              knownStaff={knownStaff}
              onMoved={(id) => navigate(params.companyHash ? `/admin/${params.companyHash}/messages/${id}` : `/messages?conversation=${id}`)}
              onLeave={() => navigate('/messages')}
            />
          ) : null
        }
      />
    </>
  );
}
