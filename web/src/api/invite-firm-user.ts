/** FA §7.5 invite_firm_user: a partner or admin invites a staff member (types only from the shared schema). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/invite-firm-user';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { api } from './client';

export type InviteBody = z.input<typeof s.InviteFirmUserInput>;

/** The dialog shows field errors and a taken email itself. */
export const inviteFirmUser = (body: InviteBody) =>
  api.call(userRoutes.inviteFirmUser, body, { quiet: [409], fieldErrors: true });
