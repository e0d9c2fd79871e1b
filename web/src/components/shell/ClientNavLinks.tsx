import { useUnseenMessageCount } from '../../hooks/useConversations';
import { visibleItems, type NavContext } from '../../nav/config';
import { badgeText, unseenSuffix } from '../../nav/unseen';
import { NavLinks } from './NavLinks';

/**
 * FA §2.3 client navigation, with the unseen count badge on Messages: the client's unseen messages about
 * the selected entity, kept live by the realtime channel.
 */
export function ClientNavLinks({ ctx }: { ctx: NavContext }) {
  const items = visibleItems('client', ctx);
  const messages = items.find((i) => i.id === 'client-messages');
  const companyId = ctx.me.companies.find((c) => c.hash_id === ctx.companyHash)?.id ?? null;
  // No Messages link (communication disabled): nothing to count.
  const unseen = useUnseenMessageCount(messages ? companyId : null);
  const badges =
    messages && unseen > 0 ? { [messages.id]: { text: badgeText(unseen), spoken: unseenSuffix(unseen) } } : undefined;
  return <NavLinks items={items} ctx={ctx} badges={badges} />;
}
