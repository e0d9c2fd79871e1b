/**
 * Signature requests' data access: an entity's requests are one partition (the firm's table lists them on the
 * directory index); an upload link is remembered as the documents' are (DocumentUpload, expiring with its link).
 */
import { SignatureRequest, type SignatureRequestItem } from '../platform/data/entities/signature-request';
import { Company, type CompanyItem } from '../platform/data/entities/company';
import { Firm } from '../platform/data/entities/firm';
import { User, type UserItem } from '../platform/data/entities/user';
import { getItem, getItems } from '../platform/data/batch-get';
import { isConditionFailure } from '../platform/data/transact';
import { ownerIdsOf } from '../platform/company-owners';
import type { StoredSigner } from './rules';

export type { SignatureRequestItem, CompanyItem, UserItem };

export interface RequestKey {
  firmId: string;
  companyId: string;
  signatureRequestId: string;
}

/** A request's key, from the request (or anything carrying its key). */
export const keyOf = (r: RequestKey): RequestKey => ({
  firmId: r.firmId,
  companyId: r.companyId,
  signatureRequestId: r.signatureRequestId,
});

export async function getRequest(key: RequestKey): Promise<SignatureRequestItem | null> {
  return (
    ((await SignatureRequest.get(keyOf(key)).go({ consistent: true })).data as SignatureRequestItem | null) ?? null
  );
}

/** A page of requests by their keys, in the keys' order (missing ones left out). */
export async function getRequests(keys: RequestKey[]): Promise<SignatureRequestItem[]> {
  const found = (await getItems(SignatureRequest, keys)) as SignatureRequestItem[];
  const byId = new Map(found.map((r) => [`${r.companyId}:${r.signatureRequestId}`, r]));
  return keys.flatMap((k) => byId.get(`${k.companyId}:${k.signatureRequestId}`) ?? []);
}

/** An entity's requests, deleted ones included (few per entity: read whole). */
export async function listCompanyRequests(firmId: string, companyId: string): Promise<SignatureRequestItem[]> {
  const { data } = await SignatureRequest.query.byCompany({ firmId, companyId }).go({ pages: 'all' });
  return data as SignatureRequestItem[];
}

export type NewRequest = Omit<SignatureRequestItem, 'created_at' | 'updated_at' | 'version'>;

export async function createRequest(item: NewRequest): Promise<void> {
  await SignatureRequest.create({ ...item, version: 1 }).go();
}

/** What a write of a request may change. */
export type RequestChange = Partial<
  Pick<
    SignatureRequestItem,
    | 'status'
    | 'page_count'
    | 'sign_page'
    | 'signers'
    | 'signed_key'
    | 'signed_pages_only'
    | 'error_message'
    | 'deleted_at'
  >
> & { signers?: StoredSigner[] };

/**
 * Writes a change on condition that the request is still the version read (and not deleted): two writers that read
 * the same version cannot both win. False when it changed meanwhile.
 */
export async function changeRequest(read: SignatureRequestItem, change: RequestChange): Promise<boolean> {
  const { firmId, companyId, signatureRequestId } = read;
  const version = read.version;
  try {
    await SignatureRequest.patch({ firmId, companyId, signatureRequestId })
      .set({ ...change, version: (version ?? 0) + 1 })
      .where(
        (a, op) =>
          `${version !== undefined ? op.eq(a.version, version) : op.notExists(a.version)} AND ${op.notExists(a.deleted_at)}`,
      )
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function getCompany(firmId: string, companyId: string): Promise<CompanyItem | null> {
  return (await getItem(Company, { firmId, companyId })) ?? null;
}

/** The entities of a page of requests, by id. */
export async function getCompanies(firmId: string, companyIds: readonly string[]): Promise<Map<string, CompanyItem>> {
  const ids = [...new Set(companyIds)];
  const found = await getItems(
    Company,
    ids.map((companyId) => ({ firmId, companyId })),
  );
  return new Map(found.map((c) => [c.companyId, c]));
}

export async function getFirm(firmId: string) {
  return (await getItem(Firm, { firmId })) ?? null;
}

/** The firm's preference flags (whether signature requests are on, ...). */
export async function getFirmPreferences(firmId: string): Promise<Record<string, unknown>> {
  return ((await getFirm(firmId))?.preferences ?? {}) as Record<string, unknown>;
}

export function getUsers(firmId: string, ids: readonly string[]): Promise<UserItem[]> {
  return getItems(
    User,
    [...new Set(ids)].map((userId) => ({ firmId, userId })),
  );
}

/** The entity's owners who can sign: clients, active, not deleted, in the owners' order. */
export async function activeOwners(company: CompanyItem): Promise<UserItem[]> {
  const ids = await ownerIdsOf(company);
  const people = new Map((await getUsers(company.firmId, ids)).map((u) => [u.userId, u]));
  return ids.flatMap((id) => {
    const u = people.get(id);
    return u && !u.is_advisor && u.paying !== false && !u.deleted_at ? [u] : [];
  });
}

export { getUser } from '../platform/read-user';
