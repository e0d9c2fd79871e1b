import type { ConversationSummary } from '../../api/conversations';

export interface Participant {
  id: string;
  name: string;
  isFirmUser: boolean;
}

/** Everyone in the conversation: firm users first, then clients (names as the API gives them). */
export function participantsOf(c: Pick<ConversationSummary, 'advisor_ids' | 'advisor_names' | 'user_ids' | 'client_names'>): Participant[] {
  return [
    ...c.advisor_ids.map((id, i) => ({ id, name: c.advisor_names[i] ?? '', isFirmUser: true })),
    ...c.user_ids.map((id, i) => ({ id, name: c.client_names[i] ?? '', isFirmUser: false })),
  ];
}

/** The other people's names, as the list item and the 'You are sending a message to ...' banner show them. */
export function participantNames(c: Pick<ConversationSummary, 'advisor_ids' | 'advisor_names' | 'user_ids' | 'client_names'>, meId: string): string[] {
  const others = participantsOf(c).filter((p) => p.id !== meId && p.name.trim() !== '');
  // A client sees the firm; staff see the clients first.
  const clientsFirst = [...others.filter((p) => !p.isFirmUser), ...others.filter((p) => p.isFirmUser)];
  return [...new Set(clientsFirst.map((p) => p.name))];
}
