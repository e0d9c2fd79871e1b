import { Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DocumentItem, DocumentSort } from '../../api/documents';
import { useDebounced } from '../../hooks/useDebounced';
import { useDocumentFolder, useDocumentSearch, useRevalidateDocuments } from '../../hooks/useDocuments';
import { useIsNarrow } from '../../hooks/useMediaQuery';
import { documentsLabels as l, documentsSpec as t } from '../../texts/documents';
import { RouterLink } from '../RouterLink';
import type { TableSort } from '../ui/DirectoryTable';
import { attachProblem } from './attach-rules';
import { BrowserDialogs, type OpenDialog } from './BrowserDialogs';
import { BrowserToolbar, type ToolbarAction } from './BrowserToolbar';
import { type BulkAction, BulkBar } from './BulkBar';
import { documentColumns } from './columns';
import { DocumentsGrid } from './DocumentsGrid';
import { DocumentsTable, type ItemListProps } from './DocumentsTable';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { FolderTree } from './FolderTree';
import { type ItemAction, itemActions } from './item-actions';
import { folderPathOf } from './ItemName';
import { actionProblem, folderShown, isStaff, type Actor } from './permissions';
import { browserHref, folderFromParam, folderName, previewTarget } from './paths';
import { PreviewHost, type PreviewRequest } from './PreviewHost';
import { selectedItems } from './selection';
import { useBrowserActions } from './useBrowserActions';
import { useDocumentsView } from './useDocumentsView';
import { useFocusBack } from './useFocusBack';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  tree: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    maxHeight: '70vh',
    overflowY: 'auto',
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  empty: { margin: 0, padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  more: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** MD §9 / QD §9: search waits until typing stops. */
const searchDebounceMs = 300;

/**
 * QD §2 Document browser for one entity: the left folder tree, the search bar and the folder's files and folders
 * as a list or a grid (remembered), with their actions and dialogs. The folder, the file previewed and the
 * preview's name live in the address (?path&file&previewName), so every view can be linked and goes back.
 */
export function DocumentBrowser({
  company,
  actor,
  tagsEnabled,
  mayManageTags,
  base,
}: {
  company: { id: string; hash_id: string; name: string };
  actor: Actor;
  tagsEnabled: boolean;
  mayManageTags: boolean;
  /** The page's own address without its query ('/admin/{hash}/documents'). */
  base: string;
}) {
  const s = useStyles();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const narrow = useIsNarrow();
  const [view, setView] = useDocumentsView();
  const staff = isStaff(actor);
  const folder = folderFromParam(params.get('path'));
  const folderHref = useCallback((path: string) => browserHref(base, path), [base]);

  const [sort, setSort] = useState<TableSort<DocumentSort>>({ field: 'name', descending: false });
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), searchDebounceMs);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const focus = useFocusBack(
    root,
    // When the element that opened a dialog is gone: the list (its scroll frame), else the search box.
    useCallback(
      () =>
        root.current?.querySelector<HTMLElement>('[role="region"][tabindex="0"]') ??
        root.current?.querySelector<HTMLElement>('input[type="search"]') ??
        null,
      [],
    ),
    open !== null,
  );

  // A new folder or search starts with nothing selected.
  const [listed, setListed] = useState(`${folder}\u0000${query}`);
  if (listed !== `${folder}\u0000${query}`) {
    setListed(`${folder}\u0000${query}`);
    setSelected(new Set());
  }

  const deleted = staff && includeDeleted;
  const page = useDocumentFolder(
    query
      ? null
      : {
          companyId: company.id,
          path: folder,
          sort: sort.field,
          order: sort.descending ? 'desc' : 'asc',
          includeDeleted: deleted,
        },
  );
  const found = useDocumentSearch(company.id, query, deleted);
  const revalidate = useRevalidateDocuments();
  const reload = useCallback(async () => {
    setSelected(new Set());
    await Promise.all([page.reload(), revalidate(company.id)]);
    focus.settle();
  }, [page.reload, revalidate, company.id, focus.settle]);
  const actions = useBrowserActions(company, reload);

  const shownFolder = (item: DocumentItem) => item.type === 'file' || folderShown(actor, folderPathOf(item));
  const items = (
    query ? [...(found.data?.folders ?? []), ...(found.data?.files ?? [])] : [...page.folders, ...page.files]
  )
    .filter(shownFolder)
    .filter((i) => staff || !i.deleted_at);
  const chosen = selectedItems(items, selected);

  // The preview: the file the address names (a click on a file puts it there).
  const target = previewTarget(folder, params.get('file'));
  const preview: PreviewRequest | null = target && {
    ...target,
    title: params.get('previewName')?.trim() || undefined,
    contentType: items.find((i) => i.type === 'file' && i.path === target.path && i.name === target.name)?.content_type,
  };
  const setPreview = (item: DocumentItem | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('previewName');
        if (item)
          // A search result may be in another folder: its document location carries its folder.
          next.set('file', item.path === folder ? item.name : item.link);
        else next.delete('file');
        return next;
      },
      { replace: !item },
    );

  const openFolder = (path: string) => {
    setSearch('');
    navigate(folderHref(path));
  };

  function onItemAction(item: DocumentItem, action: ItemAction) {
    switch (action) {
      case 'open':
        return openFolder(folderPathOf(item));
      case 'preview':
        return setPreview(item);
      case 'download':
        return void (item.type === 'folder'
          ? actions.downloadFolder(folderPathOf(item), false)
          : actions.downloadFile(item));
      case 'convert':
        return setOpen({ kind: 'convert-folder', path: folderPathOf(item), name: item.name });
      case 'copy-link':
        return void actions.copyClientLink(item);
      case 'rename':
      case 'description':
      case 'tags':
        return setOpen({ kind: action, item });
      case 'move':
      case 'delete':
      case 'restore':
        return setOpen({ kind: action, items: [item] });
    }
  }

  function onBulk(action: BulkAction) {
    switch (action) {
      case 'download':
        return void actions.downloadSelected(chosen, false);
      case 'convert':
        return setOpen({ kind: 'convert-files', items: chosen });
      case 'move':
      case 'delete':
      case 'restore':
        return setOpen({ kind: action, items: chosen });
    }
  }

  const folderHasFiles = query ? true : page.total > 0;
  const reasons: Record<ToolbarAction, string | null> = {
    upload: actionProblem(actor, 'upload', folder, false),
    'create-folder': actionProblem(actor, 'create_folder', folder, true),
    'download-folder': folderHasFiles ? null : t.emptyFolder,
    'convert-folder': folderHasFiles ? null : t.emptyFolder,
    // QD §5: staff attach the selected files; unavailable until at least one is selected.
    attach: attachProblem(chosen),
  };
  function onToolbar(action: ToolbarAction, opener: HTMLElement) {
    if (action === 'download-folder') return void actions.downloadFolder(folder, false);
    focus.remember(opener);
    if (action === 'upload' || action === 'create-folder') return setOpen({ kind: action });
    if (action === 'attach') return setOpen({ kind: 'attach', items: chosen });
    setOpen({ kind: 'convert-folder', path: folder, name: folderName(folder) });
  }

  // A client's bulk changes: the folder's rule decides (search results may come from several; each is checked).
  const changeReason =
    chosen.map((i) => actionProblem(actor, 'delete', i.path, i.type === 'folder')).find((r) => r !== null) ?? null;

  const listProps: ItemListProps = {
    items,
    columns: documentColumns({ staff, tagsEnabled }),
    sort: query ? undefined : sort,
    onSort: query ? undefined : setSort,
    selected,
    onSelect: (rows, on) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const r of rows) on ? next.add(r.id) : next.delete(r.id);
        return next;
      }),
    actionsOf: (item) => itemActions(item, actor, tagsEnabled),
    onAction: onItemAction,
    folderHref,
    showLocation: Boolean(query),
  };
  const loading = query ? !found.data && found.isLoading : !page.loaded && !page.error;
  const failed = query ? found.error && !found.data : page.error && !page.loaded;
  const grid = narrow || view === 'grid';

  return (
    <div ref={root} className={mergeClasses(s.layout, narrow && s.single)}>
      {!narrow && (
        <div className={s.tree}>
          <FolderTree
            companyId={company.id}
            current={folder}
            onChoose={openFolder}
            shown={(p) => folderShown(actor, p)}
          />
        </div>
      )}
      <div className={s.main}>
        <BrowserToolbar
          search={search}
          onSearch={setSearch}
          reasons={reasons}
          onAction={onToolbar}
          staff={staff}
          includeDeleted={includeDeleted}
          onIncludeDeleted={setIncludeDeleted}
          view={grid ? 'grid' : 'list'}
          onView={setView}
          showViewToggle={!narrow}
          sort={sort}
          onSort={setSort}
        />
        {query ? (
          <Text weight="semibold" aria-live="polite">
            {l.searchResults(query)}
          </Text>
        ) : (
          <FolderBreadcrumbs path={folder} folderHref={folderHref} />
        )}
        {chosen.length > 0 && (
          <BulkBar
            items={chosen}
            staff={staff}
            changeReason={changeReason}
            onAction={onBulk}
            onClear={() => setSelected(new Set())}
          />
        )}
        {loading ? (
          <Spinner label={l.loading} />
        ) : failed && !query && page.error?.status === 404 ? (
          // A folder the address names that is not (or no longer) there: the server says so; the root is a link away.
          <div role="alert" className={s.more}>
            <Text>{page.error.message}</Text>
            <RouterLink to={folderHref('/')}>{l.openRoot}</RouterLink>
          </div>
        ) : failed ? (
          <div role="alert" className={s.more}>
            <Text>{l.loadFailed}</Text>
            <Button onClick={() => void reload()}>{l.retry}</Button>
          </div>
        ) : items.length === 0 ? (
          <p className={s.empty} role="status">
            {query ? l.noResults : t.emptyFolder}
          </p>
        ) : grid ? (
          <DocumentsGrid {...listProps} narrow={narrow} />
        ) : (
          <DocumentsTable {...listProps} />
        )}
        {!query && page.loaded && page.files.length > 0 && (
          <div className={s.more}>
            <Text className={s.muted} aria-live="polite">
              {l.shown(page.files.filter((f) => !f.deleted_at).length, page.total)}
            </Text>
            {page.error ? (
              // A later page failed (or went out of date: the folder changed meanwhile): read the folder again.
              <span role="alert" className={s.more}>
                <Text>{l.loadMoreFailed}</Text>
                <Button onClick={() => void reload()}>{l.retry}</Button>
              </span>
            ) : (
              page.hasMore && (
                <Button disabledFocusable={page.loadingMore} onClick={page.loadMore}>
                  {page.loadingMore ? l.loadingMore : l.loadMore}
                </Button>
              )
            )}
          </div>
        )}
      </div>
      <BrowserDialogs
        open={open}
        // Focus goes back to what opened the dialog once it has closed (useFocusBack says why).
        onClose={() => setOpen(null)}
        company={company}
        folder={folder}
        folderLabel={folder === '/' ? folderName(folder) : folder}
        actor={actor}
        mayManageTags={mayManageTags}
        actions={actions}
        onUploaded={() => void reload()}
      />
      <PreviewHost companyId={company.id} request={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
