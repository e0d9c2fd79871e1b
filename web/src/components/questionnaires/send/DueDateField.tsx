import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { addDays } from '@ledgerline/shared/questionnaire-sending';
import { dueDateShortcuts } from '@ledgerline/shared/send-schedule';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { validation } from './useTouched';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  input: { minWidth: '170px' },
});

/**
 * A due date with QD §9's shortcuts (7 days, 2 weeks, 1 month from today); the earliest date the picker offers is
 * `min` (today, or tomorrow for a custom questionnaire).
 */
export function DueDateField({
  value,
  onChange,
  onBlur,
  today,
  min,
  required = false,
  hint,
  message,
}: {
  value: string;
  onChange: (date: string) => void;
  onBlur: () => void;
  today: string;
  min: string;
  required?: boolean;
  hint?: string;
  message: string | undefined;
}) {
  const s = useStyles();
  return (
    <Field label={l.dueDate} required={required} hint={hint} {...validation(message)}>
      {(field) => (
        <div className={s.row}>
          <Input
            {...field}
            className={s.input}
            type="date"
            value={value}
            min={min}
            onChange={(_, d) => onChange(d.value)}
            onBlur={onBlur}
          />
          <div className={s.row}>
            {dueDateShortcuts.map((shortcut) => (
              <Button
                key={shortcut.days}
                size="small"
                aria-pressed={value === addDays(today, shortcut.days)}
                onClick={() => {
                  onChange(addDays(today, shortcut.days));
                  onBlur();
                }}
              >
                {shortcut.label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
}
