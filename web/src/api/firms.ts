/** The firm calls the SPA makes. Response types come from the shared schemas (types only: no zod in the bundle). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/firms';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { api } from './client';

export type FirmUser = z.infer<typeof s.FirmUser>;
export type FirmUserList = z.infer<typeof s.FirmUserList>;
export type CurrentUserFirm = z.infer<typeof s.CurrentUserFirm>;

export const firmUsersPath = firmRoutes.allUsers.path;
export const currentUserFirmPath = firmRoutes.currentUserFirm.path;
export const entityTypesPath = firmRoutes.allEntityTypes.path;
export const usedEntityTypesPath = firmRoutes.allFirmsEntityTypes.path;

export const firms = {
  /** The caller's firm with the groups they may pick (staff only). */
  currentUserFirm: () => api.call(firmRoutes.currentUserFirm, {}, { quiet: true }),
  /** The firm's active firm users (a group-limited caller gets their own group's). List failures only log (MD §8). */
  allUsers: () => api.call(firmRoutes.allUsers, {}, { quiet: true }),
  /** FA §3.2: the types the firm offers (pickers), and the types its entities have (the Entities page's filter). */
  entityTypes: () => api.call(firmRoutes.allEntityTypes, {}, { quiet: true }),
  usedEntityTypes: () => api.call(firmRoutes.allFirmsEntityTypes, {}, { quiet: true }),
};
