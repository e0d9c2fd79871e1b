/** GET /companies/{id}/owner_notifications: which owners receive the entity's questionnaire mail now (FA §5.5). */
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { openCompany } from '../platform/company-access';
import { handle } from '../platform/handle';
import { ownerNotificationsOf } from '../platform/notifications/owner-notifications';
import { ownerNotificationsView } from './owner-notifications-view';

export const getOwnerNotifications = handle(companyRoutes.getOwnerNotifications, async ({ caller, input }) => {
  const company = await openCompany(caller, input.id);
  const owners = await ownerNotificationsOf(caller.firmId, company);
  return ownerNotificationsView(caller.firmId, company.companyId, owners);
});
