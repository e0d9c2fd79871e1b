/**
 * Required body fields of routes on an entity, checked once the entity is found (schemas/companies.ts says why):
 * each missing or blank one is named with its message, the first one is the error.
 */
export { requireFields } from '../platform/require-fields';

export const blank = (v: string | undefined) => !v?.trim();
