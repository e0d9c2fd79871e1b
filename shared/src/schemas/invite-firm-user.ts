import * as z from 'zod';
import { firmAccessLevels } from '../access';
import { Email, Id } from './common';
import { OptionalPhone } from './users-write';

/** FA §7.5 POST /firms/invite_firm_user {access, email, firm_group_id, fname, lname, phone_number}. */
export const InviteFirmUserInput = z.object({
  access: z.enum(firmAccessLevels, { error: 'Choose an access level' }),
  email: Email,
  firm_group_id: Id.optional().nullable(),
  fname: z.string().trim().min(1, 'First name is required').max(80),
  lname: z.string().trim().min(1, 'Last name is required').max(80),
  phone_number: OptionalPhone.optional(),
});

export const InvitedFirmUser = z.object({ message: z.string(), user_id: z.string() });
