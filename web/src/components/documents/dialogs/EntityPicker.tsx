import { Field, makeStyles, Radio, RadioGroup, SearchBox, Spinner, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useEntitySearch } from '../../../hooks/useEntitySearch';
import { documentsLabels as l } from '../../../texts/documents';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { maxHeight: '200px', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

export interface PickedEntity {
  id: string;
  name: string;
}

/** Staff pick another active entity of the firm: type part of its name (300 ms, QD §9), choose one of up to 10. */
export function EntityPicker({
  selected,
  onSelect,
  exclude,
}: {
  selected: PickedEntity | null;
  onSelect: (entity: PickedEntity) => void;
  exclude: string;
}) {
  const s = useStyles();
  const labelId = useId();
  const [term, setTerm] = useState('');
  const found = useEntitySearch(term);
  const rows = (found.data ?? []).filter((e) => e.id !== exclude).map((e) => ({ id: e.id, name: e.name }));
  // The chosen entity stays listed (and checked) while the search moves on.
  const shown = selected && !rows.some((e) => e.id === selected.id) ? [selected, ...rows] : rows;
  return (
    <div className={s.box}>
      <Field label={l.searchEntities}>
        <SearchBox value={term} maxLength={200} onChange={(_, d) => setTerm(d.value)} />
      </Field>
      <span id={labelId} className="sr-only">
        {l.anotherEntity}
      </span>
      {!found.data && found.isLoading ? (
        <Spinner size="tiny" label={l.loading} />
      ) : shown.length === 0 ? (
        <p className={s.muted}>{l.noEntitiesFound}</p>
      ) : (
        <div className={s.list}>
          <RadioGroup
            aria-labelledby={labelId}
            value={selected?.id ?? ''}
            onChange={(_, d) => {
              const entity = shown.find((e) => e.id === d.value);
              if (entity) onSelect(entity);
            }}
          >
            {shown.map((e) => (
              <Radio key={e.id} value={e.id} label={e.name} />
            ))}
          </RadioGroup>
        </div>
      )}
    </div>
  );
}
