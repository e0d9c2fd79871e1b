/**
 * POST /companies/save_notification_subscription (FA §5.5, §7.4): the caller's own notification types for each named
 * entity, all or none: every entity must be one the caller may see (another firm's or group's answers 404), and
 * the assigned firm user of an entity's primary owner cannot turn theirs off.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { entityNotificationText, subscriptionRefusal } from '@ledgerline/shared/entity-notifications';
import { openCompany } from '../platform/company-access';
import { Forbidden } from '../platform/errors';
import { handle } from '../platform/handle';
import { assignedFirmUserOf } from '../platform/notifications/recipients';
import { saveSubscriptions } from '../platform/notifications/subscriptions';

export const saveNotificationSubscription = handle(companyRoutes.saveNotificationSubscription, async (ctx) => {
  const { caller, input } = ctx;
  const companies = await Promise.all(input.entity_ids.map((id) => openCompany(caller, id)));
  const assigned = await Promise.all(companies.map((company) => assignedFirmUserOf(company)));
  const refusal = subscriptionRefusal(assigned.includes(caller.userId), input.notification_type_ids);
  if (refusal) throw new Forbidden(refusal);
  await saveSubscriptions(caller.firmId, caller.userId, input.entity_ids, input.notification_type_ids);
  return {
    message: entityNotificationText.subscriptionsSaved,
    entity_ids: input.entity_ids,
    notification_type_ids: input.notification_type_ids,
  };
});
