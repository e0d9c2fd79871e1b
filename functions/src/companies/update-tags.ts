/**
 * POST /companies/{id}/update_tags (FA §5.6, §7.4): an entity's tags become the given ones (ids, at most 8). The
 * entity is found first, so another firm's id answers 404 whatever the body says.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { Invalid } from '../platform/errors';
import { handle } from '../platform/handle';
import { setItemTags } from '../platform/tags/item-tags';

export const updateTags = handle(companyRoutes.updateTags, async ({ caller, input }) => {
  const mismatch = input.company_id !== undefined && input.company_id !== input.id;
  const tags = await setItemTags(caller, 'entity', input.id, input.entity_tags ?? [], () => {
    if (mismatch) throw new Invalid('company_id does not match the entity of the address');
    if (!input.entity_tags) throw new Invalid('entity_tags is required', { entity_tags: 'Required' });
  });
  return { company_id: input.id, entity_tags: tags };
});
