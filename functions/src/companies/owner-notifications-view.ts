/** The owners' side of the Notifications for an entity dialog (FA §3.3 owner notification assignment). */
import { fullName } from '@ledgerline/shared/person-name';
import type { OwnerWithNotifications } from '@ledgerline/shared/schemas/entity-notifications';
import type { OwnerNotificationTypeId } from '@ledgerline/shared/entity-notifications';
import { batchGetUsers } from '../platform/user-batch';

export async function ownerNotificationsView(
  firmId: string,
  companyId: string,
  owners: { primaryUserId?: string; types: ReadonlyMap<string, readonly OwnerNotificationTypeId[]> },
) {
  const people = await batchGetUsers(firmId, [...owners.types.keys()], ['fname', 'lname', 'email', 'has_temp_email']);
  const rows: OwnerWithNotifications[] = [...owners.types].map(([id, types]) => {
    const person = people.get(id);
    return {
      id,
      full_name: fullName(person),
      // A made-up address reaches nobody (FA §5.1): the dialog shows none.
      email: person && !person.has_temp_email ? person.email : '',
      is_primary_contact: id === owners.primaryUserId,
      assignments: [{ company_id: companyId, notification_type_ids: [...types] }],
    };
  });
  rows.sort(
    (a, b) => Number(b.is_primary_contact) - Number(a.is_primary_contact) || a.full_name.localeCompare(b.full_name),
  );
  return { entity_id: companyId, owners_with_notifications: rows };
}
