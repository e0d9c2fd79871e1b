import { Field, Input, makeStyles, Switch, Textarea, tokens } from '@fluentui/react-components';
import { firmSettingsText as t, type PreferenceField } from '../../texts/firmSettings';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  days: { maxWidth: '10em' },
});

/** One group of FA §3.4 preferences: switches, texts and numbers of days, each with its own label. */
export function PreferenceFields({
  fields,
  values,
  badDays,
  onChange,
}: {
  fields: PreferenceField[];
  values: Record<string, boolean | string>;
  badDays: Record<string, true>;
  onChange: (key: string, value: boolean | string) => void;
}) {
  const s = useStyles();
  return (
    <div className={s.list}>
      {fields.map((f) => {
        if (f.kind === 'switch')
          return (
            <Field key={f.key} hint={f.hint}>
              <Switch
                label={f.label}
                checked={values[f.key] === true}
                onChange={(_, d) => onChange(f.key, d.checked)}
              />
            </Field>
          );
        const value = String(values[f.key] ?? '');
        if (f.kind === 'days')
          return (
            <Field
              key={f.key}
              label={f.label}
              hint={f.hint}
              validationMessage={badDays[f.key] ? t.daysInvalid : undefined}
            >
              <Input
                className={s.days}
                inputMode="numeric"
                value={value}
                placeholder={f.placeholder}
                onChange={(_, d) => onChange(f.key, d.value)}
              />
            </Field>
          );
        return (
          <Field key={f.key} label={f.label} hint={f.hint}>
            {f.kind === 'longText' ? (
              <Textarea
                value={value}
                placeholder={f.placeholder}
                resize="vertical"
                onChange={(_, d) => onChange(f.key, d.value)}
              />
            ) : (
              <Input value={value} placeholder={f.placeholder} onChange={(_, d) => onChange(f.key, d.value)} />
            )}
          </Field>
        );
      })}
    </div>
  );
}
