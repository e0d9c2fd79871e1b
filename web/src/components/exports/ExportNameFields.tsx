import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { exportLabels as l } from '../../texts/exports';
import { fileNameOf, type ExportTarget } from './export-rules';

/** The schema's most characters for a name. */
const maxNameLength = 200;

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '280px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  hint: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * QD §9 the file's name, prefilled with '{company} - {questionnaire name} ({tax_year}) {MM-DD-YYYY}': one field for
 * one questionnaire (save_as_name), or one per questionnaire labelled by entity and questionnaire (save_as_names).
 * Each hint shows the sanitised name the file gets (QD §5); an emptied field keeps the default.
 */
export function ExportNameFields({
  targets,
  names,
  defaults,
  extension,
  onName,
}: {
  targets: readonly ExportTarget[];
  names: Readonly<Record<string, string>>;
  defaults: Readonly<Record<string, string>>;
  /** The file's extension with one questionnaire; several go in one zip, each named without it. */
  extension: string | null;
  onName: (id: string, name: string) => void;
}) {
  const s = useStyles();
  const ids = useId();
  const hint = (id: string) => {
    const name = fileNameOf(names[id], defaults[id] ?? '');
    return <span className={s.hint}>{l.savedAs(extension ? `${name}.${extension}` : name)}</span>;
  };
  if (targets.length === 1) {
    const only = targets[0]!;
    return (
      <Field label={l.fileName} hint={hint(only.id)}>
        <Input value={names[only.id] ?? ''} maxLength={maxNameLength} onChange={(_, d) => onName(only.id, d.value)} />
      </Field>
    );
  }
  return (
    <fieldset className={s.fieldset} aria-describedby={`${ids}-intro`}>
      <legend className={s.legend}>{l.fileNames}</legend>
      <Text id={`${ids}-intro`} size={200} className={s.muted} block>
        {l.fileNamesHint}
      </Text>
      <ul className={s.list}>
        {targets.map((t) => (
          <li key={t.id}>
            <Field label={l.nameOf(t.company_name, t.formatted_name, t.tax_year)} hint={hint(t.id)} size="small">
              <Input
                size="small"
                value={names[t.id] ?? ''}
                maxLength={maxNameLength}
                onChange={(_, d) => onName(t.id, d.value)}
              />
            </Field>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
