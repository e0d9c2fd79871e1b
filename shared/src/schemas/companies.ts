import * as z from 'zod';

export const CompanyByHashQuery = z.object({
  hash_id: z
    .string({ error: 'Entity is missing' })
    .trim()
    .min(1, 'Entity is missing')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid entity'),
});

export const CompanyView = z.object({
  id: z.string(),
  hash_id: z.string(),
  name: z.string(),
  entity_type: z.string(),
  inactive: z.boolean(),
  readonly_access: z.boolean(),
});
export const CompanyByHash = z.object({ company: CompanyView });
