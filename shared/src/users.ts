/**
 * Creating and editing clients (FA §3.1, §3.3, §4.4, §5.1, §5.2, §5.4, §8.2): the words the API and the screens
 * share. `userText` quotes firm-administration.md exactly (section in each comment); texts the spec describes but
 * does not quote are in `userOwnText`, apart, so nobody mistakes them for the spec's wording.
 */
import { builtInEntityTypes, entityOwnText, entityPreferenceKeys, individualEntityType } from './companies';

export const userText = {
  // §8.2 and §5.1: create user; also a taken email on edit.
  emailTaken: 'Email is already taken. Learn how to resolve this issue here',
  // §5.1: the email check of the Create User dialog.
  emailExists: 'This email already exists',
  entityNameSlash: 'Entity Name cannot contain a "/" character.',
  entityNameQuote: 'Entity Name cannot contain a " character.',
  // §5.2.
  cannotRemoveSignInEmail: 'Cannot remove email when it is the preferred sign-in method',
  emailRequiredToActivate: 'User email is required before activating account.',
  // §8.2 successes and failures.
  created: 'Successfully created a new user',
  updated: 'The user was successfully updated',
  emailRemoved: 'Email successfully removed.',
  removeEmailFailed: 'Unable to remove email, please try again later.',
  updateFailed: 'Error updating user',
  assignmentsUpdated: 'Assignments updated successfully',
  // §7.3 "Assign advisor to clients": the response message the screen's toast waits for.
  assignSuccess: 'Success!',
  // §5.4.
  assignedFirmUserWarning: "Updating the Assigned Firm User will update it for all of the user's entities.",
} as const;

export const userOwnText = {
  fnameRequired: 'First name is required',
  lnameRequired: 'Last name is required',
  assignedAdvisorRequired: 'Assigned firm user is required',
  // One rule for an entity's type, in one set of words (entity-types.ts).
  entityTypeRequired: entityOwnText.entityTypeRequired,
  entityNameRequired: 'Entity name is required',
  firmGroupRequired: 'Firm group is required',
  unknownFirmGroup: 'Choose one of the firm’s groups',
  ownGroupOnly: 'You can only choose your own firm group',
  noGroupOfYourOwn: 'You have no firm group, so you cannot manage clients',
  advisorNotAllowed: 'Choose an active firm user',
  individualNotAllowed: entityOwnText.individualDisallowed,
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  phoneDigits: 'Phone number must be 10 digits',
  extensionDigits: 'The extension can have at most 10 digits',
  invalidTimeZone: 'Choose a time zone of the list',
  cannotRemoveSmsPhone: 'Cannot remove phone number when SMS is the preferred sign-in method',
  testEmailKept: 'The email of a test account cannot be removed',
  noEmailToRemove: 'This user has no email to remove',
  readonlyNeedsActive: 'Read-only access can be changed only for active users',
  twoFactorForced: 'Your firm requires two-factor authentication, so it cannot be turned off',
  onlyPartnerOrFull: "Only partner and full users may reassign a client's firm user",
  onlyClients: 'Only clients are changed here; firm users are changed under Firm Settings',
  userNotFound: 'User not found',
  someUsersNotFound: 'Some of the selected users were not found',
  userChanged: 'This user was changed meanwhile. Please reload and try again.',
  deleted: 'The user was deleted',
  restored: 'The user was restored',
  overviewSaved: 'Successfully updated',
  tooManyIds: (max: number) => `At most ${max} users at a time`,
  selectUsers: 'Select at least one user',
  loginInfoSent: (n: number) => `Sign-in links were sent to ${n} client${n === 1 ? '' : 's'}`,
  loginInfoQueued: (n: number) => `Sign-in links are being sent to ${n} client${n === 1 ? '' : 's'}`,
  assignmentsQueued: (n: number) => `The assigned firm user of ${n} clients is being updated`,
} as const;

/** FA §3.2's entity types and the firm preference that disallows Individual: one list and one key, in companies.ts. */
export const standardEntityTypes = builtInEntityTypes;
export { individualEntityType };
export const individualDisallowedPreference = entityPreferenceKeys.individualDisabled;

/** FA §5.1: the time zone of a new client when none is chosen. */
export const defaultClientTimeZone = 'Pacific Time (US & Canada)';

/** Clients one bulk request may name (assignments, login info); above `bulkInlineLimit` a queued job does them. */
export const maxBulkUsers = 500;
export const bulkInlineLimit = 10;
/** GET /v2/users/by_ids: ids per request. */
export const maxUsersByIds = 100;

/** The domain of the temporary emails the server makes (FA §5.1): `.invalid` is reserved, so no mail ever goes out. */
export const temporaryEmailDomain = 'no-email.ledgerline.invalid';
export const isTemporaryEmail = (email: string | null | undefined) =>
  Boolean(email?.toLowerCase().endsWith(`@${temporaryEmailDomain}`));

/** FA §6, §5.4: "Only partner or full users may reassign a client's firm user". */
export function canReassignFirmUser(caller: { isAdvisor: boolean; firmAccess: string | null }): boolean {
  return caller.isAdvisor && (caller.firmAccess === 'partner' || caller.firmAccess === 'full');
}

/** The person has an email of their own: not none, not one the server made up (FA §5.1, §5.2). */
export function hasRealEmail(u: { email?: string | null; has_temp_email?: boolean | null }): boolean {
  return Boolean(u.email) && !u.has_temp_email && !isTemporaryEmail(u.email);
}
