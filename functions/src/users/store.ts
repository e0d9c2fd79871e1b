import { getItem, getItems } from '../platform/data/batch-get';
import { User, type UserItem } from '../platform/data/entities/user';
import { Company, type CompanyItem } from '../platform/data/entities/company';
import { EmailClaim } from '../platform/data/entities/email-claim';
import { Firm, type FirmItem } from '../platform/data/entities/firm';
import { FirmGroup } from '../platform/data/entities/firm-group';
import { entityTypeKey } from '../platform/data/entities/firm-entity-type';
import { firstOwnerIds } from '../platform/company-owners';
import { Questionnaire, type QuestionnaireItem } from '../platform/data/entities/questionnaire';
import { db } from '../platform/data/service';
import { mustCommit } from '../platform/data/transact';

export type { CompanyItem, QuestionnaireItem, UserItem };

export { getUser } from '../platform/read-user';

export { reindexDirectoryFirm, reindexDirectoryUser } from '../platform/directory';
export { ownerIdsOfEach } from '../platform/company-owners';
export { editProfile } from '../platform/profile-edit';

/**
 * A page of clients by id, in the ids' order (one BatchGet; ids whose user is gone are left out). Strongly
 * consistent: a list read right after a change shows the change.
 */
export async function getUsersByIds(firmId: string, ids: string[]): Promise<UserItem[]> {
  const found = await getItems(
    User,
    ids.map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
  const byId = new Map(found.map((u) => [u.userId, u]));
  return ids.map((id) => byId.get(id)).filter((u): u is UserItem => u !== undefined);
}

// ---------------------------------------------------------------------------------------------- client writes
// Creating and editing clients (FA §5.1, §5.2, §4.4). The email claim moves in the same transaction as the user.

/** Transactions over a claimed email race each other: a conflict between two is tried again, a taken email is not. */
async function commitClaiming(
  write: () => Promise<{ canceled: boolean; data: { code: string }[] }>,
  onTaken: () => Error,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const result = await write();
    const conflict = result.canceled && result.data.some((d) => d.code === 'TransactionConflict');
    const failedCondition = result.canceled && result.data.some((d) => d.code === 'ConditionalCheckFailed');
    if (conflict && !failedCondition && attempt < 6) {
      await new Promise((r) => setTimeout(r, 15 * 2 ** attempt * (0.5 + Math.random())));
      continue;
    }
    await mustCommit(Promise.resolve(result), onTaken);
    return;
  }
}

export async function getFirm(firmId: string): Promise<FirmItem | null> {
  return getItem(Firm, { firmId });
}

export async function getFirmGroup(firmId: string, groupId: string) {
  return getItem(FirmGroup, { firmId, groupId });
}

/** Who holds an email, across firms (the claim is the one key that does not start with a firm). */
export async function getEmailClaim(email: string) {
  return (await EmailClaim.get({ email }).go({ consistent: true })).data ?? null;
}

export async function getUserConsistent(firmId: string, userId: string): Promise<UserItem | null> {
  return (await User.get({ firmId, userId }).go({ consistent: true })).data ?? null;
}

export type NewClientRecord = Parameters<typeof User.create>[0];
export type NewCompanyRecord = Parameters<typeof Company.create>[0];

/**
 * FA §5.1: the client, their first entity (its owner_ids theirs), the ownership and the email claim, all or nothing.
 */
export async function createClientWithEntity(user: NewClientRecord, company: NewCompanyRecord, onTaken: () => Error) {
  await commitClaiming(
    () =>
      db.transaction
        .write(({ user: users, emailClaim, company: companies, membership, firmEntityType }) => [
          emailClaim.create({ email: user.email, firmId: user.firmId, userId: user.userId }).commit(),
          // The firm's entity types in use count every entity, in the entity's own write (firm-entity-type.ts).
          firmEntityType
            .update({ firmId: user.firmId, key: entityTypeKey(company.entity_type ?? '') })
            .set({ entity_type: (company.entity_type ?? '').trim() })
            .add({ count: 1 })
            .commit(),
          users.create(user).commit(),
          companies.create({ ...company, ...firstOwnerIds([user.userId]) }).commit(),
          membership.create({ firmId: user.firmId, userId: user.userId, companyId: company.companyId }).commit(),
        ])
        .go(),
    onTaken,
  );
}

