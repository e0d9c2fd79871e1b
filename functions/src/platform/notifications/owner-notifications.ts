/**
 * Which of an entity's owners receive its client-facing questionnaire mail (FA §3.3 owner notification assignment,
 * §5.5): the data access. The companies dialog reads and saves it; the questionnaire sender asks ownersToNotify.
 * An entity's settings are one query on its own partition; its owners come with it (company-owners.ts).
 */
import type { OwnerNotificationTypeId } from '@ledgerline/shared/entity-notifications';
import { Company } from '../data/entities/company';
import { OwnerNotification } from '../data/entities/owner-notification';
import { getItem } from '../data/batch-get';
import { db } from '../data/service';
import { mustCommit } from '../data/transact';
import { ownerIdsOf } from '../company-owners';
import { effectiveOwnerTypes } from './recipient-rules';

/** What each current owner of an entity receives, and which of them is its primary contact. */
export async function ownerNotificationsOf(
  firmId: string,
  company: { companyId: string; primary_user_id?: string; owner_ids?: string[] },
) {
  const { companyId } = company;
  const [ownerIds, saved] = await Promise.all([
    ownerIdsOf({ ...company, firmId }),
    OwnerNotification.query.byCompany({ firmId, companyId }).go({ pages: 'all' }),
  ]);
  const savedTypes = new Map(saved.data.map((s) => [s.userId, s.notification_type_ids]));
  return {
    ownerIds,
    /** Rows kept for people who are no longer owners (removed on the next save). */
    formerOwnerIds: [...savedTypes.keys()].filter((id) => !ownerIds.includes(id)),
    primaryUserId: company.primary_user_id,
    types: effectiveOwnerTypes(ownerIds, company.primary_user_id, savedTypes),
  };
}

/**
 * The owners of an entity who receive notifications of this type (the primary contact gets everything while nothing
 * is saved). An entity that does not exist, or is deleted, has none. Whether a person can be reached (email,
 * deactivated) is the sender's decision.
 */
export async function ownersToNotify(
  firmId: string,
  companyId: string,
  typeId: OwnerNotificationTypeId,
): Promise<string[]> {
  const company = await getItem(Company, { firmId, companyId });
  if (!company || company.deleted_at) return [];
  const { types } = await ownerNotificationsOf(firmId, company);
  return [...types].filter(([, t]) => t.includes(typeId)).map(([userId]) => userId);
}

/** A transaction's item limit. */
const maxTransactionItems = 100;

/**
 * Writes every current owner's types and drops former owners' rows, in one transaction (the handler keeps owners
 * under maxNotifiedOwners; former owners' rows beyond the limit are ignored on read and dropped by a later save).
 */
export async function writeOwnerNotifications(
  firmId: string,
  companyId: string,
  types: ReadonlyMap<string, readonly OwnerNotificationTypeId[]>,
  formerOwnerIds: readonly string[],
) {
  await mustCommit(
    db.transaction
      .write(({ ownerNotification }) => [
        ...[...types].map(([userId, notification_type_ids]) =>
          ownerNotification
            .put({ firmId, companyId, userId, notification_type_ids: [...notification_type_ids] })
            .commit(),
        ),
        ...formerOwnerIds
          .slice(0, Math.max(0, maxTransactionItems - types.size))
          .map((userId) => ownerNotification.delete({ firmId, companyId, userId }).commit()),
      ])
      .go(),
    () => new Error('owner notifications write refused'),
  );
}
