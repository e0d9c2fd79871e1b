import {
  Badge,
  Button,
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { formatDate } from '../../format/dateTime';
import { entitiesText as t } from '../../texts/entities';
import { RouterLink } from '../RouterLink';

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
export interface EntitySort {
  field: EntitySortField;
  descending: boolean;
}

const useStyles = makeStyles({
  frame: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: { minWidth: '880px' },
  select: { width: '44px' },
  created: { width: '130px', whiteSpace: 'nowrap' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
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
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  const header = (field: EntitySortField, label: string) => {
    const current = sort.field === field;
    return (
      <TableHeaderCell
        key={field}
        className={field === 'created_at' ? s.created : undefined}
        sortable
        sortDirection={current ? (sort.descending ? 'descending' : 'ascending') : undefined}
        onClick={() => onSort({ field, descending: current ? !sort.descending : field === 'created_at' })}
        button={{ 'aria-label': t.sortBy(label) }}
      >
        {label}
      </TableHeaderCell>
    );
  };
  const [nameColumn, createdColumn] = sortable;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: the frame is a labelled scroll region around the table, not a page section
    <div className={s.frame} role="region" aria-label={t.table} tabIndex={0}>
      {/* Only the sortable columns' headers are buttons (a sortable Table would make every header one). */}
      <Table className={s.table} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={s.select}>
              <Checkbox
                aria-label={t.selectAll}
                checked={all ? true : some ? 'mixed' : false}
                onChange={(_, d) =>
                  onSelect(
                    rows.map((r) => r.id),
                    d.checked === true,
                  )
                }
              />
            </TableHeaderCell>
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
                <Checkbox
                  aria-label={t.selectRow(r.name)}
                  checked={selected.has(r.id)}
                  onChange={(_, d) => onSelect([r.id], d.checked === true)}
                />
              </TableCell>
              <TableCell>{r.deleted ? r.name : <RouterLink to={`/admin/${r.hash_id}`}>{r.name}</RouterLink>}</TableCell>
              <TableCell>{r.entity_type}</TableCell>
              <TableCell>{r.owners || <span className={s.muted}>{t.none}</span>}</TableCell>
              <TableCell>{r.advisor ?? <span className={s.muted}>{t.none}</span>}</TableCell>
              <TableCell>
                {r.tags.length ? (
                  <span className={s.tags}>
                    {r.tags.map((tag) => (
                      <Badge key={tag} appearance="tint" color="informative">
                        {tag}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  <span className={s.muted}>{t.none}</span>
                )}
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
              <TableCell className={s.created}>
                <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
