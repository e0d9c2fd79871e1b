import {
  makeStyles,
  Select,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo } from 'react';
import type { CollectRow } from '../../../api/questionnaires-staff';
import { collectText as t } from '../../../texts/collect';
import {
  ScrollTable,
  SelectAllCheckbox,
  SelectHeaderCell,
  SelectRowCheckbox,
  SortableHeaderCell,
} from '../../ui/DirectoryTable';
import {
  DateOf,
  Deposit,
  DueDate,
  EntityName,
  LastActivity,
  Muted,
  Progress,
  QuestionnaireName,
  StatusBadges,
  typeLabel,
} from './CollectCells';
import { nextSort, type CollectSort, type CollectSortField } from './collect-query';
import type { SelectedRows } from './collect-selection';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  cardBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  cardLine: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  phoneTools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  sort: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

interface TableProps {
  rows: CollectRow[];
  /** A custom status's staff label by its id. */
  customStatusNames: ReadonlyMap<string, string>;
  sort: CollectSort;
  onSort: (sort: CollectSort) => void;
  selected: SelectedRows;
  onSelect: (rows: CollectRow[], on: boolean) => void;
  onOpen: (row: CollectRow) => void;
  /** A phone: the rows become cards, so nothing scrolls sideways. */
  narrow: boolean;
}

const sortColumns: { field: CollectSortField; label: string }[] = [
  { field: 'last_activity_at', label: t.columns.lastActivity },
  { field: 'company_name', label: t.columns.entity },
  { field: 'name', label: t.columns.questionnaire },
  { field: 'due_date', label: t.columns.dueDate },
];
const sortLabel = (field: CollectSortField) => sortColumns.find((c) => c.field === field)!.label;

/**
 * FA §2.2 Collect's table: select, entity (opens /admin/{hash}), questionnaire (opens the advisor preview), type,
 * status, custom status, progress, due date, sent, last activity, deposit. Last activity, entity, questionnaire
 * and due date sort (the list's designed orders).
 */
export function CollectTable(props: TableProps) {
  return props.narrow ? <CollectCards {...props} /> : <CollectGrid {...props} />;
}

function useSelectedIds(selected: SelectedRows): ReadonlySet<string> {
  return useMemo(() => new Set(selected.keys()), [selected]);
}

function CollectGrid({ rows, customStatusNames, sort, onSort, selected, onSelect, onOpen }: TableProps) {
  const s = useStyles();
  const ids = useSelectedIds(selected);
  const header = (field: CollectSortField) => (
    <SortableHeaderCell
      field={field}
      label={sortLabel(field)}
      sortLabel={t.sortBy(sortLabel(field))}
      sort={sort}
      onSort={(next) => onSort(nextSort(sort, next.field))}
    />
  );
  return (
    <ScrollTable label={t.table} minWidth="1240px">
      <TableHeader>
        <TableRow>
          <SelectHeaderCell rows={rows} selected={ids} onSelect={onSelect} label={t.selectAll} />
          {header('company_name')}
          {header('name')}
          <TableHeaderCell>{t.columns.type}</TableHeaderCell>
          <TableHeaderCell>{t.columns.status}</TableHeaderCell>
          <TableHeaderCell>{t.columns.customStatus}</TableHeaderCell>
          <TableHeaderCell>{t.columns.progress}</TableHeaderCell>
          {header('due_date')}
          <TableHeaderCell>{t.columns.sent}</TableHeaderCell>
          {header('last_activity_at')}
          <TableHeaderCell>{t.columns.deposit}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <SelectRowCheckbox
                row={r}
                selected={ids}
                onSelect={onSelect}
                label={t.selectRow(r.formatted_name, r.company_details.name)}
              />
            </TableCell>
            <TableCell>
              <EntityName row={r} />
            </TableCell>
            <TableCell>
              <QuestionnaireName row={r} onOpen={onOpen} />
            </TableCell>
            <TableCell>{typeLabel(r)}</TableCell>
            <TableCell>
              <StatusBadges row={r} />
            </TableCell>
            <TableCell>
              <CustomStatus row={r} names={customStatusNames} />
            </TableCell>
            <TableCell className={s.nowrap}>
              <Progress row={r} />
            </TableCell>
            <TableCell className={s.nowrap}>
              <DueDate row={r} />
            </TableCell>
            <TableCell className={s.nowrap}>
              <DateOf at={r.sent_at} />
            </TableCell>
            <TableCell>
              <LastActivity row={r} />
            </TableCell>
            <TableCell>
              <Deposit row={r} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function CustomStatus({ row, names }: { row: CollectRow; names: ReadonlyMap<string, string> }) {
  const name = row.firm_custom_status_id ? names.get(row.firm_custom_status_id) : undefined;
  return name ? <span>{name}</span> : <Muted>{t.none}</Muted>;
}

/** The phone's cards, with the sort as a select (there are no column headers to click). */
function CollectCards({ rows, customStatusNames, sort, onSort, selected, onSelect, onOpen }: TableProps) {
  const s = useStyles();
  const ids = useSelectedIds(selected);
  const sortId = useId();
  const sortValue = `${sort.field}:${sort.descending ? 'desc' : 'asc'}`;
  return (
    <>
      <div className={s.phoneTools}>
        <SelectAllCheckbox rows={rows} selected={ids} onSelect={onSelect} label={t.selectAll} labelled />
        <span className={s.sort}>
          <label htmlFor={sortId}>{t.sortOrder}</label>
          <Select
            id={sortId}
            size="small"
            value={sortValue}
            onChange={(_, d) => {
              const [field, dir] = d.value.split(':') as [CollectSortField, string];
              onSort({ field, descending: dir === 'desc' });
            }}
          >
            {sortColumns.flatMap((c) =>
              (['desc', 'asc'] as const).map((dir) => (
                <option key={`${c.field}:${dir}`} value={`${c.field}:${dir}`}>
                  {`${c.label}, ${orderWords(c.field, dir === 'desc')}`}
                </option>
              )),
            )}
          </Select>
        </span>
      </div>
      <ul className={s.list} aria-label={t.table}>
        {rows.map((r) => {
          const custom = r.firm_custom_status_id ? customStatusNames.get(r.firm_custom_status_id) : undefined;
          return (
            <li key={r.id} className={s.card}>
              <SelectRowCheckbox
                row={r}
                selected={ids}
                onSelect={onSelect}
                label={t.selectRow(r.formatted_name, r.company_details.name)}
              />
              <div className={s.cardBody}>
                <QuestionnaireName row={r} onOpen={onOpen} />
                <span className={s.cardLine}>
                  <EntityName row={r} />
                  {` · ${typeLabel(r)}`}
                </span>
                <StatusBadges row={r} />
                {custom && <span className={s.cardLine}>{`${t.columns.customStatus}: ${custom}`}</span>}
                <span className={s.cardLine}>
                  {`${t.columns.progress}: `}
                  <Progress row={r} />
                </span>
                {r.due_date && (
                  <span className={s.cardLine}>
                    {`${t.columns.dueDate}: `}
                    <DueDate row={r} />
                  </span>
                )}
                <span className={s.cardLine}>
                  {`${t.columns.lastActivity}: `}
                  <LastActivity row={r} />
                </span>
                {r.deposit_amount !== null && (
                  <span className={s.cardLine}>
                    {`${t.columns.deposit}: `}
                    <Deposit row={r} />
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function orderWords(field: CollectSortField, descending: boolean): string {
  if (field === 'company_name' || field === 'name') return descending ? t.zToA : t.aToZ;
  return descending ? t.newestFirst : t.oldestFirst;
}
