/**
 * The companies domain's reads and writes, named after their access patterns. An entity's owners are its
 * memberships (byCompany), a person's entities theirs (byUser); every list here is one of those keys plus a batch
 * read of at most a person's or an entity's items, never a read of the firm.
 */
import { Company, type CompanyItem } from '../platform/data/entities/company';
import { companyIdsOfUser } from '../platform/company-owners';
import { EntityNameGuard } from '../platform/data/entities/entity-name-guard';
import { CompanyConversation } from '../platform/data/entities/company-conversation';
import { ConversationMember } from '../platform/data/entities/conversation-member';
import { EmailClaim } from '../platform/data/entities/email-claim';
import { Firm } from '../platform/data/entities/firm';
import { entityTypeKey } from '../platform/data/entities/firm-entity-type';
import { Membership } from '../platform/data/entities/membership';
import { firstOwnerIds, withOwnerIdsAdded, withOwnerIdsReplaced } from '../platform/company-owners';
import { User, type UserItem } from '../platform/data/entities/user';
import { db } from '../platform/data/service';
import { getItem, getItems } from '../platform/data/batch-get';
import { mustCommit } from '../platform/data/transact';
import { Conflict } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { newCompanyHash, type userRecord } from '../platform/provision';
import { entityOwnText } from '@ledgerline/shared/companies';

export type { CompanyItem, UserItem };
export { getUser } from '../platform/read-user';
export { ownerIdsOf } from '../platform/company-owners';
export { tagViewsByIds } from '../platform/tags/firm-tags';
export {
  directoryCounts,
  readDirectoryPartitions,
  searchDirectory,
  type ListedRow,
  type WordRow,
} from '../platform/directory-read';
export { dim, directorySearchTerms, matchesAllTerms, partOf } from '../platform/directory-keys';

const changedMeanwhile = () => new Conflict('The entity changed meanwhile. Please reload and try again.');

/** The entity an address (/admin/{hash}) names, if the firm has one. */
export async function findCompanyByHash(firmId: string, hashId: string) {
  const { data } = await Company.query.byHash({ firmId, hash_id: hashId }).go({ limit: 1 });
  return data[0] ?? null;
}

export async function getCompany(firmId: string, companyId: string): Promise<CompanyItem | null> {
  return getItem(Company, { firmId, companyId }, { consistent: true });
}

/** Entities by id, in the ids' order; missing ones are left out. */
export async function getCompanies(firmId: string, ids: string[]): Promise<CompanyItem[]> {
  return getItems(
    Company,
    [...new Set(ids)].map((companyId) => ({ firmId, companyId })),
  );
}

