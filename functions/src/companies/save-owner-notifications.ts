/**
 * POST /companies/{id}/save_owner_notifications (FA §3.3, §5.5, §7.4): which of the entity's owners receive its
 * Questionnaire and Questionnaire Signature mail. Owners the body leaves out keep theirs; the result must give each
 * type to someone, in the words the dialog warns with.
 */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import {
  entityNotificationText,
  maxNotifiedOwners,
  ownerNotificationsRefusal,
} from '@ledgerline/shared/entity-notifications';
import { openCompany } from '../platform/company-access';
import { Invalid, Unprocessable } from '../platform/errors';
import { handle } from '../platform/handle';
import { ownerNotificationsOf, writeOwnerNotifications } from '../platform/notifications/owner-notifications';
import { mergeOwnerAssignments } from './owner-notification-rules';
import { ownerNotificationsView } from './owner-notifications-view';

export const saveOwnerNotifications = handle(companyRoutes.saveOwnerNotifications, async ({ caller, input }) => {
  const company = await openCompany(caller, input.id);
  const current = await ownerNotificationsOf(caller.firmId, company);
  const merged = mergeOwnerAssignments(company.companyId, current.types, input.owners_with_notifications);
  if ('invalid' in merged) throw new Invalid(merged.invalid, { owners_with_notifications: merged.invalid });
  const refusal = ownerNotificationsRefusal([...merged.types.values()].map((t) => ({ notification_type_ids: t })));
  if (refusal) throw new Unprocessable(refusal);
  if (merged.types.size > maxNotifiedOwners) throw new Unprocessable(entityNotificationText.tooManyOwners);
  await writeOwnerNotifications(caller.firmId, company.companyId, merged.types, current.formerOwnerIds);
  return {
    message: entityNotificationText.ownersSaved,
    ...(await ownerNotificationsView(caller.firmId, company.companyId, { ...current, types: merged.types })),
  };
});
