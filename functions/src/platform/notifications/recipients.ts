/**
 * Who on the firm side hears of an entity's event (FA §5.5): the firm users subscribed to the entity for the event's
 * type, plus the assigned firm user of the entity's primary owner, who cannot opt out; each once, active staff only,
 * and a group-limited user only for an entity of their group (FA §6). Every domain that raises a notification about
 * a client or an entity asks here, then calls notifyUsers.
 *
 * Reads per event: the entity and its subscribers for the type (one query on the entity's subscription partition)
 * side by side, then the primary owner (whose group is the entity's, firm-groups.ts), then the candidates in one
 * batch. None of it grows with the firm.
 */
import type { NotificationTypeId } from '@ledgerline/shared/notifications';
import { subscriptionTypeFor } from '@ledgerline/shared/entity-notifications';
import { Company } from '../data/entities/company';
import { membershipOwnerIds } from '../company-owners';
import { User } from '../data/entities/user';
import { getItem, getItems } from '../data/batch-get';
import { chooseStaff, needsEntityGroups, type Person } from './recipient-rules';
import { subscriberIdsOf } from './subscriptions';

/** What the event is about: an entity, or (a conversation with no entity) a client. */
export type NotificationSubject = { companyId: string } | { clientUserId: string };

/** What is read of an entity here. */
interface EntityRef {
  firmId: string;
  companyId: string;
  primary_user_id?: string;
}

export async function staffToNotify(
  firmId: string,
  subject: NotificationSubject,
  type: NotificationTypeId,
): Promise<string[]> {
  if ('clientUserId' in subject) {
    const client = await getItem(User, { firmId, userId: subject.clientUserId });
    if (!client || client.is_advisor) return [];
    const groups = new Set(client.firm_group_id ? [client.firm_group_id] : []);
    return choose(firmId, client.assigned_advisor_id, [], async () => groups);
  }
  const subscriptionType = subscriptionTypeFor(type);
  const [company, subscriberIds] = await Promise.all([
    getItem(Company, { firmId, companyId: subject.companyId }),
    subscriptionType ? subscriberIdsOf(firmId, subject.companyId, subscriptionType) : Promise.resolve([]),
  ]);
  if (!company || company.deleted_at) return [];
  const primary = await primaryOwner(company);
  const groups = new Set(primary?.firm_group_id ? [primary.firm_group_id] : []);
  return choose(firmId, primary?.assigned_advisor_id, subscriberIds, async () => groups);
}

/** The assigned firm user of an entity's primary owner (FA §5.5: their notifications cannot be turned off). */
export async function assignedFirmUserOf(company: EntityRef): Promise<string | null> {
  return (await primaryOwner(company))?.assigned_advisor_id ?? null;
}

async function choose(
  firmId: string,
  assignedFirmUserId: string | undefined,
  subscriberIds: string[],
  entityGroupIds: () => Promise<Set<string>>,
) {
  const ids = [...new Set([assignedFirmUserId, ...subscriberIds])].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const people = new Map<string, Person>(
    (
      await getItems(
        User,
        ids.map((userId) => ({ firmId, userId })),
      )
    ).map((u) => [u.userId, u]),
  );
  const groups = needsEntityGroups(people.values()) ? await entityGroupIds() : new Set<string>();
  return chooseStaff({ assignedFirmUserId, subscriberIds, people, entityGroupIds: groups });
}

/** The entity's primary contact; an entity written without one falls back to an owner. */
async function primaryOwner(company: EntityRef) {
  const { firmId, companyId } = company;
  const primaryId = company.primary_user_id ?? (await membershipOwnerIds(firmId, companyId, 1))[0];
  return primaryId ? getItem(User, { firmId, userId: primaryId }) : null;
}
