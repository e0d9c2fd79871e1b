import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { type SendFrequency, sendFrequencyOptions } from '@ledgerline/shared/send-schedule';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { validation } from './useTouched';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 160px' } },
});

export interface ScheduleValue {
  frequency: SendFrequency | '';
  firstScheduledDate: string;
  daysUntilDue: string;
}

/**
 * A scheduled send (QD §3 frequency, first_scheduled_date, days_until_due; §9 defaults once, tomorrow, 14 days):
 * each send goes on its date and is due days_until_due after it.
 */
export function ScheduleFields({
  value,
  onChange,
  onTouch,
  shown,
  today,
}: {
  value: ScheduleValue;
  onChange: (change: Partial<ScheduleValue>) => void;
  onTouch: (field: string) => void;
  shown: (field: string) => string | undefined;
  today: string;
}) {
  const s = useStyles();
  return (
    <div className={s.row}>
      <Field label={l.frequency} required {...validation(shown('frequency'))}>
        <Select
          value={value.frequency}
          onChange={(_, d) => {
            onChange({ frequency: d.value as SendFrequency | '' });
            onTouch('frequency');
          }}
          onBlur={() => onTouch('frequency')}
        >
          <option value="">{l.chooseFrequency}</option>
          {sendFrequencyOptions.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={l.firstSendDate} required {...validation(shown('firstScheduledDate'))}>
        <Input
          type="date"
          value={value.firstScheduledDate}
          min={today}
          onChange={(_, d) => onChange({ firstScheduledDate: d.value })}
          onBlur={() => onTouch('firstScheduledDate')}
        />
      </Field>
      <Field label={l.daysUntilDue} required hint={l.daysUntilDueHint} {...validation(shown('daysUntilDue'))}>
        <Input
          type="number"
          min={1}
          max={365}
          step={1}
          value={value.daysUntilDue}
          onChange={(_, d) => onChange({ daysUntilDue: d.value })}
          onBlur={() => onTouch('daysUntilDue')}
        />
      </Field>
    </div>
  );
}
