/**
 * Saving an entity's owner notifications (FA §3.3, §5.5): the body names some owners and their assignments; every
 * owner it leaves out keeps what they receive now, so the saved whole is what the dialog showed plus the changes.
 */
import { entityNotificationText, type OwnerNotificationTypeId } from '@ledgerline/shared/entity-notifications';

export interface OwnerAssignmentsInput {
  id: string;
  assignments: { company_id: string; notification_type_ids: OwnerNotificationTypeId[] }[];
}

/** The types every current owner will receive, or why the body cannot be saved (a 400: it names wrong things). */
export function mergeOwnerAssignments(
  entityId: string,
  current: ReadonlyMap<string, readonly OwnerNotificationTypeId[]>,
  body: readonly OwnerAssignmentsInput[],
): { types: Map<string, OwnerNotificationTypeId[]> } | { invalid: string } {
  const types = new Map([...current].map(([id, t]) => [id, [...t]]));
  const seen = new Set<string>();
  for (const owner of body) {
    if (!current.has(owner.id)) return { invalid: entityNotificationText.notAnOwner };
    if (seen.has(owner.id)) return { invalid: entityNotificationText.duplicateOwner };
    seen.add(owner.id);
    if (owner.assignments.some((a) => a.company_id !== entityId))
      return { invalid: entityNotificationText.assignmentOtherEntity };
    const chosen = new Set(owner.assignments.flatMap((a) => a.notification_type_ids));
    types.set(
      owner.id,
      [...chosen].sort((a, b) => a - b),
    );
  }
  return { types };
}
