/**
 * What the directory lists of a client (the Users page) and of an entity (the Entities page): the image its rows
 * are computed from (directory.ts). Pure functions of the items.
 */
import { maxTagsPerItem } from './data/entities/firm-tag';
import type { CompanyItem } from './data/entities/company';
import type { UserItem } from './data/entities/user';
import type { QuestionnaireItem } from './data/entities/questionnaire';
import type { QuestionnaireProgress } from '@ledgerline/shared/questionnaires';
import { questionnaireTypeOf } from '@ledgerline/shared/questionnaire-sending';
import { dim, yearState, type DirectoryImage } from './directory-keys';
import { searchWords } from './search-words';

/** At most this many search words per item (each is a row written with the item). */
export const maxWordsPerItem = 16;

/** An item's tag ids as listed: distinct, at most `maxTagsPerItem` (the directory's one-transaction bound). */
export function listedTags(tags: readonly string[] | undefined): string[] {
  return [...new Set((tags ?? []).filter((t) => typeof t === 'string' && t.length > 0))].slice(0, maxTagsPerItem);
}

const lower = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** A client as the Users page lists them, or null for staff (never listed). */
export function userImage(u: UserItem): DirectoryImage | null {
  if (u.is_advisor) return null;
  const active = u.paying !== false;
  const fname = lower(u.fname);
  const lname = lower(u.lname);
  const phone = (u.phone_number ?? '').replace(/\D/g, '');
  const phoneWords = phone ? [phone, phone.slice(-7), phone.slice(-4)] : [];
  return {
    id: u.userId,
    state: u.deleted_at ? 'deleted' : active ? 'active' : 'inactive',
    active,
    dims: [
      ...(u.assigned_advisor_id ? [dim.advisor(u.assigned_advisor_id)] : []),
      ...(u.firm_group_id ? [dim.group(u.firm_group_id)] : []),
      ...listedTags(u.contact_tags).map(dim.tag),
    ],
    sort: {
      created_at: u.created_at ?? '',
      fname,
      lname,
      full_name: `${fname} ${lname}`.trim(),
      email: lower(u.email),
    },
    words: [
      ...new Set([
        ...searchWords([u.fname ?? '', u.lname ?? '', u.preferred_name ?? '', u.email ?? '']),
        ...phoneWords,
      ]),
    ].slice(0, maxWordsPerItem),
  };
}

/**
 * An entity as the Entities page lists it. Its assigned firm user and group are its primary owner's
 * (Company.primary_user_id), so a change of those on the person reindexes the entities they are primary owner of
 * (directory.ts, syncDirectoryEntitiesOfUser); it is found by its name and by its primary owner's names and email.
 */
export function entityImage(c: CompanyItem, primary: UserItem | null): DirectoryImage {
  const active = !c.inactive;
  const owner = primary ? `${lower(primary.fname)} ${lower(primary.lname)}`.trim() : '';
  return {
    id: c.companyId,
    state: c.deleted_at ? 'deleted' : active ? 'active' : 'inactive',
    active,
    dims: [
      ...(primary?.assigned_advisor_id ? [dim.advisor(primary.assigned_advisor_id)] : []),
      ...(primary?.firm_group_id ? [dim.group(primary.firm_group_id)] : []),
      ...(c.entity_type?.trim() ? [dim.entityType(c.entity_type)] : []),
      ...listedTags(c.entity_tags).map(dim.tag),
    ],
    sort: {
      created_at: c.created_at ?? '',
      name: lower(c.name),
      entity_type: lower(c.entity_type),
      primary_contact: owner,
    },
    words: searchWords([
      c.name,
      primary?.fname ?? '',
      primary?.lname ?? '',
      primary?.preferred_name ?? '',
      primary?.email ?? '',
    ]).slice(0, maxWordsPerItem),
  };
}

/** Collect's progress of a questionnaire (QD §4 lifecycle; the status filter's values), locked or not. */
export function questionnaireProgress(
  q: Pick<QuestionnaireItem, 'is_draft' | 'completed' | 'in_progress' | 'opened_timestamp'>,
): QuestionnaireProgress {
  if (q.is_draft) return 'draft';
  if (q.completed) return 'completed';
  if (q.in_progress) return 'in_progress';
  if (q.opened_timestamp) return 'opened';
  return 'sent';
}

/**
 * A questionnaire as Collect lists it (QD §7 GET /v2/questionnaires). Its state names its tax year, and its entity's
 * inactive flag, like the Entities page's; its entity's type, tags, assigned firm user and group are listed with it,
 * so a change of those on the entity (or its primary owner) reindexes the entity's questionnaires (directory.ts).
 */
export function questionnaireImage(
  q: QuestionnaireItem,
  company: CompanyItem | null,
  primary: UserItem | null,
): DirectoryImage {
  const active = !company?.inactive;
  const progress = questionnaireProgress(q);
  const locked = Boolean(q.locked);
  const base = q.deleted_at ? 'deleted' : active ? 'active' : 'inactive';
  return {
    id: q.questionnaireId,
    state: yearState(base, q.tax_year),
    active,
    dims: [
      dim.progress(progress),
      ...(locked ? [dim.locked] : [dim.unlocked, dim.progressUnlocked(progress)]),
      ...(progress === 'completed' ? [] : locked ? [dim.notCompleted] : [dim.notCompleted, dim.notCompletedUnlocked]),
      dim.questionnaireType(questionnaireTypeOf(q)),
      ...(q.firm_custom_status_id ? [dim.customStatus(q.firm_custom_status_id)] : []),
      ...(primary?.assigned_advisor_id ? [dim.advisor(primary.assigned_advisor_id)] : []),
      ...(primary?.firm_group_id ? [dim.group(primary.firm_group_id)] : []),
      ...(company?.entity_type?.trim() ? [dim.entityType(company.entity_type)] : []),
      ...listedTags(company?.entity_tags).map(dim.tag),
    ],
    sort: {
      last_activity_at: q.last_activity_at ?? q.sent_at ?? q.created_at ?? '',
      company_name: lower(company?.name),
      name: lower(q.name),
      // Without a due date it sorts after every date in ascending order.
      due_date: q.due_date ?? '~',
    },
    words: searchWords([
      q.name,
      company?.name ?? '',
      primary?.fname ?? '',
      primary?.lname ?? '',
      primary?.email ?? '',
    ]).slice(0, maxWordsPerItem),
  };
}
