/**
 * The one rule for an entity's type (FA §3.2: built-in or firm-defined; FA §5.1: required, and the Individual type
 * can be disallowed by the firm), for every way an entity gets one: POST and PATCH /companies, creating a client
 * with their entity, and the client-list import. Each refuses the same types with the same words (entityOwnText).
 */
import { entityOwnText, firmEntityTypes, individualEntityType, isIndividualDisallowed } from './companies';

/** How a typed type meets the firm's: case, spaces and punctuation aside ('s corporation' is S-Corporation). */
export const entityTypeMatchKey = (type: string) => type.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The type as the firm spells it, or the problem: missing, Individual when the firm disallows it, or not one of the
 * firm's types. `current` (an edit) may stay as it is even when the firm no longer offers it.
 */
export function chooseEntityType(
  type: string,
  preferences: Readonly<Record<string, unknown>>,
  current?: string,
): { type: string } | { problem: string } {
  const wanted = entityTypeMatchKey(type);
  if (!wanted) return { problem: entityOwnText.entityTypeRequired };
  if (current !== undefined && wanted === entityTypeMatchKey(current)) return { type: current };
  if (wanted === entityTypeMatchKey(individualEntityType) && isIndividualDisallowed(preferences))
    return { problem: entityOwnText.individualDisallowed };
  const offered = firmEntityTypes(preferences).find((t) => entityTypeMatchKey(t) === wanted);
  return offered ? { type: offered } : { problem: entityOwnText.unknownEntityType };
}
