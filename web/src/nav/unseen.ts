/** FA §2.3: the client's Messages link "shows an unseen count badge". */

/** How many messages the client has not seen yet, over the given conversations (a negative count is nonsense: 0). */
export function unseenMessageCount(conversations: readonly { unseen_messages: number }[]): number {
  return conversations.reduce(
    (sum, c) => sum + (Number.isFinite(c.unseen_messages) && c.unseen_messages > 0 ? c.unseen_messages : 0),
    0,
  );
}

/** What a screen reader hears after the link's label, so its name reads "Messages, 2 unseen" ('' for none). */
export function unseenSuffix(count: number): string {
  return count > 0 ? `, ${count} unseen` : '';
}

/** What the badge shows: the count, capped so it stays small. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
