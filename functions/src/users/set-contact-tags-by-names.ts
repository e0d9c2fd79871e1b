/**
 * POST /users/set_contact_tags_by_names (FA §7.2 'Set contact tags by names'): for callers that know tags by
 * name (an integration, a spreadsheet). Names match the firm's contact tags trimmed and in any case; a name the
 * firm lacks becomes a new tag when the caller may create tags (full access and above, as POST
 * /firms/add_client_tag), else nothing is written (403 naming them).
 */
import { allows } from '@ledgerline/shared/access';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { tagOwnText } from '@ledgerline/shared/tags';
import { Conflict, Forbidden } from '../platform/errors';
import { handle } from '../platform/handle';
import { createFirmTag, listFirmTags, tagKey } from '../platform/tags/firm-tags';
import { setItemTags } from '../platform/tags/item-tags';
import { openClient } from './client-access';

export const setContactTagsByNames = handle(userRoutes.setContactTagsByNames, async ({ caller, input }) => {
  await openClient(caller, input.user_id);
  // The first spelling of a name is the one a new tag gets.
  const byKey = new Map<string, string>();
  for (const n of input.names) if (!byKey.has(tagKey(n))) byKey.set(tagKey(n), n.trim().replace(/\s+/g, ' '));
  const firmTags = new Map((await listFirmTags(caller.firmId, 'contact')).map((t) => [t.key, t.tagId]));
  const missing = [...byKey].filter(([key]) => !firmTags.has(key));
  if (missing.length && !allows('full', caller))
    throw new Forbidden(tagOwnText.mayNotCreate(missing.map(([, n]) => n)));
  for (const [key, name] of missing) {
    try {
      firmTags.set(key, (await createFirmTag(caller.firmId, 'contact', name)).tagId);
    } catch (e) {
      // Created by another call meanwhile: the tag is there all the same.
      if (!(e instanceof Conflict)) throw e;
      const again = (await listFirmTags(caller.firmId, 'contact')).find((t) => t.key === key);
      if (!again) throw e;
      firmTags.set(key, again.tagId);
    }
  }
  const ids = [...byKey.keys()].map((key) => firmTags.get(key)!);
  return { user_id: input.user_id, contact_tags: await setItemTags(caller, 'contact', input.user_id, ids) };
});
