/** POST /users/update_tags (FA §5.6, §7.2): a client's contact tags become the given ones (ids, at most 8). */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { setItemTags } from '../platform/tags/item-tags';

export const updateTags = handle(userRoutes.updateTags, async ({ caller, input }) => ({
  user_id: input.user_id,
  contact_tags: await setItemTags(caller, 'contact', input.user_id, input.contact_tags),
}));
