/**
 * Downloads from the browser (QD §7, §8): a file as a short-lived link; a folder, several files, or a folder with
 * its images as PDFs as a zip streamed from storage to storage (never whole in a function's memory) and handed out
 * as a link. Over 150 MB in all, or 15 MB of images to convert, answers 503 with the spec's advice.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { documentBrowserText, maxDownloadBytes, maxImagesToPdfBytes } from '@ledgerline/shared/document-browser';
import { isStaffOnly } from '@ledgerline/shared/document-folders';
import { presignDownload } from '../platform/adapters/files';
import { zipObjectsToStorage, type ZipSource } from '../platform/adapters/zip-to-storage';
import { newId } from '../platform/auth/secrets';
import type { Caller } from '@ledgerline/shared/access';
import { handle } from '../platform/handle';
import { Unavailable, Unprocessable } from '../platform/errors';
import { openDocuments } from './document-access';
import { findFile, findFolder } from './find-item';
import { convertibleImage, imagesToPdfs } from '../platform/images-to-pdf';
import * as tree from './store/tree';

export const zipName = 'files.zip';

export const downloadDocument = handle(documentRoutes.downloadDocument, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.company_id, input.path);
  // Staff may take a deleted file too, named by its id (the browser's 'include deleted files').
  const state =
    caller.isAdvisor && input.document_id ? await stateOf(caller, company.companyId, input.document_id) : 'active';
  const file = await findFile(caller.firmId, company.companyId, input, state);
  return { link: await presignDownload(file.storage_key, file.document_name), file_name: file.document_name };
});

async function stateOf(caller: Caller, companyId: string, documentId: string): Promise<tree.ItemState> {
  return (await tree.getFile(caller.firmId, companyId, documentId))?.state ?? 'active';
}

export const downloadFolder = handle(documentRoutes.downloadFolder, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.company_id, input.path);
  const files = await folderFiles(caller, company.companyId, input.path);
  return zipFiles(caller.firmId, files, input.path, false);
});

export const convertToPdfsAndDownloadFolder = handle(
  documentRoutes.convertToPdfsAndDownloadFolder,
  async ({ caller, input }) => {
    const company = await openDocuments(caller, input.company_id, input.path);
    const files = await folderFiles(caller, company.companyId, input.path);
    return zipFiles(caller.firmId, files, input.path, true);
  },
);

export const downloadMultipleDocuments = handle(documentRoutes.downloadMultipleDocuments, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.company_id, input.path);
  const names = [...new Set(input.documentNames)];
  const files: tree.DocumentItem[] = [];
  for (const documentName of names)
    files.push(await findFile(caller.firmId, company.companyId, { path: input.path, documentName }, 'active'));
  const converting = input.convertImageToPdf && caller.isAdvisor;
  const only = files[0];
  if (files.length === 1 && only && !(converting && convertibleImage(only))) {
    if (only.size > maxDownloadBytes) throw new Unavailable(documentBrowserText.downloadTooLarge);
    return { link: await presignDownload(only.storage_key, only.document_name), file_name: only.document_name };
  }
  return zipFiles(caller.firmId, files, input.path, converting);
});

/** The active files of a folder and the folders below it that the caller may see. */
async function folderFiles(caller: Caller, companyId: string, path: string): Promise<tree.DocumentItem[]> {
  await findFolder(caller.firmId, companyId, path);
  const files: tree.DocumentItem[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const page = await tree.subtreeFilesPage(caller.firmId, companyId, path, 500, cursor);
    for (const f of page.files) {
      if (f.state !== 'active' || (!caller.isAdvisor && isStaffOnly(f.path))) continue;
      files.push(f);
      total += f.size;
    }
    // Past the limit the answer is 503 whatever else is there: no need to read on.
    if (total > maxDownloadBytes) throw new Unavailable(documentBrowserText.downloadTooLarge);
    cursor = page.cursor;
  } while (cursor);
  if (files.length === 0) throw new Unprocessable(documentBrowserText.nothingToDownload);
  return files;
}

async function zipFiles(firmId: string, files: tree.DocumentItem[], base: string, convert: boolean) {
  if (files.reduce((n, f) => n + f.size, 0) > maxDownloadBytes)
    throw new Unavailable(documentBrowserText.downloadTooLarge);
  const images = convert ? files.filter(convertibleImage) : [];
  if (images.reduce((n, f) => n + f.size, 0) > maxImagesToPdfBytes)
    throw new Unavailable(documentBrowserText.downloadTooLarge);
  const folder = `downloads/${firmId}/${newId()}`;
  const converted = await imagesToPdfs(images, `${folder}/converted`);
  const sources: ZipSource[] = files.map((f) => {
    const pdf = converted.get(f.documentId);
    return {
      key: pdf?.key ?? f.storage_key,
      name: relativeName(base, f.path, pdf?.name ?? f.document_name),
      modifiedAt: new Date(f.updated_at),
    };
  });
  const key = `${folder}/${zipName}`;
  await zipObjectsToStorage(sources, key);
  return { link: await presignDownload(key, zipName), file_name: zipName };
}

/** A file's name inside the zip: its folders below the downloaded one, then its name. */
function relativeName(base: string, path: string, name: string): string {
  const below = base === '/' ? path.slice(1) : path.slice(base.length + 1);
  return below ? `${below}/${name}` : name;
}