type UserPatch = Parameters<ReturnType<typeof User.patch>['set']>[0];
type UserField = Parameters<ReturnType<typeof User.patch>['remove']>[0][number];

/**
 * Writes a client's changed fields, on the condition that nobody changed them since `user` was read; a new email
 * moves the claim in the same transaction (claimed for the user, the old one released).
 */
export async function updateClient(
  user: UserItem,
  change: { set: UserPatch; remove: UserField[]; email?: string },
  errors: { taken: () => Error; changed: () => Error },
): Promise<void> {
  const { firmId, userId } = user;
  const moving = change.email !== undefined && change.email !== user.email;
  let claimRace = false;
  await commitClaiming(
    () =>
      db.transaction
        .write(({ user: users, emailClaim }) => {
          let patch = users
            .patch({ firmId, userId })
            .set({ ...change.set, ...(moving ? { email: change.email } : {}) });
          if (change.remove.length) patch = patch.remove(change.remove) as typeof patch;
          return [
            ...(moving
              ? [
                  emailClaim.create({ email: change.email!, firmId, userId }).commit(),
                  emailClaim
                    .delete({ email: user.email })
                    .where((a, op) => op.eq(a.userId, userId))
                    .commit(),
                ]
              : []),
            patch.where((a, op) => op.eq(a.updated_at, user.updated_at ?? '')).commit(),
          ];
        })
        .go()
        .then((r) => {
          // Which write failed decides the answer: the new claim (taken) or the user (changed meanwhile).
          claimRace = moving && r.canceled && (r.data as { code: string }[])[0]?.code === 'ConditionalCheckFailed';
          return r;
        }),
    () => (claimRace ? errors.taken() : errors.changed()),
  );
}

export async function setUserFields(firmId: string, userId: string, set: UserPatch): Promise<void> {
  await User.patch({ firmId, userId }).set(set).go();
}

/** Soft delete: the email claim stays, so the address is still the user's when they are restored. */
export async function softDeleteUser(firmId: string, userId: string): Promise<void> {
  await User.patch({ firmId, userId }).set({ deleted_at: new Date().toISOString() }).go();
}

/** Restore: deleted_at cleared, with the email claim checked (or made again) in the same transaction. */
export async function restoreUser(user: UserItem, claimed: boolean, onTaken: () => Error): Promise<void> {
  const { firmId, userId } = user;
  await commitClaiming(
    () =>
      db.transaction
        .write(({ user: users, emailClaim }) => [
          claimed
            ? emailClaim
                .check({ email: user.email })
                .where((a, op) => op.eq(a.userId, userId))
                .commit()
            : emailClaim.create({ email: user.email, firmId, userId }).commit(),
          users.patch({ firmId, userId }).remove(['deleted_at']).commit(),
        ])
        .go(),
    onTaken,
  );
}

/** A user's entities, the deleted left out, by name. */
export { companiesOf as companiesOfUser } from '../platform/user-profile';

export async function setCompanyInactive(firmId: string, companyId: string, inactive: boolean): Promise<void> {
  await Company.patch({ firmId, companyId }).set({ inactive }).go();
}

/** An entity's questionnaires (every year), the deleted left out. */
export async function questionnairesOfCompany(firmId: string, companyId: string): Promise<QuestionnaireItem[]> {
  const { data } = await Questionnaire.query.byCompanyYear({ firmId, companyId }).go({ pages: 'all' });
  return data.filter((q) => !q.deleted_at);
}

export async function lockQuestionnaire(firmId: string, questionnaireId: string): Promise<void> {
  await Questionnaire.patch({ firmId, questionnaireId }).set({ locked: true }).go();
}

/** FA §2.2 Guide: marks one step done or not done for a person (a set, so two tabs cannot undo each other). */
export async function markGuideStep(firmId: string, userId: string, step: string, done: boolean): Promise<string[]> {
  const patch = User.patch({ firmId, userId });
  const written = done ? patch.add({ guide_completed_steps: [step] }) : patch.delete({ guide_completed_steps: [step] });
  const { data } = await written.go({ response: 'all_new' });
  return [...((data as UserItem).guide_completed_steps ?? [])].sort();
}
