import type { userRoutes } from '@ledgerline/shared/routes/users';
import type { Handlers } from '../platform/handle';
import { listUsers } from './list-users';
import { getUser } from './get-user';
import { createClient } from './create-client';
import { checkEmailAvailability } from './check-email-availability';
import { updateUser } from './update-user';
import { assignTemporaryEmail, removeEmail } from './remove-email';
import { deleteClient } from './delete-client';
import { restoreDeletedUser } from './restore-user';
import { searchUsers } from './search-users';
import { usersByIds } from './users-by-ids';
import { userAssignedCompanies } from './user-assigned-companies';
import { updateOverviewSetting } from './update-overview-setting';

import { updateTags } from './update-tags';
import { saveTags } from './save-tags';
import { setContactTagsByNames } from './set-contact-tags-by-names';
import { inviteFirmUser } from './invite-firm-user';
import { getLinkedAccounts, unlinkAccountHandler } from './linked-accounts';
import { linkAccount, linkAccountUrl } from './linked-accounts-link';
import { updateOwnProfile } from './update-own-profile';
import { updateGuideProgress } from './update-guide-progress';

/** Each users route's handler, by the operation its declaration names. */
export const userHandlers: Handlers<typeof userRoutes> = {
  listUsers,
  getUser,
  createClient,
  checkEmailAvailability,
  updateUser,
  removeEmail,
  assignTemporaryEmail,
  deleteClient,
  restoreDeletedUser,
  searchUsers,
  usersByIds,
  userAssignedCompanies,
  updateOverviewSetting,
  updateTags,
  saveTags,
  setContactTagsByNames,
  inviteFirmUser,
  getLinkedAccounts,
  linkAccountUrl,
  linkAccount,
  unlinkAccount: unlinkAccountHandler,
  updateOwnProfile,
  updateGuideProgress,
};
