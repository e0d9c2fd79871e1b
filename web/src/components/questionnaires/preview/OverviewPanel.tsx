import { Badge, Button, makeStyles, Select, Switch, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useId } from 'react';
import { questionnaireText, statusText } from '@ledgerline/shared/questionnaires';
import type { FirmCustomStatus } from '../../../api/questionnaires';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { formatDate, formatDateTime } from '../../../format/dateTime';
import { previewLabels as l, previewSpec as t } from '../../../texts/questionnaire-preview';
import { calendarInstant, depositMove, depositState, formatDollars } from './rules';
import type { QuestionnaireActions } from './useQuestionnaireActions';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h3: { ...typographyStyles.subtitle2, margin: 0 },
  dl: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, auto) 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  status: { minWidth: '12rem' },
});

export type OverviewOpen = 'completed' | 'unsubmit' | 'due';

/**
 * The dialog's state and the changes QD §4 lists beside the header buttons: Send to user (drafts), Mark completed /
 * Mark incomplete and Unsubmit (each asked first, by the parent), Track changes and automatic reminders, the due
 * date, the deposit (its words and Mark as paid / Mark as unpaid) and the custom status, whose change the parent
 * follows with the Notify dialog.
 */
export function OverviewPanel({
  q,
  actions,
  customStatuses,
  onOpen,
  onCustomStatus,
}: {
  q: QuestionnaireDetail;
  actions: QuestionnaireActions;
  customStatuses: FirmCustomStatus[];
  onOpen: (what: OverviewOpen, opener: HTMLElement) => void;
  onCustomStatus: (id: string) => void;
}) {
  const s = useStyles();
  const headingId = useId();
  const statusId = useId();
  const busy = actions.busy !== null;
  const deposit = depositState(q.deposit_status, q.deposit_amount);
  const move = depositMove(deposit);

  return (
    <section className={s.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.h3}>
        {l.overview}
      </h3>
      <dl className={s.dl}>
        <dt className={s.dt}>{l.status}</dt>
        <dd className={s.dd}>
          <Text>{statusText(q)}</Text>
          {q.locked && (
            <Badge appearance="tint" color="danger">
              {questionnaireText.locked}
            </Badge>
          )}
        </dd>
        <dt className={s.dt}>{l.due}</dt>
        <dd className={s.dd}>
          <Text>{q.due_date ? formatDate(calendarInstant(q.due_date)) : l.noDueDate}</Text>
          <Button size="small" disabled={busy} onClick={(e) => onOpen('due', e.currentTarget)}>
            {l.editDueDate}
          </Button>
        </dd>
        <dt className={s.dt}>{l.progress}</dt>
        <dd className={s.dd}>{l.progressValue(q.questions_completed, q.questions_total)}</dd>
        {q.last_activity && (
          <>
            <dt className={s.dt}>{l.lastActivity}</dt>
            <dd className={s.dd}>
              {q.last_activity}
              {q.last_activity_at ? `, ${formatDateTime(q.last_activity_at)}` : ''}
            </dd>
          </>
        )}
        {deposit && q.deposit_amount !== null && (
          <>
            <dt className={s.dt}>{l.depositHeading}</dt>
            <dd className={s.dd}>
              <Text weight="semibold">{t.deposit[deposit]}</Text>
              <Text>{l.depositAmount(formatDollars(q.deposit_amount))}</Text>
              {move && (
                <Button size="small" disabled={busy} onClick={() => void actions.setDeposit(move.to)}>
                  {move.kind === 'paid' ? t.markPaid : t.markUnpaid}
                </Button>
              )}
            </dd>
          </>
        )}
      </dl>
      <div className={s.row}>
        {q.is_draft && (
          <Button appearance="primary" disabled={busy} onClick={() => void actions.sendToUser()}>
            {t.sendToUser}
          </Button>
        )}
        {!q.is_draft && (
          <Button disabled={busy} onClick={(e) => onOpen('completed', e.currentTarget)}>
            {q.completed ? t.markIncomplete : t.markCompleted}
          </Button>
        )}
        {q.submitted_at && (
          <Button disabled={busy} onClick={(e) => onOpen('unsubmit', e.currentTarget)}>
            {l.unsubmit}
          </Button>
        )}
      </div>
      <div className={s.row}>
        <Switch
          label={l.trackChanges}
          checked={q.track_changes}
          disabled={busy}
          onChange={(_, d) => void actions.setTrackChanges(d.checked)}
        />
        <Switch
          label={l.reminders}
          checked={!q.reminders_disabled}
          disabled={busy}
          onChange={(_, d) => void actions.setRemindersDisabled(!d.checked)}
        />
      </div>
      <div className={s.row}>
        <label htmlFor={statusId}>{l.customStatus}</label>
        <Select
          id={statusId}
          className={s.status}
          value={q.firm_custom_status_id ?? ''}
          disabled={busy}
          onChange={(_, d) => onCustomStatus(d.value)}
        >
          <option value="">{l.noCustomStatus}</option>
          {customStatuses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.firm_user_display_status || c.client_display_status}
            </option>
          ))}
        </Select>
      </div>
    </section>
  );
}
