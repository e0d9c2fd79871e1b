import { describe, expect, it } from 'vitest';
import {
  entityNotificationText,
  ownerNotificationsRefusal,
  subscriptionRefusal,
  subscriptionTypeFor,
} from './entity-notifications';
import { SaveNotificationSubscriptionInput, SaveOwnerNotificationsInput } from './schemas/entity-notifications';

describe('FA §5.5 notifications for an entity', () => {
  it('at least one user must receive Questionnaire and at least one must have Questionnaire Signature', () => {
    expect(ownerNotificationsRefusal([{ notification_type_ids: [4] }, { notification_type_ids: [5] }])).toBeNull();
    expect(ownerNotificationsRefusal([{ notification_type_ids: [4, 5] }, { notification_type_ids: [] }])).toBeNull();
    expect(ownerNotificationsRefusal([{ notification_type_ids: [5] }])).toBe(
      'At least one user must receive Questionnaire notifications',
    );
    expect(ownerNotificationsRefusal([{ notification_type_ids: [4] }])).toBe(
      'At least one user must have Questionnaire Signature notifications',
    );
    expect(ownerNotificationsRefusal([])).toBe(entityNotificationText.questionnaireRequired);
  });

  it('advisors cannot disable notifications for entities of users assigned to them', () => {
    expect(subscriptionRefusal(true, [1, 2, 3])).toBe(
      'Advisors cannot disable notifications for entities of users assigned to them',
    );
    expect(subscriptionRefusal(true, [])).toBe(entityNotificationText.cannotDisableAssigned);
    expect(subscriptionRefusal(true, [1, 2, 3, 7])).toBeNull();
    expect(subscriptionRefusal(false, [])).toBeNull();
  });

  it('subscription type ids 1 information, 2 document, 3 questionnaire, 7 questionnaire-document cover their events', () => {
    expect([1, 2, 3, 7].map((t) => subscriptionTypeFor(t as 1))).toEqual([1, 2, 3, 7]);
    expect(subscriptionTypeFor(4)).toBe(3);
    expect(subscriptionTypeFor(5)).toBe(3);
    expect(subscriptionTypeFor(8)).toBeNull();
    expect(subscriptionTypeFor(9)).toBeNull();
  });

  it('the subscription body takes known types only, each once, and a bounded list of entities', () => {
    const ok = SaveNotificationSubscriptionInput.parse({
      entity_ids: ['a', 'a', 'b'],
      notification_type_ids: [7, 1, 1],
    });
    expect(ok).toEqual({ entity_ids: ['a', 'b'], notification_type_ids: [1, 7] });
    for (const bad of [
      { entity_ids: [], notification_type_ids: [] },
      { entity_ids: ['a'], notification_type_ids: [4] },
      { entity_ids: ['a'], notification_type_ids: ['1'] },
      { entity_ids: ['a'], notification_type_ids: 'all' },
      { entity_ids: Array.from({ length: 26 }, (_, i) => `e${i}`), notification_type_ids: [] },
      { entity_ids: ['../x'], notification_type_ids: [] },
    ])
      expect(SaveNotificationSubscriptionInput.safeParse(bad).success).toBe(false);
  });

  it('the owners body names the entity of its address and owner types 4 and 5 only', () => {
    const owners = [{ id: 'u1', assignments: [{ company_id: 'c1', notification_type_ids: [5, 4] }] }];
    expect(SaveOwnerNotificationsInput.parse({ id: 'c1', entity_id: 'c1', owners_with_notifications: owners })).toEqual(
      {
        id: 'c1',
        entity_id: 'c1',
        owners_with_notifications: [{ id: 'u1', assignments: [{ company_id: 'c1', notification_type_ids: [4, 5] }] }],
      },
    );
    expect(
      SaveOwnerNotificationsInput.safeParse({ id: 'c1', entity_id: 'c2', owners_with_notifications: owners }).error
        ?.issues[0]?.message,
    ).toBe(entityNotificationText.entityMismatch);
    const wrongType = [{ id: 'u1', assignments: [{ company_id: 'c1', notification_type_ids: [1] }] }];
    expect(SaveOwnerNotificationsInput.safeParse({ id: 'c1', owners_with_notifications: wrongType }).success).toBe(
      false,
    );
  });
});
