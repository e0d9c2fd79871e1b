/**
 * Required body fields of a route on an item named in its address, checked once the item is found: the schemas
 * leave them optional (`Later`), so another firm's id answers 404 whatever the body holds (the security suite calls
 * every route so). Each missing one is named with its message; the first one is the error.
 */
import { Invalid } from './errors';

export function requireFields(checks: Record<string, { missing: boolean; message: string }>): void {
  const fields: Record<string, string> = {};
  for (const [field, c] of Object.entries(checks)) if (c.missing) fields[field] = c.message;
  const first = Object.values(fields)[0];
  if (first) throw new Invalid(first, fields);
}
