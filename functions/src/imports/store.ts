/**
 * The imports domain's reads and writes, named after their access patterns: a firm's imports newest first, an
 * import's rows in file order (or its rejected rows), the clients one row creates in one transaction with the row's
 * outcome, and a chunk's counts moved once.
 */
import { db } from '../platform/data/service';
import { isConditionFailure } from '../platform/data/transact';
import { getItems } from '../platform/data/batch-get';
import { Conflict } from '../platform/errors';
import { newId } from '../platform/auth/secrets';
import { newCompanyHash, userRecord } from '../platform/provision';
import { firstOwnerIds } from '../platform/company-owners';
import { batchGetUsers } from '../platform/user-batch';
import { EmailClaim } from '../platform/data/entities/email-claim';
import { Firm } from '../platform/data/entities/firm';
import { FirmGroup } from '../platform/data/entities/firm-group';
import { entityTypeKey } from '../platform/data/entities/firm-entity-type';
import { Import, ImportRow, type ImportItem, type ImportRowItem } from '../platform/data/entities/import';
import { importText } from '@ledgerline/shared/imports';
import type { Assignable, PersonPlan, RowPlan } from './rows';

type NewImport = Omit<ImportItem, 'created_at' | 'rows_done' | 'rows_accepted' | 'rows_rejected'>;

/** Once per import id: a second take of the same upload is refused. */
export async function createImport(item: NewImport): Promise<ImportItem> {
  try {
    const { data } = await Import.create(item).go();
    return data as ImportItem;
  } catch (e) {
    if (isConditionFailure(e)) throw new Conflict(importText.alreadyImported);
    throw e;
  }
}

export async function getImport(firmId: string, importId: string): Promise<ImportItem | null> {
  return (await Import.get({ firmId, importId }).go({ consistent: true })).data ?? null;
}

/** A page of the firm's imports, newest first, from after `cursor` (an import id). */
export async function listImports(firmId: string, cursor: string | undefined, limit: number) {
  const query = Import.query.byFirm({ firmId });
  const { data } = await (cursor ? query.lt({ importId: cursor }) : query).go({ order: 'desc', limit: limit + 1 });
  return { items: data.slice(0, limit) as ImportItem[], more: data.length > limit };
}

