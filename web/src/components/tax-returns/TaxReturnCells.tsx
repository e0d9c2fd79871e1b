/** The cells the table and the phone cards share: status, dates, the name that opens a return, the reminder switch. */
import { Badge, Link, makeStyles, Switch, tokens } from '@fluentui/react-components';
import {
  reminderLocked,
  statusGroupOf,
  taxReturnStatusLabel,
  type TaxReturnStatusGroup,
} from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { formatCalendarDate, formatDate } from '../../format/dateTime';
import { taxReturnChecksText as checks } from '../../texts/taxReturnChecks';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  name: { textAlign: 'start' },
  status: { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
});

const groupColor: Record<TaxReturnStatusGroup, 'informative' | 'warning' | 'brand' | 'success' | 'subtle'> = {
  in_progress: 'informative',
  action_required: 'warning',
  waiting_for_client: 'brand',
  signed: 'success',
  finished: 'subtle',
};

/**
 * The Current status column: the server's label, coloured by the status group it falls in, and the date a new file
 * was promised by when the firm chose Upload later (FA §2.6).
 */
export function StatusBadge({
  row,
}: {
  row: Pick<TaxReturnRow, 'status' | 'current_status'> & { upload_later_date?: string | null };
}) {
  const s = useStyles();
  const label = row.current_status || taxReturnStatusLabel[row.status];
  const badge = (
    <Badge appearance="tint" color={row.status === 'error' ? 'danger' : groupColor[statusGroupOf(row.status)]}>
      {label}
    </Badge>
  );
  if (!row.upload_later_date) return badge;
  return (
    <span className={s.status}>
      {badge}
      <span className={s.muted}>{checks.uploadBySummary(formatCalendarDate(row.upload_later_date))}</span>
    </span>
  );
}

/** A date as 'MMM D, YYYY', or a muted dash when there is none. */
export function DateText({ at }: { at: string | null }) {
  const s = useStyles();
  if (!at) return <span className={s.muted}>{t.none}</span>;
  return <time dateTime={at}>{formatDate(at)}</time>;
}

export function OrNone({ text }: { text: string | null }) {
  const s = useStyles();
  return text ? text : <span className={s.muted}>{t.none}</span>;
}

/** The return's name: opens it (the draft dialog, the delivery admin view, or the still-processing message). */
export function OpenReturnLink({ row, onOpen }: { row: TaxReturnRow; onOpen: (row: TaxReturnRow) => void }) {
  const s = useStyles();
  return (
    <Link as="button" className={s.name} onClick={() => onOpen(row)}>
      {row.tax_return_name}
    </Link>
  );
}

/**
 * Reminders on or off (PATCH reminder_disabled). On means reminders go out; locked once every form is signed and
 * every payment made (FA §4.1). While the change is on its way the switch shows it.
 */
export function ReminderSwitch({
  row,
  pending,
  onChange,
  labelled = false,
}: {
  row: TaxReturnRow;
  pending: boolean | undefined;
  onChange: (row: TaxReturnRow, remindersOn: boolean) => void;
  /** A visible label (the phone cards) instead of an accessible name only (the table). */
  labelled?: boolean;
}) {
  const on = pending ?? !row.reminder_disabled;
  return (
    <Switch
      checked={on}
      disabled={reminderLocked(row)}
      label={labelled ? t.columns.reminder : undefined}
      aria-label={t.remindersFor(row.tax_return_name)}
      // A second flip while the first is on its way waits for it (the switch keeps focus meanwhile).
      onChange={(_, d) => pending === undefined && onChange(row, d.checked)}
    />
  );
}
