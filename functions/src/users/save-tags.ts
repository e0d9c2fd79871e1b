/**
 * POST /users/save_tags (FA §5.6, §7.2): the User Tags dialog's bulk add or removal over the selected clients
 * ('No selected users or entities to update!' when none); a large selection is finished by a queued job.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { tagOwnText } from '@ledgerline/shared/tags';
import { handle } from '../platform/handle';
import { changeTagsInBulk } from '../platform/tags/item-tags';

export const saveTags = handle(userRoutes.saveTags, async ({ caller, input }) => ({
  message: tagOwnText.saved,
  ...(await changeTagsInBulk(caller, 'contact', input.user_ids, input.selected_tags, input.remove)),
}));
