import type { ConversationSummary } from '../../api/conversations';

export interface Participant {
  id: string;
  name: string;
  isFirmUser: boolean;
}

/** Everyone in the conversation: firm users first, then clients (names as the API gives them). */
export function participantsOf(
  c: Pick<ConversationSummary, 'advisor_ids' | 'advisor_names' | 'user_ids' | 'client_names'>,
): Participant[] {
  return [
    ...c.advisor_ids.map((id, i) => ({ id, name: c.advisor_names[i] ?? '', isFirmUser: true })),
    ...c.user_ids.map((id, i) => ({ id, name: c.client_names[i] ?? '', isFirmUser: false })),
  ];
}

/** The other people's names, as the list item and the 'You are sending a message to ...' banner show them. */
export function participantNames(
  c: Pick<ConversationSummary, 'advisor_ids' | 'advisor_names' | 'user_ids' | 'client_names'>,
  meId: string,
): string[] {
  const others = participantsOf(c).filter((p) => p.id !== meId && p.name.trim() !== '');
  // A client sees the firm; staff see the clients first.
  const clientsFirst = [...others.filter((p) => !p.isFirmUser), ...others.filter((p) => p.isFirmUser)];
  // One name per person: two different people who share a name are both counted ('and N more').
  const byId = new Map<string, string>();
  for (const p of clientsFirst) if (!byId.has(p.id)) byId.set(p.id, p.name);
  return [...byId.values()];
}

/** A firm user the Manage Participants dialog offers; `detail` tells apart people who share a name. */
export interface ParticipantChoice {
  id: string;
  name: string;
  detail: string | null;
}

/**
 * What Manage Participants offers: every active firm user the caller may pick (GET /firms/all_users), plus
 * the conversation's own firm users (one may since have left the firm or sit outside the caller's group, and
 * must stay removable). By name; a shared name shows the email beside it.
 */
export function participantChoices(
  current: Participant[],
  firmUsers: { id: string; full_name: string; email: string }[],
): ParticipantChoice[] {
  const all = new Map<string, { id: string; name: string; email: string | null }>();
  for (const p of current) if (p.isFirmUser) all.set(p.id, { id: p.id, name: p.name, email: null });
  for (const u of firmUsers) all.set(u.id, { id: u.id, name: u.full_name.trim() || u.email, email: u.email });
  const list = [...all.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const count = new Map<string, number>();
  for (const c of list) count.set(c.name, (count.get(c.name) ?? 0) + 1);
  return list.map((c) => ({ id: c.id, name: c.name, detail: (count.get(c.name) ?? 0) > 1 ? c.email : null }));
}
