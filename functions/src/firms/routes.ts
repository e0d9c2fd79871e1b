import type { firmRoutes } from '@ledgerline/shared/routes/firms';
import type { Handlers } from '../platform/handle';
import { allUsers } from './all-users';
import { currentUserFirm } from './current-user-firm';
import { firmCustomStatuses } from './firm-custom-statuses';
import { updatePreferences } from './update-preferences';
import {
  addClientTag,
  addDocumentTag,
  addEntityTag,
  clientTags,
  documentTags,
  entityTags,
  removeClientTag,
  removeDocumentTag,
  removeEntityTag,
} from './firm-tags';
import { allEntityTypes, allFirmsEntityTypes } from './entity-types';
import { firmSettings } from './settings';
import { themeBySlug } from './theme-by-slug';
import { addFirmGroup, removeFirmGroup, renameGroup } from './firm-groups';
import { addCustomStatus, editCustomStatus, removeCustomStatus } from './custom-statuses';
import { brandingUploadLink, confirmBrandingUpload } from './branding';
import { checkMailDomain, getMailDomain, mailLogo, removeMailDomain, setMailDomain } from './mail-domain';

/** Each firms route's handler, by the operation its declaration names. */
export const firmHandlers: Handlers<typeof firmRoutes> = {
  currentUserFirm,
  allUsers,
  firmCustomStatuses,
  updatePreferences,
  firmSettings,
  firmThemeBySlug: themeBySlug,
  addFirmGroup,
  renameFirmGroup: renameGroup,
  removeFirmGroup,
  addCustomStatus,
  editCustomStatus,
  removeCustomStatus,
  brandingUploadLink,
  confirmBrandingUpload,
  allEntityTypes,
  allFirmsEntityTypes,
  clientTags,
  entityTags,
  addClientTag,
  removeClientTag,
  addEntityTag,
  removeEntityTag,
  documentTags,
  addDocumentTag,
  removeDocumentTag,
  getMailDomain,
  setMailDomain,
  checkMailDomain,
  removeMailDomain,
  mailLogo,
};
