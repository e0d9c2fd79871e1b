/**
 * POST /companies/update_tags_in_bulk (FA §5.6, §7.4): the Update Tags dialog's bulk add or removal over the
 * selected entities ('No selected users or entities to update!' when none); a large selection is finished by a
 * queued job.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { tagOwnText } from '@ledgerline/shared/tags';
import { handle } from '../platform/handle';
import { changeTagsInBulk } from '../platform/tags/item-tags';

export const updateTagsInBulk = handle(companyRoutes.updateTagsInBulk, async ({ caller, input }) => ({
  message: tagOwnText.saved,
  ...(await changeTagsInBulk(caller, 'entity', input.company_ids, input.selected_tags, input.remove)),
}));
