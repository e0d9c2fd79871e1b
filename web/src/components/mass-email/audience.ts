/**
 * The Mass Email dialog's rules (MD §5, §6) as plain functions: who 'Select Assigned' picks, what the
 * Users box offers for what was typed, and when each action may be used.
 */
import type { ClientRow } from '../../api/users';

/** MD §6: 'Select Assigned' picks users whose assigned advisor is the current user. */
export function assignedTo(users: ClientRow[], advisorId: string): string[] {
  return users.filter((u) => u.assigned_advisor_id === advisorId).map((u) => u.id);
}

const normalise = (s: string) => s.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The users to offer for `query`: not yet selected, every typed word found in the name or email, at most
 * `limit` of them (a firm may have thousands; typing narrows the rest).
 */
export function matchingUsers(
  users: ClientRow[],
  query: string,
  selected: ReadonlySet<string>,
  limit: number,
): { shown: ClientRow[]; more: number } {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const all = users.filter((u) => {
    if (selected.has(u.id)) return false;
    const haystack = normalise(`${u.full_name} ${u.preferred_name ?? ''} ${u.email}`);
    return words.every((w) => haystack.includes(w));
  });
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

const filled = (s: string) => s.trim().length > 0;

/** MD §5: Subject and Message are both required for a test send. */
export const canSendTest = (v: { subject: string; body: string }) => filled(v.subject) && filled(v.body);

/** MD §5: ... and at least one user for a real send. */
export const canSendToUsers = (v: { subject: string; body: string; userIds: readonly string[] }) =>
  canSendTest(v) && v.userIds.length > 0;
