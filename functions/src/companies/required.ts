/**
 * Required body fields of routes on an entity, checked once the entity is found (schemas/companies.ts says why):
 * each missing or blank one is named with its message, the first one is the error.
 */
import { Invalid } from '../platform/errors';

export function requireFields(checks: Record<string, { missing: boolean; message: string }>): void {
  const fields: Record<string, string> = {};
  for (const [field, c] of Object.entries(checks)) if (c.missing) fields[field] = c.message;
  const first = Object.values(fields)[0];
  if (first) throw new Invalid(first, fields);
}

export const blank = (v: string | undefined) => !v?.trim();
