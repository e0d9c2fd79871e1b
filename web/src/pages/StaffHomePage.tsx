import { Badge, makeStyles, Spinner, tokens, typographyStyles } from '@fluentui/react-components';
import { previewOf } from '@ledgerline/shared/conversation-rules';
import { notificationHref, notificationType } from '@ledgerline/shared/notifications';
import type { ConversationSummary } from '../api/conversations';
import type { NotificationView } from '../api/notifications';
import { participantNames } from '../components/conversations/participants';
import { PageHeading } from '../components/PageHeading';
import { ProfileSummary } from '../components/ProfileSummary';
import { GuideCard } from '../components/profile/GuideCard';
import { RouterLink } from '../components/RouterLink';
import { browserZone, formatDate } from '../format/dateTime';
import { useConversationList } from '../hooks/useConversations';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useNotificationFeed } from '../hooks/useNotifications';
import { useWaitingForClient } from '../hooks/useTaxReturns';
import { navText } from '../messages';
import { staffHomeText as t } from '../texts/staffHome';

const useStyles = makeStyles({
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
  },
  card: {
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // Room for a heading and two rows while the card loads, so what arrives does not push the page down (CLS).
    minHeight: '148px',
  },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  meta: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** How many rows each section lists; the screen each opens lists the rest. */
const listed = 5;

/** The open conversation's address, as the Messages screen builds it. */
const hrefOf = (c: ConversationSummary) =>
  c.relevant_company_hash_id
    ? `/admin/${c.relevant_company_hash_id}/messages/${c.id}`
    : `/messages?conversation=${c.id}`;

function UnreadConversations({ meId }: { meId: string }) {
  const s = useStyles();
  // The Messages screen's own list (one page, kept live by realtime events), unread only.
  const list = useConversationList({ companyId: null, showUnread: true });
  const rows = list.conversations.filter((c) => c.unseen_messages > 0).slice(0, listed);
  return (
    <section className={s.card} aria-labelledby="home-unread">
      <h3 id="home-unread" className={s.h3}>
        {t.unread}
      </h3>
      {list.isLoading ? (
        <Spinner size="tiny" label={t.loading} />
      ) : rows.length === 0 ? (
        <p className={s.empty}>{t.noUnread}</p>
      ) : (
        <ul className={s.list}>
          {rows.map((c) => (
            <li key={c.id} className={s.row}>
              <RouterLink to={hrefOf(c)}>{participantNames(c, meId).join(', ') || navText.messages}</RouterLink>
              <span className={s.meta}>
                <Badge appearance="filled" color="brand" size="small">
                  {t.unreadCount(c.unseen_messages)}
                </Badge>{' '}
                {previewOf(c.last_message, browserZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <RouterLink to="/messages">{t.allUnread}</RouterLink>
    </section>
  );
}

/** The review's words, as a link to the screen it names when that screen exists (notificationHref). */
function ReviewText({ n }: { n: NotificationView }) {
  const href = notificationHref(n.link);
  return href ? <RouterLink to={href}>{n.text}</RouterLink> : <span>{n.text}</span>;
}

/**
 * A client's review of a tax return draft tells their assigned firm user (a tax return notification): the
 * unread ones are what waits. Each opens the entity's page (/admin/{hash}), where the return is.
 */
function Reviews({ kind }: { kind: 'changes' | 'approved' }) {
  const s = useStyles();
  const feed = useNotificationFeed({ page: 1, search: '', unreadOnly: true, type: notificationType.taxReturn });
  const wanted = (n: NotificationView) => (kind === 'changes') === /requested changes/.test(n.text);
  const rows = (feed.data?.notifications ?? []).filter(wanted).slice(0, listed);
  const id = `home-${kind}`;
  return (
    <section className={s.card} aria-labelledby={id}>
      <h3 id={id} className={s.h3}>
        {kind === 'changes' ? t.changesRequested : t.approved}
      </h3>
      {!feed.data && feed.isLoading ? (
        <Spinner size="tiny" label={t.loading} />
      ) : rows.length === 0 ? (
        <p className={s.empty}>{kind === 'changes' ? t.noChangesRequested : t.noApproved}</p>
      ) : (
        <ul className={s.list}>
          {rows.map((n) => (
            <li key={n.id} className={s.row}>
              <ReviewText n={n} />
              <span className={s.meta}>
                {n.client_name ? `${n.client_name} · ` : ''}
                <time dateTime={n.created_at}>{formatDate(n.created_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Drafts the firm sent that the client has not reviewed yet, newest sent first; each opens the draft read-only
 * (/tax-return-delivery/{id}), with its entity and when it was sent.
 */
function WaitingForClient() {
  const s = useStyles();
  const list = useWaitingForClient(listed);
  const rows = list.data ?? [];
  return (
    <section className={s.card} aria-labelledby="home-waiting">
      <h3 id="home-waiting" className={s.h3}>
        {t.waiting}
      </h3>
      {!list.data && list.isLoading ? (
        <Spinner size="tiny" label={t.loading} />
      ) : rows.length === 0 ? (
        <p className={s.empty}>{t.noWaiting}</p>
      ) : (
        <ul className={s.list}>
          {rows.map((r) => (
            <li key={r.id} className={s.row}>
              <RouterLink to={`/tax-return-delivery/${r.id}?companyId=${encodeURIComponent(r.company_id)}`}>
                {`${r.tax_year} ${r.tax_return_name}`}
              </RouterLink>
              <span className={s.meta}>
                {r.company_name} · {t.sent} <time dateTime={r.sent_at}>{formatDate(r.sent_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * FA §2.2: staff Home at /. What needs attention today: unread conversations (they open the conversation) and
 * the clients' reviews of tax return drafts, changes requested first, and the drafts still waiting for the client.
 */
export default function StaffHomePage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  if (!me) return null;
  return (
    <>
      <PageHeading>{navText.home}</PageHeading>
      {/* FA §2.5: the onboarding card opens the Guide (when the firm's tour is on). */}
      <GuideCard me={me} />
      <h2 className={s.h2}>{t.attention}</h2>
      <div className={s.sections}>
        <UnreadConversations meId={me.user.id} />
        <Reviews kind="changes" />
        <WaitingForClient />
        <Reviews kind="approved" />
      </div>
      <ProfileSummary me={me} />
    </>
  );
}
