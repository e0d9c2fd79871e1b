/**
 * Words of the staff Home (FA §2.2 '/ home'): what needs attention today. The spec names the screen without
 * wording it; these are kept plain. Notification texts show as the server sends them.
 */
export const staffHomeText = {
  attention: 'Needs attention today',
  unread: 'Unread conversations',
  unreadCount: (n: number) => `${n} unread`,
  allUnread: 'Open Messages',
  noUnread: 'No unread conversations.',
  changesRequested: 'Changes requested',
  noChangesRequested: 'No tax return has changes requested.',
  approved: 'Drafts approved',
  noApproved: 'No tax return draft was approved.',
  waiting: 'Drafts waiting for the client',
  noWaiting: 'No tax return draft is waiting for the client.',
  sent: 'Sent',
  loading: 'Loading…',
} as const;
