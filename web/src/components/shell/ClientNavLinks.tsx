import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router';
import { useUnseenMessageCount } from '../../hooks/useConversations';
import { visibleItems, type NavContext } from '../../nav/config';
import { badgeText, unseenSuffix } from '../../nav/unseen';
import { NavLinks } from './NavLinks';

const useStyles = makeStyles({
  shortcut: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '44px',
    minHeight: '44px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
  },
  current: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground1Selected },
  icon: { fontSize: '24px' },
  badge: { position: 'absolute', top: '4px', right: '2px' },
});

/** The client's Messages link and its unseen count: null when communication is disabled. */
function useClientMessages(ctx: NavContext) {
  const items = visibleItems('client', ctx);
  const messages = items.find((i) => i.id === 'client-messages') ?? null;
  const companyId = ctx.me.companies.find((c) => c.hash_id === ctx.companyHash)?.id ?? null;
  // No Messages link (communication disabled): nothing to count.
  const unseen = useUnseenMessageCount(messages ? companyId : null);
  return { items, messages, unseen };
}

/**
 * FA §2.3 client navigation, with the unseen count badge on Messages: the client's unseen messages about
 * the selected entity, kept live by the realtime channel.
 */
export function ClientNavLinks({ ctx, row = false }: { ctx: NavContext; row?: boolean }) {
  const { items, messages, unseen } = useClientMessages(ctx);
  const badges =
    messages && unseen > 0 ? { [messages.id]: { text: badgeText(unseen), spoken: unseenSuffix(unseen) } } : undefined;
  return <NavLinks items={items} ctx={ctx} badges={badges} row={row} />;
}

/**
 * On a phone the client's navigation bar holds only its segments (MD §2: Dashboard and Documents), so Messages
 * (FA §2.3, with its unseen count) sits in the top bar as an icon link. Not shown where it cannot be followed
 * (an advisor's preview).
 */
export function ClientMessagesShortcut({ ctx }: { ctx: NavContext }) {
  const s = useStyles();
  const { messages, unseen } = useClientMessages(ctx);
  if (!messages || messages.disabledReason?.(ctx)) return null;
  return (
    <NavLink
      to={messages.to!(ctx)}
      aria-label={`${messages.label}${unseenSuffix(unseen)}`}
      title={messages.label}
      className={({ isActive }) => mergeClasses(s.shortcut, isActive && s.current)}
    >
      <ChatRegular className={s.icon} aria-hidden />
      {unseen > 0 && (
        <Badge className={s.badge} appearance="filled" color="brand" size="small" aria-hidden>
          {badgeText(unseen)}
        </Badge>
      )}
    </NavLink>
  );
}
