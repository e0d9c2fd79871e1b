/**
 * What a Collect row shows, cell by cell, shared by the table and the phone cards: the status text and badges
 * (QD §4), the due date with its overdue badge, dates as 'MMM D, YYYY' and the deposit.
 */
import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import { questionnaireTypeLabels, type QuestionnaireType } from '@ledgerline/shared/questionnaire-sending';
import { dueBadge, questionnaireText, statusText } from '@ledgerline/shared/questionnaires';
import type { CollectRow } from '../../../api/questionnaires-staff';
import { browserZone, formatCalendarDate, formatDate } from '../../../format/dateTime';
import { collectText as t } from '../../../texts/collect';
import { RouterLink } from '../../RouterLink';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { textAlign: 'start' },
});

export function Muted({ children }: { children: string }) {
  return <span className={useStyles().muted}>{children}</span>;
}

export function EntityName({ row }: { row: CollectRow }) {
  const name = row.company_details.name;
  return row.company_details.hash_id ? (
    <RouterLink to={`/admin/${row.company_details.hash_id}`}>{name}</RouterLink>
  ) : (
    name
  );
}

/** The questionnaire's name: activating it opens the advisor preview dialog (QD §2). */
export function QuestionnaireName({ row, onOpen }: { row: CollectRow; onOpen: (row: CollectRow) => void }) {
  return (
    <Link as="button" className={useStyles().name} onClick={() => onOpen(row)}>
      {row.formatted_name}
    </Link>
  );
}

export const typeLabel = (row: CollectRow) =>
  questionnaireTypeLabels[row.questionnaire_type as QuestionnaireType] ?? row.questionnaire_type;

/** The status text (QD §4 order), a draft as a badge, and Locked and Deleted badges. */
export function StatusBadges({ row }: { row: CollectRow }) {
  const s = useStyles();
  return (
    <span className={s.badges}>
      {row.is_draft && !row.completed ? (
        <Badge appearance="tint" color="warning">
          {questionnaireText.draft}
        </Badge>
      ) : (
        <span>{statusText(row)}</span>
      )}
      {row.locked && (
        <Badge appearance="tint" color="danger">
          {questionnaireText.locked}
        </Badge>
      )}
      {row.deleted_at && (
        <Badge appearance="tint" color="subtle">
          {t.deleted}
        </Badge>
      )}
    </span>
  );
}

export function Progress({ row }: { row: CollectRow }) {
  return (
    <>
      <span aria-hidden="true">{t.progress(row.questions_completed, row.questions_total)}</span>
      <span className="sr-only">{t.progressLabel(row.questions_completed, row.questions_total)}</span>
    </>
  );
}

/** The due date, and 'Overdue N days ago' while the client still has something to do. */
export function DueDate({ row }: { row: CollectRow }) {
  const s = useStyles();
  if (!row.due_date) return <Muted>{t.none}</Muted>;
  const badge = row.completed || row.locked ? null : dueBadge(row.due_date, Date.now(), browserZone);
  return (
    <span className={s.stack}>
      <time dateTime={row.due_date}>{formatCalendarDate(row.due_date)}</time>
      {badge?.kind === 'overdue' && (
        <Badge appearance="tint" color="danger">
          {badge.text}
        </Badge>
      )}
    </span>
  );
}

export function DateOf({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatDate(at)}</time> : <Muted>{t.none}</Muted>;
}

export function LastActivity({ row }: { row: CollectRow }) {
  const s = useStyles();
  if (!row.last_activity_at) return <Muted>{t.none}</Muted>;
  return (
    <span className={s.stack}>
      {row.last_activity && <span>{row.last_activity}</span>}
      <DateOf at={row.last_activity_at} />
    </span>
  );
}

export function Deposit({ row }: { row: CollectRow }) {
  if (row.deposit_amount === null) return <Muted>{t.none}</Muted>;
  const status = row.deposit_status ? (t.depositStatus[row.deposit_status] ?? row.deposit_status) : null;
  return <span>{status ? `${t.dollars(row.deposit_amount)} · ${status}` : t.dollars(row.deposit_amount)}</span>;
}
