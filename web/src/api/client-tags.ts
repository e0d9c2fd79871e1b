/**
 * Contact tags (FA §5.6, §7.2, §7.5): the firm's list, adding and deleting one, setting one client's and adding to
 * or removing from many. Types come from the shared schemas (types only: no zod in the bundle). The dialog shows
 * every outcome itself (FA §8.2 texts), so these calls are quiet.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/tags';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { api } from './client';

export type TagView = z.infer<typeof s.TagView>;

export const clientTagsPath = firmRoutes.clientTags.path;

export const clientTags = {
  list: () => api.call(firmRoutes.clientTags, {}, { quiet: true }),
  add: (name: string) => api.call(firmRoutes.addClientTag, { new_tag: name }, { quiet: true }),
  remove: (tagId: string) => api.call(firmRoutes.removeClientTag, { tag_id: tagId }, { quiet: true }),
  setForUser: (userId: string, tagIds: string[]) =>
    api.call(userRoutes.updateTags, { user_id: userId, contact_tags: tagIds }, { quiet: true }),
  saveForUsers: (userIds: string[], tagIds: string[], remove: boolean) =>
    api.call(userRoutes.saveTags, { user_ids: userIds, selected_tags: tagIds, remove }, { quiet: true }),
};
