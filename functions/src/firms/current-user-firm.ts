/**
 * GET /firms/current_user_firm (FA §3.4, §7.5): the caller's firm with its groups, for the group pickers and the
 * Users page's group filter. A group-limited user's options are their own group only, none without one (FA §6).
 */
import type { Caller } from '@ledgerline/shared/access';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';
import { getFirm, getFirmGroup, listFirmGroups } from './store';

/** The groups a caller may pick: a group-limited user's own (read by its key), everyone else's all of them. */
async function visibleGroups(caller: Caller) {
  if (!isGroupLimited(caller)) return listFirmGroups(caller.firmId);
  const own = caller.firmGroupId ? await getFirmGroup(caller.firmId, caller.firmGroupId) : null;
  return own ? [own] : [];
}

export const currentUserFirm = handle(firmRoutes.currentUserFirm, async ({ caller }) => {
  const [firm, groups] = await Promise.all([getFirm(caller.firmId), visibleGroups(caller)]);
  if (!firm) throw new NotFound('firm');
  return {
    id: firm.firmId,
    name: firm.name,
    time_zone: firm.time_zone,
    preferences: firm.preferences ?? {},
    theme: firm.theme ?? {},
    firm_groups: groups
      .map((g) => ({ id: g.groupId, name: g.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
  };
});
