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

/** Each firms route's handler, by the operation its declaration names. */
export const firmHandlers: Handlers<typeof firmRoutes> = {
  currentUserFirm,
  allUsers,
  firmCustomStatuses,
  updatePreferences,
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
};
