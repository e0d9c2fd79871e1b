/**
 * Who receives an entity's notifications, as plain functions over what the stores read (FA §5.5, §6).
 * - Staff (chooseStaff): the entity's subscribers for the type plus the assigned firm user of its primary owner, who
 *   cannot opt out; each once, active staff only, and a group-limited user only for an entity of their group.
 * - Owners (effectiveOwnerTypes): what each owner receives of the client-facing questionnaire mail.
 */
import type { FirmAccess } from '@ledgerline/shared/access';
import { ownerNotificationTypeIds, type OwnerNotificationTypeId } from '@ledgerline/shared/entity-notifications';

/** What the rule needs to know of a person. */
export interface Person {
  userId: string;
  is_advisor?: boolean;
  /** Active flag: false means deactivated. */
  paying?: boolean;
  deleted_at?: string;
  firm_access?: FirmAccess;
  firm_group_id?: string;
}

/** Whether a person may be told about an entity or a client in these firm groups (an entity's: its primary owner's). */
export function mayBeNotified(person: Person | undefined, entityGroupIds: ReadonlySet<string>): boolean {
  if (!person?.is_advisor || person.paying === false || person.deleted_at) return false;
  if (person.firm_access !== 'group') return true;
  return Boolean(person.firm_group_id && entityGroupIds.has(person.firm_group_id));
}

/** Whether the group check needs the entity's group (only when a candidate is group-limited). */
export const needsEntityGroups = (people: Iterable<Person>) => [...people].some((p) => p.firm_access === 'group');

/** The staff to notify, the assigned firm user first, each once. */
export function chooseStaff(input: {
  assignedFirmUserId?: string | null;
  subscriberIds: readonly string[];
  people: ReadonlyMap<string, Person>;
  entityGroupIds: ReadonlySet<string>;
}): string[] {
  const candidates = [...new Set([input.assignedFirmUserId, ...input.subscriberIds])];
  return candidates.filter(
    (id): id is string => Boolean(id) && mayBeNotified(input.people.get(id as string), input.entityGroupIds),
  );
}

/**
 * What each current owner receives. Nothing saved yet: the primary contact gets everything. Saved: what was saved
 * (an owner added since gets nothing). Either way a required type nobody has (after owners changed) goes to the
 * primary contact, so an entity's questionnaires always reach someone (FA §5.5).
 */
export function effectiveOwnerTypes(
  ownerIds: readonly string[],
  primaryUserId: string | undefined,
  saved: ReadonlyMap<string, readonly number[]>,
): Map<string, OwnerNotificationTypeId[]> {
  const primary = primaryUserId && ownerIds.includes(primaryUserId) ? primaryUserId : ownerIds[0];
  const anySaved = ownerIds.some((id) => saved.has(id));
  const out = new Map<string, OwnerNotificationTypeId[]>();
  for (const id of ownerIds) {
    const types = anySaved ? (saved.get(id) ?? []) : id === primary ? ownerNotificationTypeIds : [];
    out.set(
      id,
      ownerNotificationTypeIds.filter((t) => types.includes(t)),
    );
  }
  if (primary) {
    const missing = ownerNotificationTypeIds.filter((t) => ![...out.values()].some((types) => types.includes(t)));
    if (missing.length)
      out.set(
        primary,
        ownerNotificationTypeIds.filter((t) => out.get(primary)!.includes(t) || missing.includes(t)),
      );
  }
  return out;
}
