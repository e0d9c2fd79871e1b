/**
 * An entity's owners (FA §3.2 owners, user_ids). Its Membership items are the ownership ("an entity's owners" and
 * "a user's entities" are their two keys); the entity also carries the same ids in owner_ids, written in the
 * transaction that writes each membership (the writes below), so whoever holds the entity holds its owners without
 * a query, and a page of entities costs no query per row. An entity written before owner_ids existed (or left with
 * no owners: DynamoDB keeps no empty set) has none, and its owners are read from its memberships. Every store reads
 * owners here and re-exports what it uses.
 */
import type { CompanyItem } from './data/entities/company';
import { Membership } from './data/entities/membership';
import { mapLimited } from './map-limited';

/** Membership queries in flight at once for a page of entities that do not carry their owners. */
const parallelMembershipReads = 16;

/**
 * The order of the memberships' key (its user ids are lower-cased in the key): owner_ids, a set, has no order of
 * its own, and a list of owners reads the same whichever of the two it came from.
 */
export function inOwnerKeyOrder(ids: Iterable<string>): string[] {
  const key = (id: string) => id.toLowerCase();
  return [...ids].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/** An entity's owners from its memberships (the key of "an entity's owners"), all of them or at most `limit`. */
export async function membershipOwnerIds(firmId: string, companyId: string, limit?: number): Promise<string[]> {
  const query = Membership.query.byCompany({ firmId, companyId });
  const { data } = await (limit
    ? query.go({ limit, attributes: ['userId'] })
    : query.go({ pages: 'all', attributes: ['userId'] }));
  return data.map((m) => m.userId);
}

/**
 * A person's entities' ids (the key of "a user's entities", the table's own, so `consistent` reads a write just
 * made), deleted ones included; all of them, or the first `limit`.
 */
export async function companyIdsOfUser(
  firmId: string,
  userId: string,
  o: { consistent?: boolean; limit?: number } = {},
): Promise<string[]> {
  const query = Membership.query.byUser({ firmId, userId });
  const options = { consistent: o.consistent ?? false, attributes: ['companyId'] as const };
  const { data } = await (o.limit ? query.go({ ...options, limit: o.limit }) : query.go({ ...options, pages: 'all' }));
  return data.map((m) => m.companyId);
}

type OwnedCompany = Pick<CompanyItem, 'firmId' | 'companyId' | 'owner_ids'>;

/** The owners of an entity already read: what it carries, or (written before owner_ids) its memberships. */
export async function ownerIdsOf(company: OwnedCompany): Promise<string[]> {
  return company.owner_ids ? inOwnerKeyOrder(company.owner_ids) : membershipOwnerIds(company.firmId, company.companyId);
}

/** The owners of each of a page of entities, in its order: a memberships query only for those without owner_ids. */
export async function ownerIdsOfEach(companies: readonly OwnedCompany[]): Promise<string[][]> {
  return mapLimited(companies, parallelMembershipReads, ownerIdsOf);
}

/** The part of a company patch that keeps owner_ids with the memberships the same transaction writes. */
interface OwnerIdsChain<P> {
  set(values: { owner_ids: string[] }): P;
  add(values: { owner_ids: string[] }): P;
  remove(attributes: 'owner_ids'[]): P;
  where(clause: (a: { owner_ids: unknown }, op: { notExists: (attribute: unknown) => string }) => string): P;
}

/**
 * An entity read without owner_ids keeps none, so its readers go on asking its memberships; its patch then holds
 * only while owner_ids is still absent, or a set made meanwhile would miss the owners this write adds.
 */
const whileStillAbsent = <P extends OwnerIdsChain<P>>(patch: P) => patch.where((a, op) => op.notExists(a.owner_ids));

/**
 * Adds to an entity's patch the owners whose memberships the same transaction creates (DynamoDB's ADD: right
 * whatever else changed meanwhile). The caller's own conditions come after: ElectroDB takes no update after a where.
 */
export function withOwnerIdsAdded<P extends OwnerIdsChain<P>>(
  patch: P,
  read: Pick<CompanyItem, 'owner_ids'>,
  added: readonly string[],
): P {
  if (!read.owner_ids) return whileStillAbsent(patch);
  return added.length ? patch.add({ owner_ids: [...added] }) : patch;
}

/**
 * Sets an entity's owner_ids to what they become when the same transaction creates the `added` memberships and
 * deletes the `removed` ones (DynamoDB takes no ADD and DELETE of one set in one write), for a patch that holds only
 * while the entity is as read: every membership write moves its updated_at, so what it was read with is what it
 * has. The caller's conditions come after.
 */
export function withOwnerIdsReplaced<P extends OwnerIdsChain<P>>(
  patch: P,
  read: Pick<CompanyItem, 'owner_ids'>,
  change: { added: readonly string[]; removed: readonly string[] },
): P {
  if (!read.owner_ids) return whileStillAbsent(patch);
  const removed = new Set(change.removed);
  const after = [...new Set([...read.owner_ids.filter((id) => !removed.has(id)), ...change.added])];
  // DynamoDB keeps no empty set: an entity left without owners has none (its memberships say so too).
  return after.length ? patch.set({ owner_ids: after }) : patch.remove(['owner_ids']);
}

/** What a new entity's item carries for its first owners (nothing for none: DynamoDB keeps no empty set). */
export const firstOwnerIds = (ownerIds: readonly string[]) => (ownerIds.length ? { owner_ids: [...ownerIds] } : {});
