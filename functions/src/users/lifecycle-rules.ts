/**
 * FA §4.4 User and entity lifecycle, as plain functions: which entities a deactivation or activation changes, and
 * whose questionnaires a deactivation locks.
 */
export interface OwnedEntity {
  companyId: string;
  primary_user_id?: string;
  inactive?: boolean;
}

/** "Deactivation ... optionally together with all entities the user is primary owner of" (the active ones). */
export function entitiesToDeactivate(companies: readonly OwnedEntity[], userId: string): string[] {
  return companies.filter((c) => c.primary_user_id === userId && !c.inactive).map((c) => c.companyId);
}

/** "activation likewise, optionally with the user's inactive entities". */
export function entitiesToActivate(companies: readonly OwnedEntity[]): string[] {
  return companies.filter((c) => c.inactive).map((c) => c.companyId);
}

/**
 * "Deactivation locks all of the user's questionnaires": those of the entities that no other active owner still
 * uses (the ones deactivated with the user among them). An entity shared with an active co-owner keeps its
 * questionnaires open for that person.
 */
export function entitiesToLock(
  companies: readonly OwnedEntity[],
  otherActiveOwners: ReadonlyMap<string, number>,
  deactivated: readonly string[],
): string[] {
  const off = new Set(deactivated);
  return companies
    .filter((c) => off.has(c.companyId) || (otherActiveOwners.get(c.companyId) ?? 0) === 0)
    .map((c) => c.companyId);
}

export interface LifecyclePlan {
  entities: string[];
  questionnaires: string[];
  scheduled: number;
}

/** Writes a plan makes: one per entity and questionnaire, two per scheduled message (its due item and itself). */
export const planWrites = (p: LifecyclePlan) => p.entities.length + p.questionnaires.length + 2 * p.scheduled;

/** Above this many writes the effects run in a queued job instead of the request. */
export const inlineLifecycleWrites = 50;
