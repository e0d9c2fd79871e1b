import { activityType, activityTypes, type ActivityTypeId } from '@ledgerline/shared/activity-types';

/**
 * The activity type (FA §3.5) of a log line whose caller names none, from its action. This is the one place
 * that knows: callers in every domain pass only their action, so a new action is filed here, first match wins.
 */
const rules: readonly [RegExp, ActivityTypeId][] = [
  // Messaging: a message, a conversation or its participants, a mass email.
  [/^(message|conversation|participants)_|^mass_email/, activityType.message],
  [/^(document|folder)_/, activityType.document],
  [/^questionnaire_/, activityType.questionnaire],
  [/^signature_/, activityType.signature],
  // A tax return's draft approved or changes requested, and its delivery.
  [/^tax_return_(approved|changes_requested|change_requested|delivered|sent)$/, activityType.delivery],
  // Sign-in and security: sign-in and its failures, codes and links, two-factor, passwords, sign-out.
  [/^(sign_in|signed_in|signed_out|code_|link_sent|reset_link|two_factor|2fa_|password_)/, activityType.security],
  // Detail changes: the firm, profiles, settings and preferences, out of office.
  [
    /^firm_created$|^(firm|profile|settings|preferences|out_of_office|user|company)_(updated|changed)$|_(settings?|preferences)_(updated|changed)$/,
    activityType.detailChange,
  ],
];

export function activityTypeOf(action: string): ActivityTypeId {
  return rules.find(([pattern]) => pattern.test(action))?.[1] ?? activityType.uncategorized;
}

export function isActivityTypeId(typeId: number): typeId is ActivityTypeId {
  return activityTypes.some((t) => t.id === typeId);
}
