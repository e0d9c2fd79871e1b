import type { companyRoutes } from '@ledgerline/shared/routes/companies';
import type { Handlers } from '../platform/handle';
import { getCompanyByHashId } from './get-company-by-hash-id';
import { getCompany } from './get-company';
import { createCompany } from './create-company';
import { updateCompany } from './update-company';
import { updateCompanyProfile } from './update-company-profile';
import { deleteCompany } from './delete-company';
import { createNewOwner } from './create-new-owner';
import { updateOwners } from './update-owners';
import { changePrimaryContact } from './change-primary-contact';
import { updateEntityEmail } from './update-entity-email';
import { createSpouse, getSpouse } from './spouse';
import { simpleIndex } from './simple-index';
import { getUserAssignedCompanies } from './user-assigned-companies';
import { setDefaultCompany } from './set-default-company';
import { updateClientAssignment } from './update-client-assignment';
import { updateRoles } from './update-roles';
import { saveNotificationSubscription } from './save-notification-subscription';
import { getNotificationTypeIds } from './get-notification-type-ids';
import { getOwnerNotifications } from './get-owner-notifications';
import { saveOwnerNotifications } from './save-owner-notifications';

import { updateTags } from './update-tags';
import { updateTagsInBulk } from './update-tags-in-bulk';
/** Each companies route's handler, by the operation its declaration names. */
export const companyHandlers: Handlers<typeof companyRoutes> = {
  getCompanyByHashId,
  getCompany,
  createCompany,
  updateCompany,
  updateCompanyProfile,
  deleteCompany,
  createNewOwner,
  updateOwners,
  changePrimaryContact,
  updateEntityEmail,
  getSpouse,
  createSpouse,
  simpleIndex,
  getUserAssignedCompanies,
  setDefaultCompany,
  updateClientAssignment,
  updateRoles,
  saveNotificationSubscription,
  getNotificationTypeIds,
  getOwnerNotifications,
  saveOwnerNotifications,
  updateTags,
  updateTagsInBulk,
};
