/**
 * How the firm-wide data export writes each kind of item (issue 20): plain JSON with the item's own id as `id`, the
 * attributes people and programs can use, and nothing secret. Rules only: no data access here.
 * - Secrets never leave: password hashes, code and token hashes, session ids, sign-in codes (any key that names one).
 * - Storage keys are the portal's own business: a document names its file by its path inside the zip instead.
 * - Keys and bookkeeping of the table (firm ids, word lists for search, expiry times, claim counters) are left out.
 */
import { sanitiseZipPath } from '../platform/adapters/zip-to-storage';

/** Keys that name a secret or something only the portal uses, at any depth. */
const secretKey =
  /(password|secret|token|refresh|otp|(^|_)hash$|code_hash|^code$|code_attempts|code_sent_at|session_id)/i;
/** Keys that look secret but are public ids: an entity's hash id (its address), the entity hash on activity lines. */
const publicKeys = new Set(['hash_id', 'company_hash']);
/** The table's bookkeeping and the storage keys, left out at any depth. */
const internalKeys = new Set([
  'firmId',
  'ttl',
  'search_words',
  'storage_key',
  'file_key',
  'original_key',
  'signed_key',
  'drawn_key',
  'image_key',
  'logo_key',
  'favicon_key',
  'waiting_since',
  'logged_at',
]);

export function isLeftOut(key: string): boolean {
  if (publicKeys.has(key)) return false;
  return internalKeys.has(key) || secretKey.test(key) || key.endsWith('_key');
}

/** The value with every left-out key removed, at any depth; sets become lists. */
export function scrub(value: unknown): unknown {
  if (value instanceof Set) return [...value].map(scrub);
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined && !isLeftOut(k)) out[k] = scrub(v);
    return out;
  }
  return value;
}

/** The table's camel-case key parts, written as the rest of the export writes its fields. */
const renamed: Record<string, string> = {
  userId: 'user_id',
  companyId: 'company_id',
  conversationId: 'conversation_id',
  questionnaireId: 'questionnaire_id',
  questionId: 'question_id',
  sectionId: 'section_id',
  noteId: 'note_id',
  documentId: 'document_id',
  taxReturnId: 'tax_return_id',
  signatureRequestId: 'signature_request_id',
  messageId: 'message_id',
  activityId: 'activity_id',
  groupId: 'group_id',
  statusId: 'status_id',
  tagId: 'tag_id',
};

/** An item as the export writes it: its id first as `id`, its own id key left out, the rest scrubbed. */
export function record<T extends object>(item: T, idKey: keyof T & string, extra: Record<string, unknown> = {}) {
  const { [idKey]: id, ...rest } = item as Record<string, unknown>;
  const out: Record<string, unknown> = { id };
  for (const [k, v] of Object.entries(scrub(rest) as Record<string, unknown>)) out[renamed[k] ?? k] = v;
  return { ...out, ...extra };
}

/** A user: staff or client (`is_advisor`), with `active` (the stored `paying` flag) and `deleted`. */
export function userRecord(u: { userId: string; paying?: boolean; deleted_at?: string; [key: string]: unknown }) {
  return record(u, 'userId', { active: u.paying !== false, deleted: Boolean(u.deleted_at) });
}

/**
 * Zip folder names for entities: the entity's name made safe for a path; a name another entity already has
 * (ignoring case) gets the entity's hash id after it, so two clients called 'John Smith' keep separate folders.
 */
export function entityFolders(): (company: { name: string; hash_id: string }) => string {
  const used = new Set<string>();
  return (company) => {
    const base = sanitiseZipPath(company.name.replace(/[/\\]/g, '-'));
    let name = base;
    if (used.has(name.toLowerCase())) name = `${base} (${company.hash_id})`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${company.hash_id}-${n})`;
    used.add(name.toLowerCase());
    return name;
  };
}

/**
 * File paths inside one folder of the zip: a document's folder path under its entity's folder and its name; a path
 * taken already (ignoring case) gets ' (1)', ' (2)', ... before the extension, as zip tools would.
 */
export function uniquePaths(): (path: string) => string {
  const used = new Set<string>();
  return (raw) => {
    const clean = sanitiseZipPath(raw);
    let name = clean;
    for (let n = 1; used.has(name.toLowerCase()); n++) name = withSuffix(clean, ` (${n})`);
    used.add(name.toLowerCase());
    return name;
  };
}

function withSuffix(path: string, suffix: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? `${path.slice(0, dot)}${suffix}${path.slice(dot)}` : `${path}${suffix}`;
}

/** 'documents/Casey Client/2025/Tax Returns/W-2.pdf' for a file in '/2025/Tax Returns' of Casey Client's entity. */
export function documentPath(entityFolder: string, folder: string, name: string): string {
  const inside = folder.split('/').filter(Boolean).join('/');
  return `documents/${entityFolder}/${inside ? `${inside}/` : ''}${name.replace(/[/\\]/g, '-')}`;
}
