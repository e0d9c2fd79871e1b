import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { handle } from '../platform/handle';
import { openReturn } from './review';
import { listReturnEvents } from './store';

/** GET /tax_returns/{id}/get_activity_logs: the return's own log, newest first. */
export const getTaxReturnActivityLogs = handle(taxReturnRoutes.getTaxReturnActivityLogs, async (ctx) => {
  const { caller } = ctx;
  const { company, taxReturn } = await openReturn(caller, ctx.input.company_id, ctx.input.id);
  const events = await listReturnEvents(caller.firmId, company.companyId, taxReturn.taxReturnId);
  return {
    activities: events.map((e) => ({
      id: e.eventId,
      type_id: e.type_id ?? 5,
      title: e.title,
      description: e.description ?? '',
      created_at: e.at,
      user_id: e.user_id ?? null,
      user_name: e.user_name || null,
    })),
  };
});
