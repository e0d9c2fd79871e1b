import { Checkbox, Field, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useEntitySearch } from '../../hooks/useEntitySearch';
import { firmRolesText as t } from '../../texts/firmRoles';

const useStyles = makeStyles({
  box: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  list: { maxHeight: '220px', overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

export interface ChosenEntity {
  id: string;
  name: string;
}

/** Several entities: type part of a name, tick the ones wanted; ticked ones stay listed while the search moves on. */
export function EntityCheckList({
  chosen,
  onChange,
}: {
  chosen: ChosenEntity[];
  onChange: (entities: ChosenEntity[]) => void;
}) {
  const s = useStyles();
  const [term, setTerm] = useState('');
  const found = useEntitySearch(term);
  const rows = (found.data ?? []).map((e) => ({ id: e.id, name: e.name }));
  const shown = [...chosen, ...rows.filter((r) => !chosen.some((c) => c.id === r.id))];
  const toggle = (e: ChosenEntity, on: boolean) =>
    onChange(on ? [...chosen.filter((c) => c.id !== e.id), e] : chosen.filter((c) => c.id !== e.id));
  return (
    <fieldset className={s.box}>
      <legend className={s.legend}>{t.entities}</legend>
      <Field label={t.searchEntities}>
        <SearchBox value={term} maxLength={200} onChange={(_, d) => setTerm(d.value)} />
      </Field>
      <Text size={200} className={s.muted} aria-live="polite">
        {t.chosenEntities(chosen.length)}
      </Text>
      {!found.data && found.isLoading ? (
        <Spinner size="tiny" label={t.loadingEntities} />
      ) : shown.length === 0 ? (
        <p className={s.muted}>{t.noEntities}</p>
      ) : (
        <div className={s.list}>
          {shown.map((e) => (
            <Checkbox
              key={e.id}
              label={e.name}
              checked={chosen.some((c) => c.id === e.id)}
              onChange={(_, d) => toggle(e, d.checked === true)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
