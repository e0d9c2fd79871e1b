/**
 * The entity dialogs' rules as plain functions (FA §5.1, §5.3, §5.6, §9), so they are tested without a browser.
 * The server checks the same rules again: the name rule and FA §5.5's notifications rule are shared with it
 * (@ledgerline/shared/companies, @ledgerline/shared/entity-notifications).
 */
import { entityNameKey, entityNameProblem, entityOwnText, entityText } from '@ledgerline/shared/companies';
import { tagText } from '@ledgerline/shared/tags';
import { entitiesText as t } from '../../texts/entities';

/** FA §9: 'Bulk confirmation at 10 or more entities'. */
export const bulkConfirmationAt = 10;
export const needsBulkConfirmation = (count: number) => count >= bulkConfirmationAt;

/**
 * FA §5.1/§5.3: an entity name is required, holds no '/' or '"', and is unique among the user's related
 * entities. `taken`: the names of those entities (without the one being renamed).
 */
export function entityNameError(name: string, taken: readonly string[] = []): string | null {
  const problem = entityNameProblem(name);
  if (problem) return problem;
  const key = entityNameKey(name);
  return taken.some((n) => entityNameKey(n) === key) ? entityText.nameExists : null;
}

/** FA §5.6: a new tag is disabled when empty or already existing ('Tag already exist'). */
export function newTagError(name: string, existing: readonly string[]): string | null {
  const key = name.trim().toLowerCase();
  if (!key) return null;
  return existing.some((n) => n.trim().toLowerCase() === key) ? tagText.exists : null;
}
export const canAddTag = (name: string, existing: readonly string[]) =>
  name.trim() !== '' && newTagError(name, existing) === null;

/** A loose email check for the dialogs (the server validates properly). */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** FA §5.3 new owner: first and last name required; email valid if given. */
export function newOwnerErrors(owner: { firstName: string; lastName: string; email: string }) {
  return {
    firstName: owner.firstName.trim() ? null : entityOwnText.firstNameRequired,
    lastName: owner.lastName.trim() ? null : entityOwnText.lastNameRequired,
    email: owner.email.trim() && !looksLikeEmail(owner.email) ? t.invalidEmail : null,
  };
}
