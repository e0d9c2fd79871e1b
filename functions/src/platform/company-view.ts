import type { CompanyItem } from './data/entities/company';

/** An entity as pickers and lists name it (CompanyView in shared/src/schemas/companies.ts). */
export const companyView = (c: CompanyItem) => ({
  id: c.companyId,
  hash_id: c.hash_id,
  name: c.name,
  entity_type: c.entity_type ?? 'Individual',
  inactive: c.inactive ?? false,
  readonly_access: c.readonly_access ?? false,
});
