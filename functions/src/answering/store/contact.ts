/**
 * The client's contact data as they confirm it in a questionnaire (QD §5 Contact confirmation): their phone, how
 * they want to be contacted and their email on the user (a new email moves its claim in the same transaction, as
 * every email change does, so an address belongs to one person), the address on the entity; and the
 * questionnaire's stamps of when the client confirmed them (contact_confirmed_at, profile_updated_at).
 */
import { db } from '../../platform/data/service';
import { Company, type CompanyItem } from '../../platform/data/entities/company';
import { EmailClaim } from '../../platform/data/entities/email-claim';
import { Questionnaire } from '../../platform/data/entities/questionnaire';
import { User, type UserItem } from '../../platform/data/entities/user';
import { isConditionFailure } from '../../platform/data/transact';
import { Conflict } from '../../platform/errors';

export type UserSet = Parameters<ReturnType<typeof User.patch>['set']>[0];
export type UserField = Parameters<ReturnType<typeof User.patch>['remove']>[0][number];

/** Who holds an email address, in any firm; null when nobody does. */
export async function emailClaimOf(email: string): Promise<{ firmId: string; userId: string } | null> {
  return (await EmailClaim.get({ email }).go({ consistent: true })).data ?? null;
}

export async function getUserConsistent(firmId: string, userId: string): Promise<UserItem | null> {
  return (await User.get({ firmId, userId }).go({ consistent: true })).data ?? null;
}

/**
 * Writes the user's contact fields if nobody changed the user since it was read; a new email is claimed and the old
 * one released in the same transaction. Throws `taken` when the new email was claimed meanwhile.
 */
export async function writeUserContact(
  user: UserItem,
  change: { set: UserSet; remove: UserField[]; email?: string },
  taken: () => Error,
): Promise<void> {
  const { firmId, userId } = user;
  const moving = change.email !== undefined && change.email !== user.email;
  const result = await db.transaction
    .write(({ user: users, emailClaim }) => {
      let patch = users
        .patch({ firmId, userId })
        .set({ ...change.set, ...(moving ? { email: change.email, has_temp_email: false } : {}) });
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
    .go();
  if (!result.canceled) return;
  const codes = (result.data as { code: string }[]).map((d) => d.code);
  if (moving && codes[0] === 'ConditionalCheckFailed') throw taken();
  throw new Conflict('Your details were just changed elsewhere. Please retry.');
}

type CompanySet = Parameters<ReturnType<typeof Company.patch>['set']>[0];
type CompanyField = Parameters<ReturnType<typeof Company.patch>['remove']>[0][number];

/** The entity's address fields, as given (an empty one removed). */
export async function writeCompanyAddress(
  company: Pick<CompanyItem, 'firmId' | 'companyId'>,
  set: CompanySet,
  remove: CompanyField[],
): Promise<void> {
  if (Object.keys(set).length === 0 && remove.length === 0) return;
  const key = { firmId: company.firmId, companyId: company.companyId };
  if (Object.keys(set).length === 0) await Company.patch(key).remove(remove).go();
  else if (remove.length === 0) await Company.patch(key).set(set).go();
  else await Company.patch(key).set(set).remove(remove).go();
}

/** Stamps when the client confirmed something on the questionnaire (whatever else changed since it was read). */
export async function stampQuestionnaire(
  q: { firmId: string; questionnaireId: string },
  field: 'contact_confirmed_at' | 'profile_updated_at',
  at: string,
): Promise<void> {
  try {
    await Questionnaire.patch({ firmId: q.firmId, questionnaireId: q.questionnaireId })
      .set({ [field]: at })
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw new Conflict('This questionnaire was just deleted.');
    throw e;
  }
}
