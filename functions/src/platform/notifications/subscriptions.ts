/**
 * Staff subscriptions to an entity's notifications (FA §5.5, §7.4): the data access. It lives in the platform, not in
 * the companies domain, because every domain that raises an entity's notifications reads it (recipients.ts).
 */
import { subscriptionTypeIds, type SubscriptionTypeId } from '@ledgerline/shared/entity-notifications';
import { NotificationSubscription } from '../data/entities/notification-subscription';
import { db } from '../data/service';
import { mustCommit } from '../data/transact';

/** The firm users subscribed to an entity for one type: one query on the entity's partition. */
export async function subscriberIdsOf(firmId: string, companyId: string, typeId: SubscriptionTypeId) {
  const { data } = await NotificationSubscription.query
    .byCompany({ firmId, companyId, typeId })
    .go({ pages: 'all', attributes: ['userId', 'typeId'] });
  return data.filter((s) => s.typeId === typeId).map((s) => s.userId);
}

/** Every firm user subscribed to an entity for any type (the entity's notification_subscribed_users, FA §3.2). */
export async function entitySubscriberIds(firmId: string, companyId: string) {
  const { data } = await NotificationSubscription.query
    .byCompany({ firmId, companyId })
    .go({ pages: 'all', attributes: ['userId'] });
  return [...new Set(data.map((s) => s.userId))];
}

/** The types a firm user subscribes to for an entity: one query on the user's index. */
export async function subscribedTypeIds(firmId: string, userId: string, companyId: string) {
  const { data } = await NotificationSubscription.query
    .byUser({ firmId, userId, companyId })
    .go({ pages: 'all', attributes: ['companyId', 'typeId'] });
  const types = new Set(data.filter((s) => s.companyId === companyId).map((s) => s.typeId));
  return subscriptionTypeIds.filter((t) => types.has(t));
}

/**
 * Makes a firm user's subscription for each entity exactly these types, in one transaction: a put for each type
 * wanted and a delete for each other one (a delete of nothing is fine), so no read is needed and a retry is
 * harmless. Four items per entity: at most 25 entities (maxSubscriptionEntities).
 */
export async function saveSubscriptions(
  firmId: string,
  userId: string,
  companyIds: readonly string[],
  typeIds: readonly SubscriptionTypeId[],
) {
  await mustCommit(
    db.transaction
      .write(({ notificationSubscription }) =>
        companyIds.flatMap((companyId) =>
          subscriptionTypeIds.map((typeId) =>
            typeIds.includes(typeId)
              ? notificationSubscription.put({ firmId, companyId, typeId, userId }).commit()
              : notificationSubscription.delete({ firmId, companyId, typeId, userId }).commit(),
          ),
        ),
      )
      .go(),
    () => new Error('subscription write refused'),
  );
}
