/**
 * Custom statuses in Firm Settings (FA §2.9, §3.4 firm custom status; partner only): add, edit and delete a
 * status's firm display text, client display text and client instruction. The list is the same as
 * GET /firms/{id}/firm_custom_statuses answers staff.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { customStatusView } from '../platform/custom-status-view';
import {
  createCustomStatus,
  deleteCustomStatus,
  getFirmCustomStatus,
  listFirmCustomStatuses,
  updateCustomStatus,
} from './store';
import { firmSettingsText as t } from './texts';

async function statusViews(firmId: string) {
  return (await listFirmCustomStatuses(firmId))
    .map((s) => customStatusView(s, true))
    .sort((a, b) => a.client_display_status.localeCompare(b.client_display_status) || a.id.localeCompare(b.id));
}

async function saved(firmId: string, statusId: string) {
  const list = await statusViews(firmId);
  const status = list.find((s) => s.id === statusId);
  if (!status) throw new NotFound('custom status', t.statusNotFound);
  return { firm_custom_status: status, firm_custom_statuses: list };
}

async function openStatus(firmId: string, statusId: string) {
  const status = await getFirmCustomStatus(firmId, statusId);
  if (!status) throw new NotFound('custom status', t.statusNotFound);
  return status;
}

export const addCustomStatus = handle(firmRoutes.addCustomStatus, async ({ caller, input }) => {
  const id = await createCustomStatus(caller.firmId, input);
  return saved(caller.firmId, id);
});

export const editCustomStatus = handle(firmRoutes.editCustomStatus, async ({ caller, input }) => {
  await openStatus(caller.firmId, input.id);
  const { id, ...fields } = input;
  await updateCustomStatus(caller.firmId, id, fields);
  return saved(caller.firmId, id);
});

export const removeCustomStatus = handle(firmRoutes.removeCustomStatus, async ({ caller, input }) => {
  await openStatus(caller.firmId, input.id);
  await deleteCustomStatus(caller.firmId, input.id);
  return { firm_custom_statuses: await statusViews(caller.firmId) };
});