/** People by id; missing ones are absent from the map. */
export async function getUsers(firmId: string, ids: string[]): Promise<Map<string, UserItem>> {
  const users = await getItems(
    User,
    [...new Set(ids)].map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
  return new Map(users.map((u) => [u.userId, u]));
}

export { companyIdsOfUser as companyIdsOf } from '../platform/company-owners';

export async function isOwner(firmId: string, userId: string, companyId: string): Promise<boolean> {
  return Boolean(await getItem(Membership, { firmId, userId, companyId }, { consistent: true }));
}

/**
 * The entity's latest live conversation (its links exist only while a conversation is live), for a client the
 * latest one they take part in: the newest few links and, for a client, their memberships of those.
 */
export async function latestConversationId(
  firmId: string,
  companyId: string,
  forClient: string | null,
): Promise<string | null> {
  const { data } = await CompanyConversation.query
    .byCompanyActivity({ firmId, companyId })
    .go({ order: 'desc', limit: forClient ? 10 : 1 });
  if (!forClient) return data[0]?.conversationId ?? null;
  const mine = await getItems(
    ConversationMember,
    data.map((l) => ({ firmId, conversationId: l.conversationId, userId: forClient })),
  );
  const ids = new Set(mine.map((m) => m.conversationId));
  return data.find((l) => ids.has(l.conversationId))?.conversationId ?? null;
}

/** Who holds an email address, in any firm (EmailClaim is the one key across firms). */
export async function emailHolder(email: string): Promise<{ firmId: string; userId: string } | null> {
  return (await getItem(EmailClaim, { email: email.trim().toLowerCase() }, { consistent: true })) ?? null;
}

export async function firmPreferences(firmId: string): Promise<Record<string, unknown>> {
  return ((await getItem(Firm, { firmId }))?.preferences ?? {}) as Record<string, unknown>;
}

/** A client's entity-name guard as read: the version a naming write must still find (0: none yet). */
export interface NameGuard {
  userId: string;
  version: number;
}

/** A naming write found a guard moved: another write named one of the same clients' entities meanwhile. */
export class NamesChanged extends Conflict {
  constructor() {
    super('Another change to this client’s entities happened at the same time. Please try again.');
  }
}

/**
 * Names of the entities of these people (their related entities, FA §5.1), deleted ones left out, with the
 * people's name guards read before them; every read strongly consistent, so the names are at least as new as the
 * guards (a write that commits after the guards were read moves them, and the naming write then fails).
 */
export async function relatedEntityNames(
  firmId: string,
  userIds: string[],
): Promise<{ related: { companyId: string; name: string }[]; guards: NameGuard[] }> {
  const people = [...new Set(userIds)];
  const found = await getItems(
    EntityNameGuard,
    people.map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
  const guards = people.map((userId) => ({ userId, version: found.find((g) => g.userId === userId)?.version ?? 0 }));
  const memberships = await Promise.all(people.map((userId) => companyIdsOfUser(firmId, userId, { consistent: true })));
  const ids = [...new Set(memberships.flat())];
  const companies = await getItems(
    Company,
    ids.map((companyId) => ({ firmId, companyId })),
    { consistent: true },
  );
  return {
    related: companies.filter((c) => !c.deleted_at).map((c) => ({ companyId: c.companyId, name: c.name })),
    guards,
  };
}

/** The guard writes of a naming transaction: each guard moves on only from the version that was read. */
type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

function moveGuards(entityNameGuard: TransactionEntities['entityNameGuard'], firmId: string, guards: NameGuard[]) {
  return guards.map((g) =>
    entityNameGuard
      .update({ firmId, userId: g.userId })
      .set({ version: g.version + 1 })
      .where((a, op) => (g.version === 0 ? op.notExists(a.version) : op.eq(a.version, g.version)))
      .commit(),
  );
}

/** Commits a naming transaction: a guard that moved is NamesChanged, any other failed condition `otherwise`. */
async function commitNaming<T extends { canceled: boolean; data: { code: string }[] }>(
  transaction: Promise<T>,
  guardsFrom: number,
  otherwise: () => Error,
): Promise<void> {
  const result = await transaction;
  if (result.canceled && result.data.slice(guardsFrom).some((d) => d.code === 'ConditionalCheckFailed'))
    throw new NamesChanged();
  await mustCommit(Promise.resolve(result), otherwise);
}

// --------------------------------------------------------------------------------------------------------- writes

/** FA §3.2 fields a new entity may carry. */
export type EntityFields = Partial<
  Pick<
    CompanyItem,
    | 'business_email'
    | 'other_email'
    | 'street'
    | 'city'
    | 'state'
    | 'zip'
    | 'country'
    | 'ein'
    | 'fax'
    | 'external_entity_id'
    | 'tax_return_id'
  >
>;

/** A new entity owned by these people (the first is its primary contact), counted under its type, in one write. */
export async function insertCompany(
  firmId: string,
  c: { name: string; entityType: string; ownerIds: string[]; fields: EntityFields },
  guards: NameGuard[] = [],
): Promise<CompanyItem> {
  const companyId = newId();
  const writes = 2 + c.ownerIds.length;
  await commitNaming(
    db.transaction
      .write(({ company, membership, firmEntityType, entityNameGuard }) => [
        company
          .create({
            ...c.fields,
            firmId,
            companyId,
            hash_id: newCompanyHash(),
            name: c.name,
            entity_type: c.entityType,
            inactive: false,
            readonly_access: false,
            primary_user_id: c.ownerIds[0],
            ...firstOwnerIds(c.ownerIds),
          })
          .commit(),
        ...c.ownerIds.map((userId) => membership.create({ firmId, userId, companyId }).commit()),
        firmEntityType
          .update({ firmId, key: entityTypeKey(c.entityType) })
          .set({ entity_type: c.entityType })
          .add({ count: 1 })
          .commit(),
        ...moveGuards(entityNameGuard, firmId, guards),
      ])
      .go(),
    writes,
    () => new Conflict('This entity already exists'),
  );
  return (await getCompany(firmId, companyId))!;
}

type CompanyChanges = Partial<
  Pick<
    CompanyItem,
    | keyof EntityFields
    | 'name'
    | 'entity_type'
    | 'inactive'
    | 'readonly_access'
    | 'primary_user_id'
    | 'client_manager_id'
    | 'cpa_id'
    | 'deleted_at'
    | 'spouse_user_id'
  >
>;

/**
 * Changes an entity's fields, if it is still as read (its updated_at): `remove` names fields to clear. A type
 * change moves the firm's type counters in the same write.
 */
export async function patchCompany(
  c: CompanyItem,
  set: CompanyChanges,
  remove: (keyof CompanyChanges)[] = [],
  guards: NameGuard[] = [],
): Promise<CompanyItem> {
  const key = { firmId: c.firmId, companyId: c.companyId };
  const typeBefore = entityTypeKey(c.entity_type ?? 'Individual');
  const typeAfter = set.entity_type !== undefined ? entityTypeKey(set.entity_type) : typeBefore;
  const typeMoves = typeAfter !== typeBefore;
  await commitNaming(
    db.transaction
      .write(({ company, firmEntityType, entityNameGuard }) => [
        (remove.length ? company.patch(key).set(set).remove(remove) : company.patch(key).set(set))
          .where((a, op) => op.eq(a.updated_at, c.updated_at ?? ''))
          .commit(),
        ...(typeMoves
          ? [
              firmEntityType
                .update({ firmId: c.firmId, key: typeBefore })
                .set({ entity_type: c.entity_type ?? 'Individual' })
                .add({ count: -1 })
                .commit(),
              firmEntityType
                .update({ firmId: c.firmId, key: typeAfter })
                .set({ entity_type: set.entity_type! })
                .add({ count: 1 })
                .commit(),
            ]
          : []),
        ...moveGuards(entityNameGuard, c.firmId, guards),
      ])
      .go(),
    typeMoves ? 3 : 1,
    changedMeanwhile,
  );
  return (await getCompany(c.firmId, c.companyId))!;
}

/**
 * The entity's owners change: memberships added and removed with the entity's owner_ids, the primary contact set,
 * the spouse mark cleared when the spouse is no longer an owner; all in one write, and only if neither the entity
 * nor its owners changed since they were read.
 */
export async function replaceOwners(
  c: CompanyItem,
  change: { added: string[]; removed: string[]; primary: string | undefined },
): Promise<void> {
  const { firmId, companyId } = c;
  const dropSpouse = c.spouse_user_id && change.removed.includes(c.spouse_user_id);
  await mustCommit(
    db.transaction
      .write(({ company, membership }) => [
        withOwnerIdsReplaced(
          dropSpouse
            ? company
                .patch({ firmId, companyId })
                .set({ primary_user_id: change.primary })
                .remove(['spouse_user_id', 'spouse_is_taxpayer', 'spouse_needs_access'])
            : company.patch({ firmId, companyId }).set({ primary_user_id: change.primary }),
          c,
          change,
        )
          .where((a, op) => op.eq(a.updated_at, c.updated_at ?? ''))
          .commit(),
        ...change.added.map((userId) => membership.create({ firmId, userId, companyId }).commit()),
        ...change.removed.map((userId) =>
          membership
            .delete({ firmId, userId, companyId })
            .where((a, op) => op.exists(a.companyId))
            .commit(),
        ),
      ])
      .go(),
    () => new Conflict(entityOwnText.ownersChanged),
  );
}

/** A person's item as provision.userRecord makes it, with the fields a new owner or spouse adds. */
export type NewPerson = Awaited<ReturnType<typeof userRecord>> & { has_temp_email?: boolean; work_email?: string };

/**
 * A new client who owns the entity: their email claimed, their item, their membership and the entity's owner_ids
 * written together, and for a spouse the entity marked, only if it has no spouse yet. Which condition failed
 * decides the error.
 */
export async function insertOwner(
  c: CompanyItem,
  person: NewPerson,
  spouse: { isTaxpayer: boolean; needsAccess: boolean } | null,
  errors: { emailTaken: () => Error; companyChanged: () => Error },
): Promise<void> {
  const { firmId, companyId } = c;
  const result = await db.transaction
    .write(({ emailClaim, user, membership, company }) => [
      emailClaim.create({ email: person.email, firmId, userId: person.userId }).commit(),
      user.create(person).commit(),
      membership.create({ firmId, userId: person.userId, companyId }).commit(),
      spouse
        ? withOwnerIdsAdded(
            company.patch({ firmId, companyId }).set({
              spouse_user_id: person.userId,
              spouse_is_taxpayer: spouse.isTaxpayer,
              spouse_needs_access: spouse.needsAccess,
            }),
            c,
            [person.userId],
          )
            .where((a, op) => `${op.notExists(a.spouse_user_id)} AND ${op.notExists(a.deleted_at)}`)
            .commit()
        : c.owner_ids
          ? company
              .patch({ firmId, companyId })
              .add({ owner_ids: [person.userId] })
              .where((a, op) => op.notExists(a.deleted_at))
              .commit()
          : // Written before owner_ids: it stays without (its readers ask the memberships).
            company
              .check({ firmId, companyId })
              .where((a, op) => `${op.notExists(a.deleted_at)} AND ${op.notExists(a.owner_ids)}`)
              .commit(),
    ])
    .go();
  if (!result.canceled) return;
  const codes = (result.data as { code: string }[]).map((d) => d.code);
  if (codes[0] === 'ConditionalCheckFailed') throw errors.emailTaken();
  if (codes[3] === 'ConditionalCheckFailed') throw errors.companyChanged();
  if (codes.includes('ConditionalCheckFailed')) throw changedMeanwhile();
  throw new Error(`Transaction cancelled: ${codes.join(', ')}`);
}

export async function setDefaultCompany(firmId: string, userId: string, companyId: string): Promise<void> {
  await User.patch({ firmId, userId }).set({ default_company_id: companyId }).go();
}