/** queued → processing, with the row count; a chunk that runs again finds it so already. */
export async function markProcessing(firmId: string, importId: string) {
  try {
    await Import.patch({ firmId, importId })
      .set({ status: 'processing' })
      .where((a, op) => op.eq(a.status, 'queued'))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** processing → completed (or failed): true for the one caller that made the change. */
export async function finishImport(
  firmId: string,
  importId: string,
  status: 'completed' | 'failed',
  at: Date,
  error?: string,
): Promise<boolean> {
  try {
    await Import.patch({ firmId, importId })
      .set({ status, finished_at: at.toISOString(), ...(error ? { error } : {}) })
      .where((a, op) => `${op.eq(a.status, 'processing')} OR ${op.eq(a.status, 'queued')}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** The rows of [fromRow, toRow] that have an outcome, by row number. */
export async function rowsBetween(firmId: string, importId: string, fromRow: number, toRow: number) {
  const { data } = await ImportRow.query
    .byImport({ firmId, importId })
    .between({ row: fromRow }, { row: toRow })
    .go({ pages: 'all', consistent: true });
  return new Map((data as ImportRowItem[]).map((r) => [r.row, r]));
}

/** A page of the report: rows (or rejected rows) in file order after row `after`. */
export async function listRows(
  firmId: string,
  importId: string,
  which: 'all' | 'rejected',
  after: number | undefined,
  limit: number,
) {
  const query =
    which === 'rejected'
      ? ImportRow.query.rejected({ firmId, importId })
      : ImportRow.query.byImport({ firmId, importId });
  const { data } = await (after !== undefined ? query.gt({ row: after }) : query).go({ limit: limit + 1 });
  return { items: data.slice(0, limit) as ImportRowItem[], more: data.length > limit };
}

/** Every row of an import in file order, a page at a time (an import holds at most maxClientListRows). */
export async function* allRows(firmId: string, importId: string): AsyncGenerator<ImportRowItem[]> {
  let cursor: string | null = null;
  do {
    const page: { data: ImportRowItem[]; cursor: string | null } = await ImportRow.query
      .byImport({ firmId, importId })
      .go({ cursor, limit: 1000 });
    yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** A rejected row's outcome; a row that already has one keeps it. */
export async function recordRejectedRow(
  firmId: string,
  importId: string,
  r: { row: number; reasons: string[]; name: string; email: string | null },
) {
  try {
    await ImportRow.create({
      firmId,
      importId,
      row: r.row,
      status: 'rejected',
      reasons: r.reasons,
      name: r.name.slice(0, 200),
      ...(r.email ? { email: r.email } : {}),
    }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

export type RowWrite = 'created' | 'row-exists' | 'email-taken';

/**
 * Everything one accepted row makes, in one transaction with its outcome: the email claims, the client (and
 * spouse), the entity and its owners, and the ImportRow. Either all of it exists or none; a row that already has
 * an outcome (a job that ran it before) makes nothing ('row-exists'); a taken email makes nothing ('email-taken').
 * The firm's entity type counts move with the chunk (recordChunk), not here: one hot item in every row's
 * transaction would make the rows of a chunk conflict with each other.
 */
export async function createRowClients(firmId: string, importId: string, plan: RowPlan) {
  const person = async (p: PersonPlan) => ({
    ...(await userRecord(firmId, {
      email: p.email,
      fname: p.fname,
      lname: p.lname,
      isAdvisor: false,
      phoneNumber: p.phoneNumber,
      assignedAdvisorId: plan.assignedAdvisorId,
      firmGroupId: plan.firmGroupId,
    })),
    has_temp_email: p.hasTempEmail,
    ...(p.externalUserId ? { external_user_id: p.externalUserId } : {}),
  });
  const client = await person(plan.client);
  const spouse = plan.spouse ? await person(plan.spouse) : undefined;
  const people = spouse ? [client, spouse] : [client];
  const companyId = newId();
  const c = plan.company;
  const result = await db.transaction
    .write(({ importRow, emailClaim, user, company, membership }) => [
      importRow
        .create({
          firmId,
          importId,
          row: plan.row,
          status: 'accepted',
          reasons: [],
          name: `${plan.client.fname} ${plan.client.lname}`.slice(0, 200),
          email: client.email,
          user_id: client.userId,
          ...(spouse ? { spouse_user_id: spouse.userId } : {}),
          company_id: companyId,
          entity_type: c.entityType,
        })
        .commit(),
      ...people.flatMap((p) => [
        emailClaim.create({ email: p.email, firmId, userId: p.userId }).commit(),
        user.create(p).commit(),
      ]),
      company
        .create({
          firmId,
          companyId,
          hash_id: newCompanyHash(),
          name: c.name,
          entity_type: c.entityType,
          inactive: false,
          readonly_access: false,
          primary_user_id: client.userId,
          ...firstOwnerIds(people.map((p) => p.userId)),
          ...(c.businessEmail ? { business_email: c.businessEmail } : {}),
          ...(c.externalEntityId ? { external_entity_id: c.externalEntityId } : {}),
          ...(c.street ? { street: c.street } : {}),
          ...(c.city ? { city: c.city } : {}),
          ...(c.state ? { state: c.state } : {}),
          ...(c.zip ? { zip: c.zip } : {}),
          ...(c.country ? { country: c.country } : {}),
        })
        .commit(),
      ...people.map((p) => membership.create({ firmId, userId: p.userId, companyId }).commit()),
    ])
    .go();
  if (!result.canceled) return { outcome: 'created' as RowWrite, userIds: people.map((p) => p.userId), companyId };
  const reasons = result.data as unknown as { code: string }[];
  // The first write is the row's outcome: when its condition failed, another run did this row.
  if (reasons[0]?.code === 'ConditionalCheckFailed') return { outcome: 'row-exists' as RowWrite };
  const claimAt = [1, ...(spouse ? [3] : [])];
  if (claimAt.some((i) => reasons[i]?.code === 'ConditionalCheckFailed')) return { outcome: 'email-taken' as RowWrite };
  throw new Error(`Import row ${plan.row} not written: ${reasons.map((d) => d.code).join(', ')}`);
}

/**
 * A chunk is done: its counts go to the import once (the chunk item is created in the same transaction, under the
 * condition that it does not exist), with the firm's entity type counts of the entities it made.
 */
export async function recordChunk(
  firmId: string,
  importId: string,
  chunk: number,
  counts: { accepted: number; rejected: number; entityTypes: Map<string, number> },
): Promise<boolean> {
  const types = [...counts.entityTypes];
  const result = await db.transaction
    .write(({ importChunk, import: imports, firmEntityType }) => [
      importChunk.create({ firmId, importId, chunk, accepted: counts.accepted, rejected: counts.rejected }).commit(),
      imports
        .update({ firmId, importId })
        .add({
          rows_done: counts.accepted + counts.rejected,
          rows_accepted: counts.accepted,
          rows_rejected: counts.rejected,
        })
        .commit(),
      ...types.map(([type, n]) =>
        firmEntityType
          .update({ firmId, key: entityTypeKey(type) })
          .set({ entity_type: type })
          .add({ count: n })
          .commit(),
      ),
    ])
    .go();
  if (!result.canceled) return true;
  const reasons = result.data as unknown as { code: string }[];
  if (reasons[0]?.code === 'ConditionalCheckFailed') return false;
  throw new Error(`Import chunk ${chunk} not recorded: ${reasons.map((d) => d.code).join(', ')}`);
}

/** Which of these emails some user already has. */
export async function takenEmails(emails: string[]): Promise<Set<string>> {
  const claims = await getItems(
    EmailClaim,
    emails.map((email) => ({ email })),
    { consistent: true },
  );
  return new Set(claims.map((c) => c.email));
}

const assignable = (u: { userId: string; email: string; firm_group_id?: string }): Assignable => ({
  userId: u.userId,
  email: u.email,
  ...(u.firm_group_id ? { firmGroupId: u.firm_group_id } : {}),
});

/** The firm's active staff among these user ids. */
export async function assignableById(firmId: string, userIds: string[]): Promise<Map<string, Assignable>> {
  const users = await batchGetUsers(firmId, userIds, ['email', 'is_advisor', 'paying', 'deleted_at', 'firm_group_id']);
  const out = new Map<string, Assignable>();
  for (const u of users.values())
    if (u.is_advisor && u.paying !== false && !u.deleted_at) out.set(u.userId, assignable(u));
  return out;
}

/** The firm's active staff with these emails, by email (through the email claims: one key each). */
export async function assignableByEmail(firmId: string, emails: string[]): Promise<Map<string, Assignable>> {
  const claims = (
    await getItems(
      EmailClaim,
      emails.map((email) => ({ email })),
    )
  ).filter((c) => c.firmId === firmId);
  const staff = await assignableById(
    firmId,
    claims.map((c) => c.userId),
  );
  return new Map([...staff.values()].map((s) => [s.email.toLowerCase(), s]));
}

/** The firm's groups by lower-cased name (a firm has a handful). */
export async function groupsByName(firmId: string) {
  const { data } = await FirmGroup.query.byFirm({ firmId }).go({ pages: 'all' });
  return new Map(data.map((g) => [g.name.trim().toLowerCase(), { groupId: g.groupId, name: g.name }]));
}

export async function firmPreferences(firmId: string): Promise<Record<string, unknown>> {
  const { data } = await Firm.get({ firmId }).go();
  return (data?.preferences as Record<string, unknown> | undefined) ?? {};
}
