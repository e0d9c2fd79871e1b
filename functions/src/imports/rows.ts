/**
 * One client-list row checked against FA §5.1's create rules and turned into what to create: the client (and spouse,
 * for individuals), the entity, the assigned firm user and group. Pure: what the firm has (its staff, groups, the
 * emails already taken) comes in a context the job reads once per chunk.
 */
import { Email } from '@ledgerline/shared/schemas/common';
import { entityPreferenceKeys, individualEntityType } from '@ledgerline/shared/companies';
import { chooseEntityType } from '@ledgerline/shared/entity-types';
import { importColumns, importText, maxCellLength, type ClientListType } from '@ledgerline/shared/imports';
import type { ListRecord } from './parse';
import { importTemporaryEmail } from './rules';

/** A firm user an import may assign: active, not deleted, staff. */
export interface Assignable {
  userId: string;
  email: string;
  firmGroupId?: string;
}

export interface RowContext {
  importId: string;
  listType: ClientListType;
  /** The upload's assignee: one firm user for every row (null when that user is no longer active), or 'various'. */
  assignee: Assignable | null | 'various';
  /** Various: the firm users rows name, by lower-cased email (absent or null: not an active firm user). */
  staffByEmail: ReadonlyMap<string, Assignable | null>;
  /** The firm's groups by lower-cased name. */
  groupsByName: ReadonlyMap<string, { groupId: string; name: string }>;
  /** Emails some user already has (their claims exist). */
  takenEmails: ReadonlySet<string>;
  /** For each email in the file, the first row that uses it (as client or spouse). */
  firstRowOfEmail: ReadonlyMap<string, number>;
  /** FA §5.1 "The Individual entity type can be disallowed by the firm". */
  individualDisallowed: boolean;
  /**
   * The firm's preferences, for the one rule of an entity's type (its own types, whether Individual is allowed:
   * @ledgerline/shared/entity-types). Without them a row may name a built-in type only (and Individual as
   * `individualDisallowed` says).
   */
  preferences?: Readonly<Record<string, unknown>>;
}

export interface PersonPlan {
  fname: string;
  lname: string;
  email: string;
  hasTempEmail: boolean;
  phoneNumber?: string;
  externalUserId?: string;
}

export interface RowPlan {
  row: number;
  client: PersonPlan;
  spouse?: PersonPlan;
  company: {
    name: string;
    entityType: string;
    businessEmail?: string;
    externalEntityId?: string;
    street?: string;
    city?: string;
    state?: string;
    zip?: string;
    country?: string;
  };
  assignedAdvisorId: string;
  firmGroupId?: string;
}

export type RowVerdict =
  | { ok: true; plan: RowPlan }
  | { ok: false; row: number; reasons: string[]; name: string; email: string | null };

const headerOf = (listType: ClientListType, key: string) =>
  importColumns[listType].find((c) => c.key === key)?.header ?? key;

/** Digits only (FA §5.1 "stored as digits only"); a leading US country code 1 is dropped. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** FA §5.1: an entity name holds no '/' and no '"'. */
export function entityNameProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.includes('/')) problems.push(importText.entityNameSlash);
  if (name.includes('"')) problems.push(importText.entityNameQuote);
  return problems;
}

/** FA §5.1 "Entity name is auto-built from the names for Individual". */
export function individualEntityName(
  client: { fname: string; lname: string },
  spouse?: { fname: string; lname: string },
) {
  if (!spouse) return `${client.fname} ${client.lname}`;
  if (spouse.lname.toLowerCase() === client.lname.toLowerCase())
    return `${client.fname} & ${spouse.fname} ${client.lname}`;
  return `${client.fname} ${client.lname} & ${spouse.fname} ${spouse.lname}`;
}

/** The email of a row's column, checked: valid, not taken, not used by an earlier row of the file. */
function checkEmail(
  ctx: RowContext,
  row: number,
  column: string,
  text: string | undefined,
  reasons: string[],
): string | null {
  if (!text) return null;
  const parsed = Email.safeParse(text);
  if (!parsed.success) {
    reasons.push(importText.invalidEmail(column));
    return null;
  }
  const email = parsed.data;
  const first = ctx.firstRowOfEmail.get(email);
  if (first !== undefined && first < row) reasons.push(importText.emailRepeated(column, first));
  else if (ctx.takenEmails.has(email)) reasons.push(importText.emailExists);
  return email;
}

