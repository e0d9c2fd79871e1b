/**
 * Documents' data access, named after the access patterns: an upload by id, a document by entity and id,
 * a folder's documents by name. Every read is a GetItem, a BatchGet or a Query on a key made for it.
 */
import { Document, type DocumentItem } from '../platform/data/entities/document';
import { getItem, getItems } from '../platform/data/batch-get';
import {
  Drop,
  DropLinkSettings,
  DropUpload,
  type DropItem,
  type DropLinkSettingsItem,
  type DropUploadItem,
} from '../platform/data/entities/drop-link';
import { Firm } from '../platform/data/entities/firm';
import { Questionnaire } from '../platform/data/entities/questionnaire';
import { DropOffLink } from '../platform/data/entities/drop-off-link';
import { Company } from '../platform/data/entities/company';
import { User } from '../platform/data/entities/user';

/** The upload links handed out (shared with tax returns and signature requests). */
export { claimUpload, createUpload, getUpload } from '../platform/upload-claims';

export async function getDocument(firmId: string, companyId: string, documentId: string): Promise<DocumentItem | null> {
  return (await Document.get({ firmId, companyId, documentId }).go()).data ?? null;
}

/** Documents by entity and id, at most a message's attachments at a time; missing ones are simply absent. */
export async function getDocuments(
  firmId: string,
  keys: { companyId: string; documentId: string }[],
): Promise<DocumentItem[]> {
  if (keys.length === 0) return [];
  return (await Document.get(keys.map((k) => ({ firmId, ...k }))).go()).data;
}

export { getUser } from '../platform/read-user';

// ------------------------------------------------------------------------------------------------ the drop link

/** The firm's name and preferences (the drop link needs drop_link_enabled and hide_sign_in_button_on_drop_link). */
export async function getFirm(firmId: string) {
  return getItem(Firm, { firmId });
}

/** The firm's people by id (checked to be active staff before a drop notifies them). */
export async function getPeople(firmId: string, ids: string[]) {
  return getItems(
    User,
    [...new Set(ids)].map((userId) => ({ firmId, userId })),
    { consistent: true },
  );
}

export async function getDropLinkSettings(firmId: string): Promise<DropLinkSettingsItem | null> {
  return getItem(DropLinkSettings, { firmId }, { consistent: true });
}

export async function saveDropLinkSettings(firmId: string, notifyUserIds: string[], by: string): Promise<void> {
  await DropLinkSettings.upsert({ firmId, notify_user_ids: notifyUserIds, updated_by: by }).go();
}

/** A file a drop's folder is given an upload link for; a second link for the same name replaces the first. */
export async function stageDropUpload(u: Omit<DropUploadItem, 'ttl'>): Promise<void> {
  await DropUpload.put({ ...u, ttl: Math.ceil(Date.parse(u.expires_at) / 1000) + 24 * 3600 }).go();
}

/** The drop folder's staged files: one query (a drop holds at most 999). */
export async function stagedDropUploads(firmId: string, folder: string): Promise<DropUploadItem[]> {
  return (await DropUpload.query.byFolder({ firmId, folder }).go({ pages: 'all', consistent: true })).data;
}

export async function countStagedDropUploads(firmId: string, folder: string): Promise<number> {
  return (await stagedDropUploads(firmId, folder)).length;
}

export async function unstageDropUpload(firmId: string, folder: string, name: string): Promise<void> {
  await DropUpload.delete({ firmId, folder, name }).go();
}

export async function getDrop(firmId: string, folder: string): Promise<DropItem | null> {
  return getItem(Drop, { firmId, folder }, { consistent: true });
}

/**
 * Records a drop's checked files: a new drop, or more files for one already made (a file of the same name
 * replaces the one before, as its storage object did).
 */
export async function recordDrop(d: {
  firmId: string;
  folder: string;
  name: string;
  email: string;
  description?: string;
  files: { name: string; key: string; size: number }[];
  notified: string[];
}): Promise<DropItem> {
  const before = await getDrop(d.firmId, d.folder);
  const kept = (before?.files ?? []).filter((f) => !d.files.some((n) => n.name === f.name));
  const item = { ...d, files: [...kept, ...d.files], ...(d.description ? {} : { description: before?.description }) };
  await Drop.put(item).go();
  return (await getDrop(d.firmId, d.folder))!;
}

/** A questionnaire by id (attaching files to it): its entity, and whether it is locked or deleted. */
export async function getQuestionnaire(firmId: string, questionnaireId: string) {
  return getItem(Questionnaire, { firmId, questionnaireId }, { consistent: true });
}

// ------------------------------------------------------------------------------------------ the Document Drop Off

/** The questionnaire a Document Drop Off link names (through its firm-less way in), or null. */
export async function findDropOffQuestionnaire(questionnaireId: string) {
  const link = await getItem(DropOffLink, { questionnaireId });
  return link ? getQuestionnaire(link.firmId, questionnaireId) : null;
}

/** Opens a questionnaire's Document Drop Off link (kept a month past its 7 days, then removed by TTL). */
export async function registerDropOff(q: { firmId: string; companyId: string; questionnaireId: string; sentAt: Date }) {
  const ttl = Math.ceil(q.sentAt.getTime() / 1000) + 37 * 24 * 3600;
  await DropOffLink.put({ questionnaireId: q.questionnaireId, firmId: q.firmId, companyId: q.companyId, ttl }).go();
}

export async function getCompany(firmId: string, companyId: string) {
  return getItem(Company, { firmId, companyId });
}
