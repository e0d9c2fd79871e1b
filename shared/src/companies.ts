/**
 * Entities (companies), FA §3.2, §4.4, §5.1, §5.3, §5.4, §6: the words and rules the API and the screens share, so
 * a dialog refuses with exactly the text the server answers. `entityText` quotes firm-administration.md; texts the
 * spec describes but does not quote are in `entityOwnText`, apart.
 */

/** FA §3.2: the built-in entity types, in the order the pickers list them; a firm may add its own. */
export const builtInEntityTypes = [
  'Individual',
  'Partnership',
  'Trust',
  'Exempt Organization',
  'S-Corporation',
  'C-Corporation',
] as const;
export const individualEntityType = 'Individual';

/**
 * Firm preferences (FA §3.4 lists no key for these, so they are ours): `individual_entity_type_disabled` (FA §5.1
 * 'The Individual entity type can be disallowed by the firm') and `custom_entity_types` (FA §3.2 'or firm-defined'),
 * a list of names. Both are set with POST /firms/update_preferences.
 */
export const entityPreferenceKeys = {
  individualDisabled: 'individual_entity_type_disabled',
  customEntityTypes: 'custom_entity_types',
} as const;

/** FA §3.3 'Spouse' and §5.1; FA §2.5; FA §5.4; FA §8.2. */
export const entityText = {
  nameHasSlash: 'Entity Name cannot contain a "/" character.',
  nameHasQuote: 'Entity Name cannot contain a " character.',
  nameExists: 'Entity Name already exists.',
  emailExists: 'This email already exists',
  emailTaken: 'Email is already taken. Learn how to resolve this issue here',
  assignmentWarning: "Updating the Assigned Firm User will update it for all of the user's entities.",
  assignmentSuccess: 'Success!',
  created: 'The entity was successfully created',
  userCreated: 'Successfully created a new user',
  infoUpdated: 'Entity info updated successfully.',
  updated: 'Entity updated successfully',
  ownersUpdated: 'You have successfully updated the list of users.',
  noActiveOwners: 'Entity has no active owners to message.',
} as const;

export const entityOwnText = {
  entityTypeRequired: 'Entity type is required',
  nameRequired: 'Entity name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  individualDisallowed: 'The Individual entity type is not allowed by the firm.',
  unknownEntityType: 'Choose one of the firm’s entity types',
  entityNotFound: 'Entity not found',
  userNotFound: 'User not found',
  notAClient: 'Choose a client of the firm',
  readonlyWhileInactive: 'Read-only access cannot be changed while the entity is inactive.',
  advisorsCannotEditProfile: 'Advisors cannot edit a client’s entity profile.',
  readonlyEntity: 'This entity is read-only, so its profile cannot be changed.',
  readonlyAccount: 'This account is read-only, so the entity’s profile cannot be changed.',
  primaryMustBeOwner: 'The primary contact must be one of the entity’s owners.',
  ownersRequired: 'Choose at least one owner',
  ownersChanged: 'The owners changed meanwhile. Please reload and try again.',
  alreadyOwner: 'This user is already an owner of the entity.',
  firmUserNotOwner: 'A firm user cannot be an owner of an entity.',
  spouseIndividualOnly: 'A spouse can be added to Individual entities only.',
  spouseExists: 'This entity already has a spouse.',
  spouseAdded: 'Spouse added successfully',
  entityDeleted: 'Entity deleted',
  primaryContactChanged: 'Primary contact updated',
  defaultCompanySet: 'Default entity updated',
  rolesUpdated: 'Assignments updated successfully',
  firmUserNotFound: 'Choose an active firm user',
  firmUserOtherGroup: 'Choose a firm user with no group or with the client’s firm group',
  noPrimaryOwner: 'The entity has no primary owner to assign',
  entityEmailUpdated: 'Entity email updated',
  ownerHasNoEmail: 'This user has no email to give the entity.',
  userMustBeOwner: 'The user must be one of the entity’s owners.',
} as const;

/** FA §5.1: the first rule an entity name breaks, or null. A blank name is refused as missing (§5.3). */
export function entityNameProblem(name: string): string | null {
  if (!name.trim()) return entityOwnText.nameRequired;
  if (name.includes('/')) return entityText.nameHasSlash;
  if (name.includes('"')) return entityText.nameHasQuote;
  return null;
}

/** FA §5.1: an Individual's name is built from the person's names. */
export function individualEntityName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** How names are compared for 'Entity Name already exists.': trimmed, spaces collapsed, any case. */
export function entityNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * FA §3.2: the types a firm offers, built-in then its own (without duplicates), without Individual when the firm
 * disallows it (FA §5.1).
 */
export function firmEntityTypes(preferences: Record<string, unknown>): string[] {
  const custom = Array.isArray(preferences[entityPreferenceKeys.customEntityTypes])
    ? (preferences[entityPreferenceKeys.customEntityTypes] as unknown[]).filter(
        (t): t is string => typeof t === 'string' && t.trim() !== '',
      )
    : [];
  const seen = new Set<string>();
  const all: string[] = [];
  for (const t of [...builtInEntityTypes, ...custom.map((c) => c.trim())]) {
    const key = t.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(t);
  }
  return isIndividualDisallowed(preferences) ? all.filter((t) => t !== individualEntityType) : all;
}

export function isIndividualDisallowed(preferences: Record<string, unknown>): boolean {
  return preferences[entityPreferenceKeys.individualDisabled] === true;
}

/** FA §4.4: the read-only toggle of an entity is disabled while it is inactive. */
export function canChangeReadonly(entity: { inactive: boolean }): boolean {
  return !entity.inactive;
}

/** The owners after an update: the primary contact stays when still an owner, else the first owner takes over. */
export function primaryAfter(currentPrimary: string | undefined, ownerIds: readonly string[]): string | undefined {
  if (currentPrimary && ownerIds.includes(currentPrimary)) return currentPrimary;
  return ownerIds[0];
}
