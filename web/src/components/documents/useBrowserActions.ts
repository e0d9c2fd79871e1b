/**
 * What the browser's buttons, menus and dialogs do, with the spec's words for how it went (QD §8): downloads
 * (503 too large, otherwise the folder's or the document's failure), deletes and restores, renames, moves and
 * copies, descriptions and tags, and the client file link. Each change reloads what shows the entity's documents.
 */
import { renamedName } from '@ledgerline/shared/document-folders';
import { useCallback } from 'react';
import type { ApiResponse } from '../../api/client';
import { documents, documentTags, type DocumentItem } from '../../api/documents';
import { toastDefaults } from '../../messages';
import { toastError, toastSuccess } from '../../toast';
import { documentsLabels as l, documentsSpec as t } from '../../texts/documents';
import { attachFailure } from './attach-rules';
import type { MoveRequest } from './dialogs/MoveDialog';
import { ownPath } from './dialogs/move-rules';
import { downloadFailure, type DownloadKind } from './download-rules';
import { clientFileLink } from './paths';
import { saveLink } from '../ui/save-link';
import { downloadableNames } from './selection';

type Download = ApiResponse<{ link: string; file_name: string }> | undefined;

async function follow(call: Promise<Download>, kind: DownloadKind): Promise<void> {
  const res = await call;
  if (!res?.ok) return toastError(downloadFailure(res?.status, kind));
  if (!res.data?.link) return toastError(t.noDownloadLink);
  saveLink(res.data.link, res.data.file_name);
}

/** Acts on items one after another; the first refusal's words, or null when all went. */
async function each(
  items: readonly DocumentItem[],
  act: (item: DocumentItem) => Promise<ApiResponse<unknown> | undefined>,
): Promise<{ done: number; error: string | null }> {
  let done = 0;
  for (const item of items) {
    const res = await act(item);
    if (!res?.ok) return { done, error: res?.error ?? null };
    done++;
  }
  return { done, error: null };
}

