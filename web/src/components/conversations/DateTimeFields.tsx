import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { chatText } from './text';
import { todayInput } from './time';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

/** A date (minimum today) and a time, as the Schedule and Edit Scheduled Time dialogs ask them. */
export function DateTimeFields({
  date,
  time,
  onChange,
  error,
}: {
  date: string;
  time: string;
  onChange: (v: { date: string; time: string }) => void;
  error?: string | null;
}) {
  const s = useStyles();
  return (
    <div className={s.row}>
      <Field label={chatText.date} validationMessage={error ?? undefined} required>
        <Input type="date" value={date} min={todayInput()} onChange={(_, d) => onChange({ date: d.value, time })} />
      </Field>
      <Field label={chatText.time} required>
        <Input type="time" value={time} onChange={(_, d) => onChange({ date, time: d.value })} />
      </Field>
    </div>
  );
}
