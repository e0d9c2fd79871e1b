/**
 * Notifications for an entity (FA §2.5 dialog, §3.2, §3.3, §5.5, §7.4): who on the firm side is told about an
 * entity's events (staff subscriptions), and which of the entity's owners receive its client-facing questionnaire
 * mail (owner notifications). The rules are plain functions here so the dialog disables Save with the same words
 * the server refuses with.
 */
import { notificationType, type NotificationTypeId } from './notifications';

/** What a firm user may subscribe to for an entity (FA §5.5). */
export const subscriptionTypes = [
  { id: notificationType.information, label: 'Information' },
  { id: notificationType.document, label: 'Document' },
  { id: notificationType.questionnaire, label: 'Questionnaire' },
  { id: notificationType.questionnaireDocument, label: 'Questionnaire document' },
] as const;
export type SubscriptionTypeId = (typeof subscriptionTypes)[number]['id'];
export const subscriptionTypeIds = subscriptionTypes.map((t) => t.id) as SubscriptionTypeId[];

/** What an entity's owner may receive (FA §5.5: at least one owner each). */
export const ownerNotificationTypes = [
  { id: notificationType.questionnaireSubmitted, label: 'Questionnaire' },
  { id: notificationType.questionnaireSignature, label: 'Questionnaire Signature' },
] as const;
export type OwnerNotificationTypeId = (typeof ownerNotificationTypes)[number]['id'];
export const ownerNotificationTypeIds = ownerNotificationTypes.map((t) => t.id) as OwnerNotificationTypeId[];

/** At most this many entities in one subscription call: four writes each fill one 100-item transaction. */
export const maxSubscriptionEntities = 25;
/** At most this many owners in one owner-notifications save: one row each in one transaction. */
export const maxNotifiedOwners = 90;

export const entityNotificationText = {
  subscriptionsSaved: 'Notifications successfully updated',
  ownersSaved: 'User notifications saved successfully',
  cannotDisableAssigned: 'Advisors cannot disable notifications for entities of users assigned to them',
  questionnaireRequired: 'At least one user must receive Questionnaire notifications',
  signatureRequired: 'At least one user must have Questionnaire Signature notifications',
  notAnOwner: 'Only the entity’s owners can receive its notifications',
  entityMismatch: 'The entity does not match the address',
  assignmentOtherEntity: 'Assignments must be for this entity',
  duplicateOwner: 'Each owner may be listed once',
  tooManyOwners: `At most ${maxNotifiedOwners} owners can receive an entity’s notifications`,
} as const;

/**
 * Why a set of owner assignments cannot be saved (FA §5.5), or null: someone must get the questionnaire and
 * someone must be asked for its signature, or the entity's questionnaires would reach nobody.
 */
export function ownerNotificationsRefusal(owners: readonly { notification_type_ids: readonly number[] }[]) {
  const has = (type: number) => owners.some((o) => o.notification_type_ids.includes(type));
  if (!has(notificationType.questionnaireSubmitted)) return entityNotificationText.questionnaireRequired;
  if (!has(notificationType.questionnaireSignature)) return entityNotificationText.signatureRequired;
  return null;
}

/**
 * Whether a firm user may save this subscription (FA §5.5): the assigned firm user of the entity's primary owner
 * keeps every type, so for them anything less than all of them is refused.
 */
export function subscriptionRefusal(isAssignedFirmUser: boolean, typeIds: readonly number[]): string | null {
  const dropsOne = subscriptionTypeIds.some((t) => !typeIds.includes(t));
  return isAssignedFirmUser && dropsOne ? entityNotificationText.cannotDisableAssigned : null;
}

/**
 * The subscription that covers a notification of this type, or null when none does (messages reach the
 * conversation's firm users, tax returns the assigned firm user). A questionnaire's submission and signature are
 * news about the questionnaire, so a 'Questionnaire' subscriber hears of them.
 */
export function subscriptionTypeFor(type: NotificationTypeId): SubscriptionTypeId | null {
  switch (type) {
    case notificationType.information:
    case notificationType.document:
    case notificationType.questionnaire:
    case notificationType.questionnaireDocument:
      return type;
    case notificationType.questionnaireSubmitted:
    case notificationType.questionnaireSignature:
      return notificationType.questionnaire;
    default:
      return null;
  }
}
