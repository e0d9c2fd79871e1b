/**
 * Words of the staff messages screen that the conversation texts do not hold. MD §2 describes, without quoting,
 * that /messages 'asks to pick an entity when none is selected'; this sentence is ours.
 */
export const messagesPageText = {
  pickEntity:
    'Pick an entity to see its conversations: search for it by name, or Show All to list every conversation of the firm.',
} as const;
