/**
 * Words of the Collect page (/overview, FA §2.2; QD §2 the queue status banner and the sending and reminder dialogs,
 * §8 messages). The spec's own messages come from @ledgerline/shared (`sendingText`, `questionnaireText`,
 * `questionnaireTypeLabels`); `collectSpecText` holds the few more the spec words (dialog titles), `collectText` the
 * rest, which the spec names without wording, kept short and plain.
 */
export const collectSpecText = {
  // QD §2 Sending and reminder dialogs
  sendSignInLinks: 'Send sign in links',
  restoreQuestionnaires: 'Restore questionnaires',
  editDueDates: 'Edit Due Dates',
  deleteQuestionnaires: 'Delete questionnaires',
  updateTags: 'Update Tags',
  sendReminders: 'Send reminders',
  editReminders: 'Edit Reminders',
  // QD §2 Other questionnaire screens: the queue status banner lets the user stop polling.
  stopPolling: 'Stop polling',
} as const;

export const collectText = {
  heading: 'Collect',
  search: 'Search questionnaires',
  table: 'Questionnaires',
  pages: 'Questionnaire pages',
  loading: 'Loading questionnaires…',
  filters: 'Filters',
  taxYear: 'Tax year',
  status: 'Status',
  includeLocked: 'Include locked',
  excludeCompleted: 'Exclude completed',
  questionnaireType: 'Questionnaire type',
  entityType: 'Entity type',
  firmGroup: 'Firm group',
  assignedFirmUser: 'Assigned firm user',
  entityTags: 'Entity tags',
  customStatus: 'Custom status',
  showOnlyDeleted: 'Show only deleted',
  resetFilters: 'Reset filters',
  any: 'Any',
  anyone: 'Anyone',
  sortBy: (column: string) => `Sort by ${column}`,
  sortOrder: 'Sort by',
  newestFirst: 'newest first',
  oldestFirst: 'oldest first',
  aToZ: 'A to Z',
  zToA: 'Z to A',
  columns: {
    entity: 'Entity',
    questionnaire: 'Questionnaire',
    type: 'Type',
    status: 'Status',
    customStatus: 'Custom status',
    progress: 'Progress',
    dueDate: 'Due date',
    sent: 'Sent',
    lastActivity: 'Last activity',
    deposit: 'Deposit',
  },
  none: '—',
  deleted: 'Deleted',
  progress: (done: number, total: number) => `${done}/${total}`,
  progressLabel: (done: number, total: number) => `${done} of ${total} questions answered`,
  openQuestionnaire: (name: string, entity: string) => `${name}, ${entity}: open the preview`,
  selectAll: 'Select all questionnaires on this page',
  selectRow: (name: string, entity: string) => `Select ${name} of ${entity}`,
  selected: (n: number) => (n === 1 ? '1 questionnaire selected' : `${n} questionnaires selected`),
  clearSelection: 'Clear selection',
  bulkActions: 'Actions on selected questionnaires',
  mixedSelection: 'Select only deleted or only questionnaires that are not deleted to act on them together.',
  // usage summary
  usage: (year: number) => `Questionnaires in ${year}`,
  usageTotal: 'Total',
  usageDeleted: 'Deleted',
  // bulk actions
  sendSignInLinks: 'Send sign in links',
  lock: 'Lock',
  unlock: 'Unlock',
  delete: 'Delete',
  restore: 'Restore',
  send: 'Send',
  save: 'Save',
  lockTitle: 'Lock questionnaires',
  unlockTitle: 'Unlock questionnaires',
  lockConfirm: (n: number) =>
    `Lock ${count(n)}? Their clients can still open them but can no longer change their answers.`,
  unlockConfirm: (n: number) => `Unlock ${count(n)}? Their clients can answer them again.`,
  deleteConfirm: (n: number) =>
    `Delete ${count(n)}? They are hidden from their clients. You can restore them with 'Show only deleted'.`,
  restoreConfirm: (n: number) => `Restore ${count(n)}? Their clients see them again.`,
  signInLinksConfirm: (entities: number) =>
    `Each primary contact of the ${entities === 1 ? 'selected entity' : `${entities} selected entities`} gets an email with a sign-in link, and their password is reset.`,
  noPrimaryContacts: 'None of the selected entities has a primary contact to send a sign-in link to.',
  dueDate: 'Due date',
  dueDateHint: (n: number) => `The new due date of ${count(n)}.`,
  dueShortcuts: 'Quick due dates',
  updateTagsOf: (entities: number) =>
    entities === 1 ? 'The tags of the selected entity' : `The tags of the ${entities} selected entities`,
  // queue status banner
  sending: (n: number) => (n === 1 ? '1 questionnaire is being sent' : `${n} questionnaires are being sent`),
  clearQueued: 'Clear queued sends',
  clearQueuedConfirm: 'The questionnaires of your sends that are not made yet are cancelled and not sent.',
  clearQueuedAction: 'Clear them',
  // deposit statuses (QD §4 Deposit)
  depositStatus: {
    unpaid: 'Unpaid',
    pending: 'Pending',
    payment_pending: 'Payment pending',
    paid: 'Paid',
    marked_paid: 'Marked paid',
  } as Record<string, string>,
  dollars: (amount: number) =>
    `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`,
} as const;

function count(n: number): string {
  return n === 1 ? 'this questionnaire' : `these ${n} questionnaires`;
}
