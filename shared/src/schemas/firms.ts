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

/** A firm's custom questionnaire status as the client dashboard shows it (MD §3); staff also get their own label. */
export const FirmCustomStatus = z.object({
  id: z.string(),
  client_display_status: z.string(),
  client_instruction: z.string().nullable(),
  firm_user_display_status: z.string().optional(),
});
export const FirmCustomStatusList = z.object({ firm_custom_statuses: z.array(FirmCustomStatus) });
/** Any other value than the caller's own firm id answers 404, so the path is not validated further. */
export const FirmIdPath = z.object({ id: z.string() });
