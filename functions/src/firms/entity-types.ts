/**
 * GET /firms/all_entity_types: the types a firm offers (FA §3.2 built-in ones, then its own from the preference
 * custom_entity_types), without Individual when the firm disallows it (individual_entity_type_disabled, FA §5.1).
 * GET /firms/all_firms_entity_types: the types the firm's entities actually have (counted on every entity write,
 * data/entities/firm-entity-type.ts), built-in ones first in their order, then the others by name; a type in use
 * is listed even when the firm no longer offers it, so the Entities page can still filter by it.
 */
import { builtInEntityTypes, firmEntityTypes } from '@ledgerline/shared/companies';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { entityTypesInUse, getFirm } from './store';

export const allEntityTypes = handle(firmRoutes.allEntityTypes, async ({ caller }) => {
  const firm = await getFirm(caller.firmId);
  if (!firm) throw new NotFound('firm');
  return { entity_types: firmEntityTypes((firm.preferences ?? {}) as Record<string, unknown>) };
});

/** Built-in types in their order, then the others by name. */
export function typeOrder(types: string[]): string[] {
  const builtIn: readonly string[] = builtInEntityTypes;
  const rank = (t: string) => {
    const i = builtIn.indexOf(t);
    return i < 0 ? builtIn.length : i;
  };
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export const allFirmsEntityTypes = handle(firmRoutes.allFirmsEntityTypes, async ({ caller }) => {
  return { entity_types: typeOrder(await entityTypesInUse(caller.firmId)) };
});
