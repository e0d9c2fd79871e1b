import { describe, expect, it } from 'vitest';
import { activityType } from '@ledgerline/shared/activity-types';
import { activityTypeOf, isActivityTypeId } from './activity-type-of';

describe('the type of an activity line without one comes from its action', () => {
  it.each([
    ['message_sent', activityType.message],
    ['message_scheduled', activityType.message],
    ['message_unsent', activityType.message],
    ['conversation_created', activityType.message],
    ['conversation_exported', activityType.message],
    ['participants_changed', activityType.message],
    ['mass_email_sent', activityType.message],
    ['mass_email_queued', activityType.message],
    ['document_uploaded', activityType.document],
    ['signed_in', activityType.security],
    ['sign_in_failed', activityType.security],
    ['sign_in_second_factor', activityType.security],
    ['code_sent', activityType.security],
    ['code_failed', activityType.security],
    ['link_sent', activityType.security],
    ['reset_link_sent', activityType.security],
    ['two_factor_sent', activityType.security],
    ['password_changed', activityType.security],
    ['signed_out', activityType.security],
    ['firm_created', activityType.detailChange],
    ['profile_updated', activityType.detailChange],
    ['settings_updated', activityType.detailChange],
    ['notification_settings_updated', activityType.detailChange],
    ['out_of_office_updated', activityType.detailChange],
    ['tax_return_approved', activityType.delivery],
    ['tax_return_changes_requested', activityType.delivery],
    ['questionnaire_submitted', activityType.questionnaire],
    ['signature_requested', activityType.signature],
  ])('%s is type %i', (action, type) => {
    expect(activityTypeOf(action)).toBe(type);
  });

  it('files an action it does not know as uncategorized', () => {
    expect(activityTypeOf('something_new')).toBe(activityType.uncategorized);
    expect(activityTypeOf('')).toBe(activityType.uncategorized);
  });

  it('knows the type ids 0 to 8 and no others', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].every(isActivityTypeId)).toBe(true);
    expect([-1, 9, 99, 1.5].some(isActivityTypeId)).toBe(false);
  });
});
