import {
  Badge,
  Button,
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { entitiesText as t } from '../../texts/entities';
import { RouterLink } from '../RouterLink';
import {
  CreatedCell,
  ScrollTable,
  SelectHeaderCell,
  SelectRowCheckbox,
  SortableHeaderCell,
  TagBadges,
  type TableSort,
} from '../ui/DirectoryTable';

/** One row as the table shows it (the list's row, with names resolved). */
export interface EntityTableRow {
  id: string;
  hash_id: string;
  name: string;
  entity_type: string;
  inactive: boolean;
  readonly_access: boolean;
  deleted: boolean;
  created_at: string;
  owners: string;
  advisor: string | null;
  tags: string[];
}

export type EntitySortField = 'created_at' | 'name';
export type EntitySort = TableSort<EntitySortField>;

const useStyles = makeStyles({
  created: { width: '130px', whiteSpace: 'nowrap' },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const sortable: { field: EntitySortField; label: string }[] = [
  { field: 'name', label: t.columns.name },
  { field: 'created_at', label: t.columns.created },
];

/**
 * FA §2.5 Entities table: select, name (opens /admin/{hash}), type, owners, assigned firm user, tags, status,
 * created; name and created sort (the list's designed sort orders). A deleted row offers Restore.
 */
export function EntitiesTable({
  rows,
  sort,
  onSort,
  selected,
  onSelect,
  onRestore,
  restoring,
}: {
  rows: EntityTableRow[];
  sort: EntitySort;
  onSort: (sort: EntitySort) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onRestore: (row: EntityTableRow) => void;
  restoring: string | null;
}) {
  const s = useStyles();
  const header = (field: EntitySortField, label: string) => (
    <SortableHeaderCell
      field={field}
      label={label}
      sortLabel={t.sortBy(label)}
      sort={sort}
      onSort={onSort}
      className={field === 'created_at' ? s.created : undefined}
    />
  );
  const [nameColumn, createdColumn] = sortable;
  const pick = (picked: EntityTableRow[], on: boolean) =>
    onSelect(
      picked.map((r) => r.id),
      on,
    );
  return (
    <ScrollTable label={t.table} minWidth="880px">
      <TableHeader>
        <TableRow>
          <SelectHeaderCell rows={rows} selected={selected} onSelect={pick} label={t.selectAll} />
          {header(nameColumn.field, nameColumn.label)}
          <TableHeaderCell>{t.columns.type}</TableHeaderCell>
          <TableHeaderCell>{t.columns.owners}</TableHeaderCell>
          <TableHeaderCell>{t.columns.advisor}</TableHeaderCell>
          <TableHeaderCell>{t.columns.tags}</TableHeaderCell>
          <TableHeaderCell>{t.columns.status}</TableHeaderCell>
          {header(createdColumn.field, createdColumn.label)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <SelectRowCheckbox row={r} selected={selected} onSelect={pick} label={t.selectRow(r.name)} />
            </TableCell>
            <TableCell>{r.deleted ? r.name : <RouterLink to={`/admin/${r.hash_id}`}>{r.name}</RouterLink>}</TableCell>
            <TableCell>{r.entity_type}</TableCell>
            <TableCell>{r.owners || <span className={s.muted}>{t.none}</span>}</TableCell>
            <TableCell>{r.advisor ?? <span className={s.muted}>{t.none}</span>}</TableCell>
            <TableCell>
              <TagBadges tags={r.tags} none={t.none} />
            </TableCell>
            <TableCell>
              <span className={s.status}>
                {r.deleted ? (
                  <>
                    <Badge appearance="tint" color="danger">
                      {t.deleted}
                    </Badge>
                    <Button
                      size="small"
                      aria-label={t.restoreEntity(r.name)}
                      disabledFocusable={restoring === r.id}
                      onClick={() => onRestore(r)}
                    >
                      {t.restore}
                    </Button>
                  </>
                ) : (
                  <Badge appearance="tint" color={r.inactive ? 'subtle' : 'success'}>
                    {r.inactive ? t.inactive : t.active}
                  </Badge>
                )}
                {r.readonly_access && !r.deleted && (
                  <Badge appearance="tint" color="warning">
                    {t.readonly}
                  </Badge>
                )}
              </span>
            </TableCell>
            <CreatedCell at={r.created_at} className={s.created} />
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
