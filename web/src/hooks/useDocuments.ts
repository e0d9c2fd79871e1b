/**
 * An entity's documents as SWR hooks (ARCHITECTURE "Web": one hook module per resource; a null key until the inputs
 * exist): a folder's pages (next_cursor), a folder's folders for the tree, a search, and the firm's document tags.
 * Every key starts with its call's path, then the session and the entity, so a change reloads them together.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { LoadError } from '../api/client';
import {
  documentLinkPath,
  documentListPath,
  documents,
  documentSearchPath,
  documentTags,
  documentTagsPath,
  type DocumentPage,
  type DocumentSort,
} from '../api/documents';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

/** Files a page of a folder lists: a long folder loads more on request. */
export const documentsPerPage = 50;

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };

export interface FolderQuery {
  companyId: string;
  path: string;
  sort: DocumentSort;
  order: 'asc' | 'desc';
  includeDeleted: boolean;
}

type PageKey = readonly [string, string, string, string, DocumentSort, 'asc' | 'desc', boolean, string | null];

/**
 * A folder's folders and files, a page at a time in the server's sort: `loadMore` follows next_cursor. A null
 * query loads nothing (a search is shown instead).
 */
export function useDocumentFolder(query: FolderQuery | null) {
  const session = useSession();
  const getKey = (index: number, previous: DocumentPage | null): PageKey | null => {
    if (!session || !query || (index > 0 && !previous?.next_cursor)) return null;
    const { companyId, path, sort, order, includeDeleted } = query;
    return [
      documentListPath,
      session.sid,
      companyId,
      path,
      sort,
      order,
      includeDeleted,
      index === 0 ? null : previous!.next_cursor,
    ];
  };
  const pages = useSWRInfinite<DocumentPage, LoadError>(
    getKey,
    ([, , company_id, path, sort, order, include_deleted, cursor]: PageKey) =>
      unwrap(documents.list({ company_id, path, sort, order, include_deleted, per_page: documentsPerPage, cursor })),
    { ...options, revalidateFirstPage: false },
  );
  const { data, size, setSize } = pages;
  const last = data?.[data.length - 1];
  return {
    folders: data?.[0]?.folders ?? [],
    files: data?.flatMap((p) => p.files) ?? [],
    total: data?.[0]?.total_files ?? 0,
    loaded: data !== undefined,
    isLoading: pages.isLoading,
    error: pages.error,
    hasMore: Boolean(last?.next_cursor),
    loadingMore: data !== undefined && size > data.length && !pages.error,
    loadMore: useCallback(() => void setSize((n) => n + 1), [setSize]),
    /** Reads the folder again from its first page (after a change, or a page that went stale). */
    reload: useCallback(async () => {
      await setSize(1);
      await pages.mutate();
    }, [setSize, pages.mutate]),
  };
}

/** A folder's folders (the tree, one level at a time): null key until the branch is opened. */
export function useFolderChildren(companyId: string | null, path: string, includeDeleted: boolean, enabled = true) {
  const session = useSession();
  const key =
    session && companyId && enabled
      ? ([documentListPath, session.sid, companyId, path, 'tree', includeDeleted] as const)
      : null;
  return useSWR<DocumentPage['folders'], LoadError>(
    key,
    async ([, , company_id, folder, , include_deleted]: NonNullable<typeof key>) =>
      (await unwrap(documents.list({ company_id, path: folder, folders_only: true, include_deleted, per_page: 1 })))
        .folders,
    options,
  );
}

/** The entity's files and folders matching a search (null key while there is none). */
export function useDocumentSearch(companyId: string | null, query: string, includeDeleted: boolean) {
  const session = useSession();
  const q = query.trim();
  const key =
    session && companyId && q ? ([documentSearchPath, session.sid, companyId, q, includeDeleted] as const) : null;
  return useSWR(
    key,
    ([, , company_id, search, include_deleted]: NonNullable<typeof key>) =>
      unwrap(documents.search(company_id, search, include_deleted)),
    { ...options, keepPreviousData: true },
  );
}

/** Reloads an entity's folder trees and searches (a folder's own pages reload through useDocumentFolder). */
export function useRevalidateDocuments(): (companyId: string) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (companyId: string) =>
      mutate(
        (key) =>
          Array.isArray(key) && (key[0] === documentListPath || key[0] === documentSearchPath) && key[2] === companyId,
      ),
    [mutate],
  );
}

/** The firm's document tags, by name (staff; null key while the dialog is closed). */
export function useDocumentTags(enabled: boolean) {
  const session = useSession();
  const key = session && enabled ? ([documentTagsPath, session.sid] as const) : null;
  return useSWR<string[], LoadError>(
    key,
    async () => (await unwrap(documentTags.list())).tags.map((t) => t.name),
    options,
  );
}

/**
 * A short-lived link to one file, for its preview (download_document): read when the preview opens, not again on
 * focus (the link lasts long enough to fetch the file). `onError` hears a failure once.
 */
export function useDocumentLink(
  companyId: string | null,
  file: { path: string; name: string } | null,
  onError: (err: LoadError) => void,
) {
  const session = useSession();
  const key =
    session && companyId && file ? ([documentLinkPath, session.sid, companyId, file.path, file.name] as const) : null;
  return useSWR<{ link: string; file_name: string }, LoadError>(
    key,
    ([, , company_id, path, name]: NonNullable<typeof key>) => unwrap(documents.fileLink(company_id, path, name)),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, onError },
  );
}
