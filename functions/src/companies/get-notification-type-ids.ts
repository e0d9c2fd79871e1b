/**
 * GET /companies/{id}/get_notification_type_ids (FA §7.4): what the dialog shows the caller for an entity. The
 * assigned firm user of its primary owner hears of everything whatever they saved (FA §5.5), so they see every type,
 * locked.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { subscriptionTypeIds } from '@ledgerline/shared/entity-notifications';
import { openCompany } from '../platform/company-access';
import { handle } from '../platform/handle';
import { assignedFirmUserOf } from '../platform/notifications/recipients';
import { subscribedTypeIds } from '../platform/notifications/subscriptions';

export const getNotificationTypeIds = handle(companyRoutes.getNotificationTypeIds, async ({ caller, input }) => {
  const company = await openCompany(caller, input.id);
  const [assigned, subscribed] = await Promise.all([
    assignedFirmUserOf(company),
    subscribedTypeIds(caller.firmId, caller.userId, company.companyId),
  ]);
  const isAssigned = assigned === caller.userId;
  return { notification_type_ids: isAssigned ? subscriptionTypeIds : subscribed, can_unsubscribe: !isAssigned };
});