export function useBrowserActions(company: { id: string; hash_id: string }, reload: () => Promise<unknown>) {
  const companyId = company.id;
  const hash = company.hash_id;

  const downloadFile = useCallback(
    (item: DocumentItem) => follow(documents.fileLink(companyId, item.path, item.name), 'document'),
    [companyId],
  );
  const downloadFolder = useCallback(
    (path: string, convertImages: boolean) => follow(documents.folderZip(companyId, path, convertImages), 'folder'),
    [companyId],
  );
  const downloadSelected = useCallback(
    (items: readonly DocumentItem[], convertImages: boolean) =>
      follow(documents.filesZip(companyId, items[0]?.path ?? '/', downloadableNames(items), convertImages), 'document'),
    [companyId],
  );

  const remove = useCallback(
    async (items: readonly DocumentItem[]) => {
      const { done, error } = await each(items, (i) =>
        documents.remove(companyId, i.path, i.name, i.type === 'folder'),
      );
      if (done > 0) await reload();
      if (error !== null || done < items.length) toastError(error ?? t.deleteFailed);
      else toastSuccess(t.deleted);
    },
    [companyId, reload],
  );

  const restore = useCallback(
    async (items: readonly DocumentItem[]) => {
      const { done, error } = await each(items, (i) =>
        documents.restore(companyId, i.path, i.name, i.type === 'folder', i.type === 'file' ? i.id : undefined),
      );
      if (done > 0) await reload();
      if (error !== null || done < items.length) toastError(error ?? t.restoreFailed);
      else toastSuccess(t.restored);
    },
    [companyId, reload],
  );

  /** Null when done; otherwise the words to show in the dialog. */
  const createFolder = useCallback(
    async (path: string, name: string): Promise<string | null> => {
      const res = await documents.createFolder(companyId, path, name);
      if (!res?.ok) return res?.error ?? t.updateFailed;
      await reload();
      toastSuccess(l.folderCreated);
      return null;
    },
    [companyId, reload],
  );

  const rename = useCallback(
    async (item: DocumentItem, typed: string): Promise<string | null> => {
      const isFolder = item.type === 'folder';
      const newName = renamedName(item.name, typed, isFolder);
      if (!newName) return null;
      const res = await documents.rename({
        company_id: companyId,
        path: item.path,
        itemName: item.name,
        newName,
        isFolder,
      });
      if (!res?.ok) return res?.error ?? t.updateFailed;
      await reload();
      toastSuccess(toastDefaults.success);
      return null;
    },
    [companyId, reload],
  );

  const move = useCallback(
    async (items: readonly DocumentItem[], req: MoveRequest): Promise<string | null> => {
      const { done, error } = await each(items, (i) =>
        documents.move({
          company_id: companyId,
          oldPath: ownPath(i),
          newPath: req.folder,
          isFolder: i.type === 'folder',
          deleteOldPath: req.mode === 'move',
          newCompanyId: req.entity?.id ?? null,
        }),
      );
      if (done > 0) await reload();
      if (error !== null || done < items.length) return error ?? t.updateFailed;
      toastSuccess(req.mode === 'move' ? l.moved : l.copied);
      return null;
    },
    [companyId, reload],
  );

  const describe = useCallback(
    async (item: DocumentItem, description: string): Promise<string | null> => {
      const res = await documents.describe(companyId, item.id, description);
      if (!res?.ok) return res?.error ?? t.updateFailed;
      await reload();
      toastSuccess(t.saved);
      return null;
    },
    [companyId, reload],
  );

  const saveTags = useCallback(
    async (item: DocumentItem, tags: string[]): Promise<boolean> => {
      const res = await documents.tag(companyId, item.id, tags);
      if (!res?.ok) {
        // A refusal the server words (a tag the firm no longer has) says more than the spec's general failure.
        toastError(res && res.status < 500 && res.error ? res.error : t.saveTagsFailed);
        return false;
      }
      await reload();
      toastSuccess(t.saved);
      return true;
    },
    [companyId, reload],
  );

  /** Adds a tag to the firm's list; the list as it now is, or null when it was refused. */
  const addTag = useCallback(async (name: string): Promise<string[] | null> => {
    const res = await documentTags.add(name);
    if (!res?.ok) {
      toastError(res?.error === t.tagExists ? t.tagExists : t.addTagFailed);
      return null;
    }
    return res.data.tags.map((tag) => tag.name);
  }, []);

  const removeTag = useCallback(async (name: string): Promise<string[] | null> => {
    const res = await documentTags.remove(name);
    if (!res?.ok) {
      toastError(res?.error ?? t.somethingWentWrong);
      return null;
    }
    return res.data.tags.map((tag) => tag.name);
  }, []);

  /** Staff: the files become documents of the questionnaire (QD §8 'Successfully attached'); true when they did. */
  const attach = useCallback(
    async (questionnaireId: string, files: readonly DocumentItem[]): Promise<boolean> => {
      const res = await documents.attachToQuestionnaire(
        questionnaireId,
        files.map((f) => f.id),
      );
      if (!res?.ok) {
        toastError(attachFailure(res?.error));
        return false;
      }
      // Attached files change (their questionnaire, their date): the folder shows them anew.
      await reload();
      toastSuccess(t.attached);
      return true;
    },
    [reload],
  );

  const copyClientLink = useCallback(
    async (item: DocumentItem) => {
      const link = clientFileLink(window.location.origin, hash, item.path, item.name);
      try {
        await navigator.clipboard.writeText(link);
        toastSuccess(t.linkCopied);
      } catch {
        toastError(l.copyFailed);
      }
    },
    [hash],
  );

  return {
    downloadFile,
    downloadFolder,
    downloadSelected,
    remove,
    restore,
    createFolder,
    rename,
    move,
    describe,
    saveTags,
    addTag,
    removeTag,
    attach,
    copyClientLink,
  };
}
