/**
 * GET /firms/{id}/firm_custom_statuses (MD §7): the labels and instructions questionnaire cards show for a
 * custom status. Only the caller's own firm: any other id answers the same 404 as one that does not exist.
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { questionnaireText } from '@ledgerline/shared/questionnaires';
import { NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { listFirmCustomStatuses } from './store';
import { customStatusView } from '../platform/custom-status-view';

export const firmCustomStatuses = handle(firmRoutes.firmCustomStatuses, async (ctx) => {
  const { caller } = ctx;
  if (ctx.input.id !== caller.firmId) throw new NotFound('firm', questionnaireText.firmNotFound);
  const statuses = await listFirmCustomStatuses(caller.firmId);
  return {
    firm_custom_statuses: statuses
      .map((s) => customStatusView(s, caller.isAdvisor))
      .sort((a, b) => a.client_display_status.localeCompare(b.client_display_status) || a.id.localeCompare(b.id)),
  };
});
