/**
 * The parts the Users and Entities tables share (FA §2.5): a labelled, keyboard-scrollable frame around the table,
 * header cells that sort by one of the list's designed orders, the select-all checkbox and a row's tag badges.
 */
import { Badge, Checkbox, makeStyles, Table, TableCell, TableHeaderCell, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatDate } from '../../format/dateTime';

const useStyles = makeStyles({
  frame: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  select: { width: '44px' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A list's sort: one of its designed orders, and which way. */
export interface TableSort<F extends string> {
  field: F;
  descending: boolean;
}

/** The table in a scroll region: wide columns scroll sideways inside it, and the keyboard can scroll it. */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: string; children: ReactNode }) {
  const s = useStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be focusable to scroll with the keyboard (axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: the frame is a labelled scroll region around the table, not a page section
    <div className={s.frame} role="region" aria-label={label} tabIndex={0}>
      {/* Only the sortable columns' headers are buttons (a sortable Table would make every header one). */}
      <Table style={{ minWidth }} size="small">
        {children}
      </Table>
    </div>
  );
}

/**
 * A header that sorts by its column: a click on the current column turns the order around; another column starts
 * newest first for created_at, A to Z otherwise.
 */
export function SortableHeaderCell<F extends string>({
  field,
  label,
  sortLabel,
  sort,
  onSort,
  className,
}: {
  field: F;
  label: string;
  /** The header button's accessible name ('Sort by Name'). */
  sortLabel: string;
  sort: TableSort<F>;
  onSort: (sort: TableSort<F>) => void;
  className?: string;
}) {
  const current = sort.field === field;
  return (
    <TableHeaderCell
      className={className}
      sortable
      sortDirection={current ? (sort.descending ? 'descending' : 'ascending') : undefined}
      onClick={() => onSort({ field, descending: current ? !sort.descending : field === 'created_at' })}
      button={{ 'aria-label': sortLabel }}
    >
      {label}
    </TableHeaderCell>
  );
}

/** Selects or clears every row shown: checked when all are selected, mixed when some are. */
export function SelectAllCheckbox<R extends { id: string }>({
  rows,
  selected,
  onSelect,
  label,
  labelled = false,
}: {
  rows: R[];
  selected: ReadonlySet<string>;
  onSelect: (rows: R[], on: boolean) => void;
  label: string;
  /** A visible label (the phone cards) instead of an accessible name only (the table header). */
  labelled?: boolean;
}) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  return (
    <Checkbox
      {...(labelled ? { label } : { 'aria-label': label })}
      checked={all ? true : some ? 'mixed' : false}
      onChange={(_, d) => onSelect(rows, d.checked === true)}
    />
  );
}

/** The selection column's header: the select-all checkbox. */
export function SelectHeaderCell<R extends { id: string }>(props: {
  rows: R[];
  selected: ReadonlySet<string>;
  onSelect: (rows: R[], on: boolean) => void;
  label: string;
}) {
  const s = useStyles();
  return (
    <TableHeaderCell className={s.select}>
      <SelectAllCheckbox {...props} />
    </TableHeaderCell>
  );
}

/** A row's selection checkbox, named after the row ('Select Ann Lee'). */
export function SelectRowCheckbox<R extends { id: string }>({
  row,
  selected,
  onSelect,
  label,
}: {
  row: R;
  selected: ReadonlySet<string>;
  onSelect: (rows: R[], on: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox
      aria-label={label}
      checked={selected.has(row.id)}
      onChange={(_, d) => onSelect([row], d.checked === true)}
    />
  );
}

/** A row's date of creation, as 'MMM D, YYYY'. */
export function CreatedCell({ at, className }: { at: string; className?: string }) {
  return (
    <TableCell className={className}>
      <time dateTime={at}>{formatDate(at)}</time>
    </TableCell>
  );
}

/** A row's tags as badges, or the muted 'none' text. */
export function TagBadges({ tags, none }: { tags: readonly string[]; none: string }) {
  const s = useStyles();
  if (!tags.length) return <span className={s.muted}>{none}</span>;
  return (
    <span className={s.tags}>
      {tags.map((tag) => (
        <Badge key={tag} appearance="tint" color="informative">
          {tag}
        </Badge>
      ))}
    </span>
  );
}
