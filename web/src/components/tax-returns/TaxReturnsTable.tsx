import {
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import type { TaxReturnSortField } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { RouterLink } from '../RouterLink';
import {
  ScrollTable,
  SelectAllCheckbox,
  SelectHeaderCell,
  SelectRowCheckbox,
  SortableHeaderCell,
} from '../ui/DirectoryTable';
import { useRowCardStyles } from '../ui/useRowCardStyles';
import type { TaxReturnSort } from './filters';
import { DateText, OpenReturnLink, OrNone, ReminderSwitch, StatusBadge } from './TaxReturnCells';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { width: '48px' },
  cardName: { ...typographyStyles.body1Strong },
  cardFoot: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  selectAllRow: { display: 'flex', alignItems: 'center', marginBottom: tokens.spacingVerticalS },
});

export interface TaxReturnsTableProps {
  rows: TaxReturnRow[];
  sort: TaxReturnSort;
  onSort: (sort: TaxReturnSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (rows: TaxReturnRow[], on: boolean) => void;
  /** FA §2.6: the identity verification column shows only when the firm verifies signers. */
  identityColumn: boolean;
  onOpen: (row: TaxReturnRow) => void;
  onReminder: (row: TaxReturnRow, remindersOn: boolean) => void;
  /** Reminder changes on their way, by return id. */
  reminderPending: ReadonlyMap<string, boolean>;
  /** The row's actions menu. */
  actions: (row: TaxReturnRow) => ReactNode;
  /** Phone width: cards instead of a table. */
  narrow: boolean;
}

/**
 * FA §2.6 tax returns table: select, company name (its entity page), tax year, tax return name, current status,
 * signatures, payments, updated at, last signed at, last reminder sent at, assigned advisor, reminder toggle, ID
 * Fraud Detection (when on) and actions; every column but select and actions sorts. A click on a row opens the
 * return like its name does (the name is the keyboard's way). On a phone the rows become cards.
 */
export function TaxReturnsTable(props: TaxReturnsTableProps) {
  return props.narrow ? <TaxReturnCards {...props} /> : <TaxReturnGrid {...props} />;
}

/** A click on the row's blank space opens it; a click on a control in it is the control's own. */
function fromControl(e: MouseEvent) {
  return (e.target as HTMLElement).closest('a, button, input, label, [role="menuitem"], [role="switch"]') !== null;
}

function TaxReturnGrid(p: TaxReturnsTableProps) {
  const s = useStyles();
  const header = (field: TaxReturnSortField, label: string) => (
    <SortableHeaderCell field={field} label={label} sortLabel={t.sortBy(label)} sort={p.sort} onSort={p.onSort} />
  );
  return (
    <ScrollTable label={t.table} minWidth={p.identityColumn ? '1600px' : '1450px'}>
      <TableHeader>
        <TableRow>
          <SelectHeaderCell rows={p.rows} selected={p.selected} onSelect={p.onSelect} label={t.selectAll} />
          {header('company_name', t.columns.company)}
          {header('tax_year', t.columns.taxYear)}
          {header('tax_return_name', t.columns.name)}
          {header('current_status', t.columns.status)}
          {header('signatures', t.columns.signatures)}
          {header('payments', t.columns.payments)}
          {header('updated_at', t.columns.updatedAt)}
          {header('last_signed_at', t.columns.lastSignedAt)}
          {header('last_reminder_sent_at', t.columns.lastReminderAt)}
          {header('assigned_advisor', t.columns.advisor)}
          {header('reminder_disabled', t.columns.reminder)}
          {p.identityColumn && header('identity_verification_status', t.columns.identity)}
          <TableHeaderCell className={s.actions}>
            <span className="sr-only">{t.columns.actions}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {p.rows.map((r) => (
          <TableRow key={r.id} className={s.row} onClick={(e) => !fromControl(e) && p.onOpen(r)}>
            <TableCell>
              <SelectRowCheckbox
                row={r}
                selected={p.selected}
                onSelect={p.onSelect}
                label={t.selectReturn(`${r.company_name} ${r.tax_year} ${r.tax_return_name}`)}
              />
            </TableCell>
            <TableCell>
              <RouterLink to={`/admin/${encodeURIComponent(r.company_hash)}`}>{r.company_name}</RouterLink>
            </TableCell>
            <TableCell>{r.tax_year}</TableCell>
            <TableCell>
              <OpenReturnLink row={r} onOpen={p.onOpen} />
            </TableCell>
            <TableCell className={s.nowrap}>
              <StatusBadge row={r} />
            </TableCell>
            <TableCell>{r.signature_summary}</TableCell>
            <TableCell>{r.payment_summary}</TableCell>
            <TableCell className={s.nowrap}>
              <DateText at={r.updated_at} />
            </TableCell>
            <TableCell className={s.nowrap}>
              <DateText at={r.last_signed_at} />
            </TableCell>
            <TableCell className={s.nowrap}>
              <DateText at={r.last_reminder_sent_at} />
            </TableCell>
            <TableCell>
              <OrNone text={r.assigned_advisor_name} />
            </TableCell>
            <TableCell>
              <ReminderSwitch row={r} pending={p.reminderPending.get(r.id)} onChange={p.onReminder} />
            </TableCell>
            {p.identityColumn && (
              <TableCell>
                <OrNone text={r.identity_verification_status} />
              </TableCell>
            )}
            <TableCell>{p.actions(r)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function TaxReturnCards(p: TaxReturnsTableProps) {
  const s = useStyles();
  const c = useRowCardStyles();
  return (
    <>
      <div className={s.selectAllRow}>
        <SelectAllCheckbox rows={p.rows} selected={p.selected} onSelect={p.onSelect} label={t.selectAll} labelled />
      </div>
      <ul className={c.list} aria-label={t.table}>
        {p.rows.map((r) => (
          <li key={r.id} className={c.card}>
            <SelectRowCheckbox
              row={r}
              selected={p.selected}
              onSelect={p.onSelect}
              label={t.selectReturn(`${r.company_name} ${r.tax_year} ${r.tax_return_name}`)}
            />
            <div className={c.cardBody}>
              <span className={s.cardName}>
                <OpenReturnLink row={r} onOpen={p.onOpen} />
              </span>
              <span className={c.cardLine}>
                <RouterLink to={`/admin/${encodeURIComponent(r.company_hash)}`}>{r.company_name}</RouterLink>
                {` · ${r.tax_year}`}
              </span>
              <span className={c.cardLine}>{r.signature_summary}</span>
              <span className={c.cardLine}>{r.payment_summary}</span>
              {r.assigned_advisor_name && (
                <span className={c.cardLine}>{`${t.columns.advisor}: ${r.assigned_advisor_name}`}</span>
              )}
              {p.identityColumn && r.identity_verification_status && (
                <span className={c.cardLine}>{`${t.columns.identity}: ${r.identity_verification_status}`}</span>
              )}
              <span className={c.cardLine}>
                {`${t.columns.updatedAt} `}
                <DateText at={r.updated_at} />
              </span>
              <span className={s.cardFoot}>
                <StatusBadge row={r} />
                <ReminderSwitch row={r} pending={p.reminderPending.get(r.id)} onChange={p.onReminder} labelled />
                {p.actions(r)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
