/**
 * Firm groups in Firm Settings (FA §2.9, §3.4 firm_groups; partner only): add, rename and delete. A name is unique
 * in the firm in any case. Staff of a deleted group keep its id and, being group-limited, see no firm users until
 * they are given another (FA §6), the same as staff with no group.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { Conflict, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { requireFields } from '../platform/require-fields';
import { createFirmGroup, deleteFirmGroup, getFirmGroup, listFirmGroups, renameFirmGroup } from './store';
import { firmSettingsText as t } from './texts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function groupViews(firmId: string) {
  return (await listFirmGroups(firmId))
    .map((g) => ({ id: g.groupId, name: g.name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The firm's group by id (another firm's: 404). */
async function openGroup(firmId: string, groupId: string) {
  const group = await getFirmGroup(firmId, groupId);
  if (!group) throw new NotFound('firm group', t.groupNotFound);
  return group;
}

async function refuseTakenName(firmId: string, name: string, exceptId?: string) {
  const groups = await listFirmGroups(firmId);
  if (groups.some((g) => g.groupId !== exceptId && sameName(g.name, name))) throw new Conflict(t.groupExists);
}

export const addFirmGroup = handle(firmRoutes.addFirmGroup, async ({ caller, input }) => {
  await refuseTakenName(caller.firmId, input.name);
  const id = await createFirmGroup(caller.firmId, input.name);
  return { firm_group: { id, name: input.name }, firm_groups: await groupViews(caller.firmId) };
});

export const renameGroup = handle(firmRoutes.renameFirmGroup, async ({ caller, input }) => {
  await openGroup(caller.firmId, input.id);
  requireFields({ name: { missing: input.name === undefined, message: t.groupNameRequired } });
  const name = input.name as string;
  await refuseTakenName(caller.firmId, name, input.id);
  await renameFirmGroup(caller.firmId, input.id, name);
  return { firm_group: { id: input.id, name }, firm_groups: await groupViews(caller.firmId) };
});

export const removeFirmGroup = handle(firmRoutes.removeFirmGroup, async ({ caller, input }) => {
  await openGroup(caller.firmId, input.id);
  await deleteFirmGroup(caller.firmId, input.id);
  return { firm_groups: await groupViews(caller.firmId) };
});
