/** Schemas of the entity notifications calls (FA §7.4, §3.3 owner notification assignment, §5.5). */
import * as z from 'zod';
import { Id } from './common';
import {
  entityNotificationText,
  maxNotifiedOwners,
  maxSubscriptionEntities,
  ownerNotificationTypeIds,
  subscriptionTypeIds,
  type OwnerNotificationTypeId,
  type SubscriptionTypeId,
} from '../entity-notifications';

/** A list of type ids from a fixed set, each once, in the set's order. */
function typeIdList<T extends number>(allowed: readonly T[], message: string) {
  return z
    .array(
      z
        .number({ error: message })
        .int(message)
        .refine((t): t is T => (allowed as readonly number[]).includes(t), message),
      { error: 'notification_type_ids must be a list' },
    )
    .max(20, 'Too many notification types')
    .transform((ids) => allowed.filter((t) => (ids as number[]).includes(t)));
}

export const SaveNotificationSubscriptionInput = z.object({
  entity_ids: z
    .array(Id, { error: 'entity_ids must be a list' })
    .min(1, 'Choose at least one entity')
    .max(maxSubscriptionEntities, `At most ${maxSubscriptionEntities} entities at a time`)
    .transform((ids) => [...new Set(ids)]),
  /** The caller's whole subscription for each entity; an empty list unsubscribes. */
  notification_type_ids: typeIdList<SubscriptionTypeId>(subscriptionTypeIds, 'Unknown notification type'),
});

export const SubscriptionSaved = z.object({
  message: z.string(),
  entity_ids: z.array(z.string()),
  notification_type_ids: z.array(z.number().int()),
});

export const EntityIdPath = z.object({ id: Id });

export const NotificationTypeIds = z.object({
  /** The types the caller hears about for this entity (all of them when they are its assigned firm user). */
  notification_type_ids: z.array(z.number().int()),
  /** False for the assigned firm user of the entity's primary owner (FA §5.5: they cannot turn theirs off). */
  can_unsubscribe: z.boolean(),
});

const OwnerAssignmentInput = z.object({
  company_id: Id,
  notification_type_ids: typeIdList<OwnerNotificationTypeId>(ownerNotificationTypeIds, 'Unknown notification type'),
});

/** FA §3.3 Owner notification assignment, with the owner's user id. */
const OwnerWithNotificationsInput = z.object({
  id: Id,
  /** Shown by the dialog; ignored on save. */
  full_name: z.string().max(300).optional(),
  assignments: z.array(OwnerAssignmentInput).max(10, 'Too many assignments'),
});

export const SaveOwnerNotificationsInput = z
  .object({
    id: Id,
    /** The entity again, as the spec's body names it; when sent it must be the one in the address. */
    entity_id: Id.optional(),
    owners_with_notifications: z
      .array(OwnerWithNotificationsInput, { error: 'owners_with_notifications must be a list' })
      .max(maxNotifiedOwners, entityNotificationText.tooManyOwners)
      // None listed: every owner keeps what they receive (the entity is still checked).
      .default([]),
  })
  .refine((b) => b.entity_id === undefined || b.entity_id === b.id, {
    message: entityNotificationText.entityMismatch,
    path: ['entity_id'],
  });

export const OwnerWithNotifications = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  is_primary_contact: z.boolean(),
  assignments: z.array(z.object({ company_id: z.string(), notification_type_ids: z.array(z.number().int()) })),
});
export type OwnerWithNotifications = z.infer<typeof OwnerWithNotifications>;

export const OwnerNotifications = z.object({
  entity_id: z.string(),
  owners_with_notifications: z.array(OwnerWithNotifications),
});

export const OwnerNotificationsSaved = OwnerNotifications.extend({ message: z.string() });