export function checkRow(record: ListRecord, ctx: RowContext): RowVerdict {
  const { row, values } = record;
  const { listType } = ctx;
  const reasons: string[] = [];
  const v = (key: string) => values[key]?.trim() || undefined;
  for (const [key, value] of Object.entries(values))
    if (value.length > maxCellLength) reasons.push(importText.tooLong(headerOf(listType, key)));

  const individuals = listType === 'individuals';
  const fname = v(individuals ? 'first_name' : 'primary_contact_first_name');
  const lname = v(individuals ? 'last_name' : 'primary_contact_last_name');
  if (!fname) reasons.push(importText.firstNameRequired);
  if (!lname) reasons.push(importText.lastNameRequired);
  const emailColumn = individuals ? 'email' : 'primary_contact_email';
  const email = checkEmail(ctx, row, headerOf(listType, emailColumn), v(emailColumn), reasons);
  const phoneColumn = individuals ? 'phone' : 'primary_contact_phone';
  const phone = v(phoneColumn) ? phoneDigits(v(phoneColumn)!) : undefined;
  if (phone !== undefined && phone.length !== 10)
    reasons.push(importText.invalidPhone(headerOf(listType, phoneColumn)));

  let spouse: { fname: string; lname: string; email: string | null } | undefined;
  if (individuals && (v('spouse_first_name') || v('spouse_last_name') || v('spouse_email'))) {
    if (!v('spouse_first_name')) reasons.push(importText.spouseFirstNameRequired);
    if (!v('spouse_last_name')) reasons.push(importText.spouseLastNameRequired);
    const spouseEmail = checkEmail(ctx, row, headerOf(listType, 'spouse_email'), v('spouse_email'), reasons);
    if (spouseEmail && spouseEmail === email) reasons.push(importText.spouseEmailSame);
    spouse = { fname: v('spouse_first_name') ?? '', lname: v('spouse_last_name') ?? '', email: spouseEmail };
  }

  // The one rule for an entity's type, as creating an entity or a client has it; an individuals list makes Individuals.
  const typeChoice = chooseEntityType(
    individuals ? individualEntityType : (v('entity_type') ?? ''),
    ctx.preferences ?? { [entityPreferenceKeys.individualDisabled]: ctx.individualDisallowed },
  );
  if ('problem' in typeChoice) reasons.push(typeChoice.problem);
  const entityType = 'type' in typeChoice ? typeChoice.type : individualEntityType;
  const entityName =
    v('entity_name') ??
    (individuals && fname && lname
      ? individualEntityName({ fname, lname }, spouse?.fname && spouse.lname ? spouse : undefined)
      : undefined);
  // An individual's entity name is made from the names: their absence is the reason already given.
  if (!entityName && !individuals) reasons.push(importText.entityNameRequired);
  if (entityName) reasons.push(...entityNameProblems(entityName));
  let businessEmail: string | undefined;
  if (!individuals && v('business_email')) {
    const parsed = Email.safeParse(v('business_email'));
    if (parsed.success) businessEmail = parsed.data;
    else reasons.push(importText.invalidEmail(headerOf(listType, 'business_email')));
  }

  // Group, then the assigned firm user (FA §5.4: one with no group or the client's group).
  const groupName = v('firm_group');
  const group = groupName ? ctx.groupsByName.get(groupName.toLowerCase()) : undefined;
  if (groupName && !group) reasons.push(importText.groupUnknown(groupName));
  let assignee: Assignable | null = null;
  if (ctx.assignee === 'various') {
    const named = v('assigned_firm_user_email')?.toLowerCase();
    if (!named) reasons.push(importText.rowAssigneeRequired);
    else {
      assignee = ctx.staffByEmail.get(named) ?? null;
      if (!assignee) reasons.push(importText.assigneeUnknown(named));
    }
  } else if (ctx.assignee === null) reasons.push(importText.assigneeGone);
  else assignee = ctx.assignee;
  // Without a group of its own, the client joins the assignee's (who is then in the client's group).
  const firmGroupId = group?.groupId ?? assignee?.firmGroupId;
  if (assignee?.firmGroupId && group && assignee.firmGroupId !== group.groupId)
    reasons.push(importText.assigneeNotInGroup(group.name));

  const name = [fname, lname].filter(Boolean).join(' ');
  if (reasons.length || !fname || !lname || !entityName || !assignee)
    return { ok: false, row, reasons: [...new Set(reasons)], name: name || (entityName ?? ''), email };

  const person = (p: { fname: string; lname: string; email: string | null }, who: 'client' | 'spouse') => ({
    fname: p.fname,
    lname: p.lname,
    email: p.email ?? importTemporaryEmail(ctx.importId, row, who),
    hasTempEmail: !p.email,
  });
  return {
    ok: true,
    plan: {
      row,
      client: {
        ...person({ fname, lname, email }, 'client'),
        ...(phone ? { phoneNumber: phone } : {}),
        ...(individuals && v('external_user_id') ? { externalUserId: v('external_user_id') } : {}),
      },
      ...(spouse ? { spouse: person(spouse, 'spouse') } : {}),
      company: {
        name: entityName,
        entityType,
        ...(businessEmail ? { businessEmail } : {}),
        ...Object.fromEntries(
          (['external_entity_id', 'street', 'city', 'state', 'zip', 'country'] as const)
            .filter((k) => v(k))
            .map((k) => [k === 'external_entity_id' ? 'externalEntityId' : k, v(k)]),
        ),
      },
      assignedAdvisorId: assignee.userId,
      ...(firmGroupId ? { firmGroupId } : {}),
    },
  };
}

/** For each email the file holds (client, contact or spouse), the first row that uses it. */
export function firstRowsOfEmails(listType: ClientListType, records: readonly ListRecord[]): Map<string, number> {
  const columns = listType === 'individuals' ? ['email', 'spouse_email'] : ['primary_contact_email'];
  const first = new Map<string, number>();
  for (const r of records)
    for (const c of columns) {
      const email = r.values[c]?.trim().toLowerCase();
      if (email && !first.has(email)) first.set(email, r.row);
    }
  return first;
}

/** The emails of some rows (valid or not: a lookup of an invalid one finds nothing). */
export function emailsOf(listType: ClientListType, records: readonly ListRecord[]): string[] {
  const columns = listType === 'individuals' ? ['email', 'spouse_email'] : ['primary_contact_email'];
  return [
    ...new Set(records.flatMap((r) => columns.map((c) => r.values[c]?.trim().toLowerCase()).filter(Boolean))),
  ] as string[];
}

/** The assigned firm user emails some rows name. */
export function assigneeEmailsOf(records: readonly ListRecord[]): string[] {
  return [
    ...new Set(records.map((r) => r.values.assigned_firm_user_email?.trim().toLowerCase()).filter(Boolean)),
  ] as string[];
}
