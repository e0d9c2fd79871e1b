import { Button, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { tagText } from '@ledgerline/shared/tags';
import { entities, entityTags, type EntityListQuery, type EntityRow } from '../../api/entities';
import { CreateEntityDialog } from '../../components/entities/CreateEntityDialog';
import { EntitiesTable, type EntitySort, type EntityTableRow } from '../../components/entities/EntitiesTable';
import {
  EntityFilters,
  isFiltering,
  noEntityFilters,
  type EntityFilterState,
} from '../../components/entities/EntityFilters';
import { EntityTagsDialog, RemoveAllTagsDialog, UpdateTagsDialog } from '../../components/entities/TagDialogs';
import { Pager } from '../../components/Pager';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useDebounced } from '../../hooks/useDebounced';
import { pagingText } from '../../texts/paging';
import { useDirectoryPaging } from '../../hooks/useDirectoryPaging';
import { useEntityList, useEntityTags, useRevalidateEntityList } from '../../hooks/useEntityList';
import { useEntityTypes, useUsedEntityTypes } from '../../hooks/useEntityTypes';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { pageSizes, usePageSize } from '../../hooks/usePageSize';
import { userSearchDebounceMs } from '../../hooks/useClientSearch';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { showToast, toastError, toastSuccess } from '../../toast';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { flex: '1 1 240px', maxWidth: '420px' },
  filters: { marginBottom: tokens.spacingVerticalM },
  bulk: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  count: { color: tokens.colorNeutralForeground2 },
  empty: { color: tokens.colorNeutralForeground2 },
  pager: { marginTop: tokens.spacingVerticalS },
});

type Open = 'create' | 'tags' | 'update-tags' | 'remove-all' | null;

/** The cookie that remembers this table's page size (FA §9). */
const pageSizeCookie = 'll_entities_page_size';

/**
 * FA §2.5 Entities page (/admin, staff): search, filters, sortable columns (default created_at descending), paging
 * 10/20/50 remembered in a cookie, a selection with the bulk tag dialogs (Entity Tags, Update Tags, Remove all
 * tags), Create Entity, and Restore for deleted rows.
 */
