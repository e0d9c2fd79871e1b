import { z } from 'zod';

/** A firm user as pickers show them (Manage Participants, assigned firm user). */
export const FirmUser = z.object({
  id: z.string(),
  fname: z.string(),
  lname: z.string(),
  full_name: z.string(),
  email: z.string(),
  firm_access: z.enum(['partner', 'admin', 'full', 'group']).nullable(),
  firm_group_id: z.string().nullable(),
  paying: z.boolean(),
});
export const FirmUserList = z.object({ users: z.array(FirmUser) });
