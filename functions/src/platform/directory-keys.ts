/**
 * The directory index's vocabulary (FA §2.5, issue 13): what is listed ('user', 'entity'), the listing states, the
 * dims an item is listed under, the sort fields of each kind and where their keys are (data/entities/directory-row.ts).
 * Pure: no reads or writes.
 */
import { taxReturnSortFields } from '@ledgerline/shared/tax-return-delivery';
import { matchesAll, searchTerms } from './search-words';

export type DirectoryKind = 'user' | 'entity' | 'questionnaire' | 'tax_return' | 'signature_request';

/**
 * A tax return's or a signature request's id in the directory: its entity's id and its own, so a page's items are read
 * by their table key (no index in between).
 */
export const deliveryRef = (companyId: string, id: string) => `${companyId}:${id}`;
export function parseDeliveryRef(ref: string): { companyId: string; id: string } | null {
  const at = ref.indexOf(':');
  return at > 0 && at < ref.length - 1 ? { companyId: ref.slice(0, at), id: ref.slice(at + 1) } : null;
}
export type DirectoryBaseState = 'active' | 'inactive' | 'deleted';
/**
 * A questionnaire's state also names its tax year ('active:2025'): Collect always lists one year (or merges the
 * few years there are), so a year is a partition of its own and a year's first page reads only that page.
 */
export type DirectoryListState = DirectoryBaseState | `${DirectoryBaseState}:${number}`;
export const directoryStates: readonly DirectoryBaseState[] = ['active', 'inactive', 'deleted'];
export const yearState = (state: DirectoryBaseState, year: number): DirectoryListState => `${state}:${year}`;

/** The listed fields of one item, as the rows hold them. */
export interface DirectoryImage {
  id: string;
  state: DirectoryListState;
  /** The active flag (a deleted item keeps it, so 'show only deleted' can still hide the inactive). */
  active: boolean;
  /** Every dim the item is listed under besides `all` (assigned firm user, group, tags, entity type, ...). */
  dims: string[];
  /** Sort field → sort value (lower-cased names, ISO dates). */
  sort: Record<string, string>;
  words: string[];
}

/**
 * The sort fields each kind's list offers, in layers of four: a row holds the keys of one layer (the table's sort
 * key and the three GSIs'), so an item has one row per partition and layer. The first field leads the first layer.
 */
export const directorySortFields = {
  user: ['created_at', 'fname', 'lname', 'full_name', 'email'],
  entity: ['created_at', 'name', 'entity_type', 'primary_contact'],
  questionnaire: ['last_activity_at', 'company_name', 'name', 'due_date'],
  /** FA §2.6: every column of the tax returns table but select and actions. */
  tax_return: taxReturnSortFields,
  /** FA §2.7: newest updated first. */
  signature_request: ['updated_at'],
} as const satisfies Record<DirectoryKind, readonly string[]>;
export type DirectorySortField<K extends DirectoryKind> = (typeof directorySortFields)[K][number];

/** Sort keys per row: the table's and the GSIs' (data/table.ts). */
export const keysPerRow = 4;
export const keyAttributes = ['key', 'key1', 'key2', 'key3'] as const;
export type KeySlot = 0 | 1 | 2 | 3;

/** The layers of a kind's sort fields, each up to `keysPerRow` fields; a layer is named by its first field. */
export function sortLayers(kind: DirectoryKind): string[][] {
  const fields: readonly string[] = directorySortFields[kind];
  const layers: string[][] = [];
  for (let i = 0; i < fields.length; i += keysPerRow) layers.push(fields.slice(i, i + keysPerRow));
  return layers;
}

/** Where a sort field's keys are: its layer's lead field (part of the row's partition key) and its index slot. */
export function sortFieldSlot(kind: DirectoryKind, field: string): { lead: string; slot: KeySlot } {
  const fields: readonly string[] = directorySortFields[kind];
  const at = fields.indexOf(field);
  if (at < 0) throw new Error(`${kind} lists are not sorted by ${field}`);
  return { lead: fields[at - (at % keysPerRow)]!, slot: (at % keysPerRow) as KeySlot };
}

/** Entity types are firm-defined words: listed case-insensitively, in one line. */
export const foldEntityType = (type: string) => type.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 80);

/** A partition's dimension: every listed item, or those of one filter value. */
export const dim = {
  all: 'all',
  advisor: (id: string) => `adv:${id}`,
  group: (id: string) => `grp:${id}`,
  tag: (id: string) => `tag:${id}`,
  entityType: (type: string) => `type:${foldEntityType(type)}`,
  /**
   * Firm roles (FA §7.6) come with their own issue: no image lists an item under these yet, so a filter on them
   * reads an empty partition (an exact 0) until role assignments add the dims.
   */
  firmRole: (roleId: string) => `role:${roleId}`,
  firmRoleUser: (userId: string) => `roleuser:${userId}`,
  firmRoleOfUser: (roleId: string, userId: string) => `role:${roleId}:${userId}`,
  /** Collect (QD §7 GET /v2/questionnaires): a questionnaire's progress, whether locked or not. */
  progress: (status: string) => `st:${status}`,
  /** The same, only while not locked (a status filter without include_locked). */
  progressUnlocked: (status: string) => `stu:${status}`,
  locked: 'locked',
  unlocked: 'unlocked',
  /** Not completed (exclude_completed), and not completed nor locked. */
  notCompleted: 'open',
  notCompletedUnlocked: 'openu',
  questionnaireType: (type: string) => `qt:${type}`,
  customStatus: (id: string) => `cs:${id}`,
  /** The tax returns table (FA §7.7): a status, a status group, and the three yes/no filters. */
  returnStatus: (status: string) => `rst:${status}`,
  returnGroup: (group: string) => `rgr:${group}`,
  reminderDisabled: (on: boolean) => `rdis:${on ? 1 : 0}`,
  reminderSent: (sent: boolean) => `rsent:${sent ? 1 : 0}`,
  paymentsMade: (made: boolean) => `vpay:${made ? 1 : 0}`,
};
/** The firm-role filter of a list (FA §7.6): a role, a firm user in any role, or that user in that role. */
export function roleClause(q: { firm_role_id?: string; firm_role_user_id?: string }): string[] | undefined {
  if (q.firm_role_id && q.firm_role_user_id) return [dim.firmRoleOfUser(q.firm_role_id, q.firm_role_user_id)];
  if (q.firm_role_id) return [dim.firmRole(q.firm_role_id)];
  if (q.firm_role_user_id) return [dim.firmRoleUser(q.firm_role_user_id)];
  return undefined;
}

export const partOf = (state: DirectoryListState, d: string) => `${state}#${d}`;

/** A sort value is cut to this length in a key. */
const maxSortValue = 80;

export function sortKey(field: string, value: string, id: string): string {
  return `${field}#${value.slice(0, maxSortValue)}#${id}`;
}

/** The partition a word (or a search term) is in: its first character, so a term is one query of one of them. */
export const wordLead = (word: string) => [...word][0] ?? '';

/** A search box's terms, longest first, folded as the words are; every term must start one of an item's words. */
export const directorySearchTerms = searchTerms;
export const matchesAllTerms = matchesAll;