export default function EntitiesPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, userSearchDebounceMs).trim();
  const [filters, setFilters] = useState<EntityFilterState>(noEntityFilters);
  const [sort, setSort] = useState<EntitySort>({ field: 'created_at', descending: true });
  const [pageSize, setPageSize] = usePageSize(pageSizeCookie);
  // A new search, filter, order or page size starts again at page 1.
  const listKey = JSON.stringify([query, filters, sort, pageSize]);
  const { page, cursor, goTo } = useDirectoryPaging(listKey);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  const advisor = Boolean(me?.user.is_advisor);
  const list = useEntityList(advisor ? listQuery(query, filters, sort, page, pageSize, cursor) : null);
  const revalidate = useRevalidateEntityList();
  const firmUsers = useFirmUsers(advisor);
  const tags = useEntityTags(advisor);
  const usedTypes = useUsedEntityTypes(advisor);
  const entityTypes = useEntityTypes();

  const advisorNames = useMemo(() => new Map((firmUsers.data ?? []).map((u) => [u.id, u.full_name])), [firmUsers.data]);
  const rows: EntityTableRow[] = (list.data?.entities ?? []).map((r) => tableRow(r, advisorNames));
  const total = list.data?.total ?? 0;

  if (!me) return null;

  const onSelect = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  /** FA §5.6: a bulk tag update with nothing selected says so instead of opening. */
  const openBulk = (which: 'update-tags' | 'remove-all') =>
    selected.size === 0 ? showToast('warning', tagText.nothingSelected) : setOpen(which);

  async function restore(row: EntityTableRow) {
    setRestoring(row.id);
    const res = await entities.restore(row.id);
    setRestoring(null);
    if (!res?.ok) return;
    toastSuccess(res.data.message || t.restored(row.name));
    void revalidate();
  }

  async function addTag(name: string): Promise<boolean> {
    const res = await entityTags.add(name);
    // FA §8.2: 'Issue adding new tag...' unless the server refused with its own reason ('Tag already exist').
    if (!res?.ok) {
      toastError(res && res.status < 500 ? res.error : tagText.addFailed);
      return false;
    }
    await tags.mutate(res.data.tags, { revalidate: false });
    return true;
  }

  async function removeTag(tag: { id: string }) {
    const res = await entityTags.remove(tag.id);
    if (!res?.ok) return;
    await tags.mutate(res.data.tags, { revalidate: false });
    void revalidate();
  }

  async function saveTags(tagIds: string[], remove: boolean): Promise<boolean> {
    const res = await entityTags.saveForEntities([...selected], tagIds, remove);
    if (!res?.ok) {
      toastError(res && res.status < 500 ? res.error : tagText.saveFailed);
      return false;
    }
    toastSuccess(res.data.message);
    void revalidate();
    return true;
  }

  const filtering = isFiltering(filters) || query !== '';
  return (
    <>
      <PageHeading>{t.heading}</PageHeading>
      <div className={s.tools}>
        <SearchBox
          className={s.search}
          aria-label={t.search}
          placeholder={t.search}
          maxLength={200}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <Button appearance="primary" onClick={() => setOpen('create')}>
          {t.createEntity}
        </Button>
        <Button onClick={() => setOpen('tags')}>{spec.entityTags}</Button>
      </div>
      <div className={s.filters}>
        <EntityFilters
          value={filters}
          onChange={setFilters}
          advisors={(firmUsers.data ?? []).map((u) => ({ id: u.id, name: u.full_name }))}
          // Firm roles (FA §7.6) come with a later issue: until the firm has roles, their filters are hidden.
          firmRoles={[]}
          firmRoleUsers={[]}
          entityTypes={usedTypes.data ?? entityTypes}
          tags={tags.data ?? []}
        />
      </div>
      <div className={s.bulk}>
        <span className={s.count} aria-live="polite">
          {t.selected(selected.size)}
        </span>
        <Button size="small" onClick={() => openBulk('update-tags')}>
          {spec.updateTags}
        </Button>
        <Button size="small" onClick={() => openBulk('remove-all')}>
          {spec.removeAllTags}
        </Button>
        {selected.size > 0 && (
          <Button size="small" appearance="subtle" onClick={() => setSelected(new Set())}>
            {t.clearSelection}
          </Button>
        )}
      </div>
      {!list.data && list.isLoading ? (
        <Spinner label={t.loading} />
      ) : rows.length === 0 ? (
        <div className={s.empty} role="status">
          <p>{t.empty}</p>
          {filtering && (
            <Button
              onClick={() => {
                setFilters(noEntityFilters);
                setSearch('');
              }}
            >
              {t.resetFilters}
            </Button>
          )}
        </div>
      ) : (
        <EntitiesTable
          rows={rows}
          sort={sort}
          onSort={setSort}
          selected={selected}
          onSelect={onSelect}
          onRestore={(row) => void restore(row)}
          restoring={restoring}
        />
      )}
      <div className={s.pager}>
        {list.data?.search_capped && <Text role="status">{pagingText.searchCapped}</Text>}
        <Pager
          label={t.pages}
          page={page}
          perPage={pageSize}
          total={total}
          onPage={(p) => goTo(p, list.data)}
          pageSizes={pageSizes}
          onPageSize={setPageSize}
        />
      </div>

      {open === 'create' && (
        <CreateEntityDialog
          entityTypes={entityTypes}
          onClose={() => setOpen(null)}
          onCreated={() => void revalidate()}
        />
      )}
      {open === 'tags' && (
        <EntityTagsDialog tags={tags.data ?? []} onAdd={addTag} onRemove={removeTag} onClose={() => setOpen(null)} />
      )}
      {open === 'update-tags' && (
        <UpdateTagsDialog
          tags={tags.data ?? []}
          count={selected.size}
          onApply={saveTags}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'remove-all' && (
        <RemoveAllTagsDialog count={selected.size} onConfirm={() => saveTags([], true)} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

function listQuery(
  search: string,
  f: EntityFilterState,
  sort: EntitySort,
  page: number,
  rows: number,
  cursor: string | undefined,
): EntityListQuery {
  return {
    page,
    cursor,
    rows_per_page: rows,
    sort_by: sort.field,
    descending: sort.descending,
    search_term: search || undefined,
    assigned_advisor_id: f.assigned_advisor_id || undefined,
    firm_role_id: f.firm_role_id || undefined,
    firm_role_user_id: f.firm_role_user_id || undefined,
    entity_type: f.entity_type || undefined,
    selected_entity_tags_filter: f.tags.length ? f.tags : undefined,
    hide_inactives: f.hide_inactives,
    hide_actives: f.hide_actives,
    show_only_deleted: f.show_only_deleted,
  };
}

function tableRow(r: EntityRow, advisorNames: Map<string, string>): EntityTableRow {
  return {
    id: r.id,
    hash_id: r.hash_id,
    name: r.name,
    entity_type: r.entity_type,
    inactive: r.inactive,
    readonly_access: r.readonly_access,
    deleted: r.deleted_at !== null,
    created_at: r.created_at,
    owners: r.owners.map((o) => o.full_name).join(', '),
    advisor: r.assigned_advisor_id ? (advisorNames.get(r.assigned_advisor_id) ?? null) : null,
    tags: r.entity_tags.map((tag) => tag.name),
  };
}
