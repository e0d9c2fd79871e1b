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
  typographyStyles,
} from '@fluentui/react-components';
import { formatDate } from '../../format/dateTime';
import { formatPhone } from '../../phone';
import { usersLabels as l } from '../../texts/users';
import { RouterLink } from '../RouterLink';
import {
  CreatedCell,
  ScrollTable,
  SelectAllCheckbox,
  SelectHeaderCell,
  SelectRowCheckbox,
  SortableHeaderCell,
  TagBadges,
  type TableSort,
} from '../ui/DirectoryTable';

/** One row as the Users page shows it (the list's row with names resolved). */
export interface UserTableRow {
  id: string;
  full_name: string;
  /** A temporary email the server made up is not shown (the person has none). */
  email: string;
  phone: string | null;
  advisor: string | null;
  tags: string[];
  status: 'active' | 'inactive' | 'deleted';
  created_at: string;
}

/** The sort orders the directory keeps (GET /v2/users sort_by). */
export type UserSortField = 'full_name' | 'email' | 'created_at';
export type UserSort = TableSort<UserSortField>;

const useStyles = makeStyles({
  created: { width: '130px', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  // Phone: one card per user, the same facts stacked.
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  cardBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flex: 1 },
  cardName: { ...typographyStyles.body1Strong },
  cardLine: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  cardFoot: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  selectAllRow: { display: 'flex', alignItems: 'center', marginBottom: tokens.spacingVerticalS },
});

const statusBadge = {
  active: { color: 'success', text: l.active },
  inactive: { color: 'warning', text: l.inactive },
  deleted: { color: 'danger', text: l.deleted },
} as const;

function StatusBadge({ status }: { status: UserTableRow['status'] }) {
  const b = statusBadge[status];
  return (
    <Badge appearance="tint" color={b.color}>
      {b.text}
    </Badge>
  );
}

/** The user's name: a link to user mode, except for a deleted user (restore first). */
function NameLink({ row }: { row: UserTableRow }) {
  if (row.status === 'deleted') return row.full_name;
  return <RouterLink to={`/clients/${encodeURIComponent(row.id)}`}>{row.full_name}</RouterLink>;
}

interface TableProps {
  rows: UserTableRow[];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (rows: UserTableRow[], on: boolean) => void;
  onRestore: (row: UserTableRow) => void;
  restoring: string | null;
  /** Phone width: cards instead of a table. */
  narrow: boolean;
}

/**
 * FA §2.5 Users list: select, name (opens /clients/{id}), email, phone, assigned firm user, tags, status, created;
 * name, email and created sort (the directory's sort orders). A deleted row offers Restore. On a phone the rows
 * become cards, so nothing scrolls sideways.
 */
export function UsersTable(props: TableProps) {
  return props.narrow ? <UsersCards {...props} /> : <UsersGrid {...props} />;
}

function RestoreButton({
  row,
  onRestore,
  restoring,
}: Pick<TableProps, 'onRestore' | 'restoring'> & { row: UserTableRow }) {
  return (
    <Button
      size="small"
      aria-label={l.restoreUser(row.full_name)}
      disabledFocusable={restoring !== null}
      onClick={() => onRestore(row)}
    >
      {l.restore}
    </Button>
  );
}

function UsersGrid({ rows, sort, onSort, selected, onSelect, onRestore, restoring }: TableProps) {
  const s = useStyles();
  const anyDeleted = rows.some((r) => r.status === 'deleted');
  const header = (field: UserSortField, label: string, className?: string) => (
    <SortableHeaderCell
      field={field}
      label={label}
      sortLabel={l.sortBy(label)}
      sort={sort}
      onSort={onSort}
      className={className}
    />
  );
  return (
    <ScrollTable label={l.table} minWidth="900px">
      <TableHeader>
        <TableRow>
          <SelectHeaderCell rows={rows} selected={selected} onSelect={onSelect} label={l.selectAll} />
          {header('full_name', l.columns.name)}
          {header('email', l.columns.email)}
          <TableHeaderCell>{l.columns.phone}</TableHeaderCell>
          <TableHeaderCell>{l.columns.advisor}</TableHeaderCell>
          <TableHeaderCell>{l.columns.tags}</TableHeaderCell>
          <TableHeaderCell>{l.columns.status}</TableHeaderCell>
          {header('created_at', l.columns.created, s.created)}
          {anyDeleted && <TableHeaderCell>{l.restore}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <SelectRowCheckbox row={r} selected={selected} onSelect={onSelect} label={l.selectUser(r.full_name)} />
            </TableCell>
            <TableCell>
              <NameLink row={r} />
            </TableCell>
            <TableCell>{r.email || <span className={s.muted}>{l.none}</span>}</TableCell>
            <TableCell className={s.nowrap}>
              {r.phone ? formatPhone(r.phone) : <span className={s.muted}>{l.none}</span>}
            </TableCell>
            <TableCell>{r.advisor ?? <span className={s.muted}>{l.none}</span>}</TableCell>
            <TableCell>
              <TagBadges tags={r.tags} none={l.none} />
            </TableCell>
            <TableCell>
              <StatusBadge status={r.status} />
            </TableCell>
            <CreatedCell at={r.created_at} className={s.nowrap} />
            {anyDeleted && (
              <TableCell>
                {r.status === 'deleted' && <RestoreButton row={r} onRestore={onRestore} restoring={restoring} />}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function UsersCards({ rows, selected, onSelect, onRestore, restoring }: TableProps) {
  const s = useStyles();
  return (
    <>
      <div className={s.selectAllRow}>
        <SelectAllCheckbox rows={rows} selected={selected} onSelect={onSelect} label={l.selectAll} labelled />
      </div>
      <ul className={s.list} aria-label={l.table}>
        {rows.map((r) => (
          <li key={r.id} className={s.card}>
            <SelectRowCheckbox row={r} selected={selected} onSelect={onSelect} label={l.selectUser(r.full_name)} />
            <div className={s.cardBody}>
              <span className={s.cardName}>
                <NameLink row={r} />
              </span>
              {r.email && <span className={s.cardLine}>{r.email}</span>}
              {r.phone && <span className={s.cardLine}>{formatPhone(r.phone)}</span>}
              {r.advisor && <span className={s.cardLine}>{`${l.columns.advisor}: ${r.advisor}`}</span>}
              <span className={s.cardFoot}>
                <StatusBadge status={r.status} />
                <TagBadges tags={r.tags} none={l.none} />
                <span className={s.cardLine}>
                  {`${l.columns.created} `}
                  <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
                </span>
                {r.status === 'deleted' && <RestoreButton row={r} onRestore={onRestore} restoring={restoring} />}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
