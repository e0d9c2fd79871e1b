import {
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SearchBox,
  Spinner,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useEntitySearch } from '../../hooks/useEntitySearch';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { ...typographyStyles.body1Strong, padding: 0, marginBottom: tokens.spacingVerticalS },
  list: { maxHeight: '180px', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface PickedEntity {
  id: string;
  name: string;
}

/** What the picker says, in the words of the dialog it is in. */
export interface EntityChoiceText {
  entity: string;
  searchEntities: string;
  loadingEntities: string;
  noEntities: string;
}

/**
 * Exactly one entity (FA §5.8: a tax return's, a signature request's): type part of its name and choose one of up to
 * 10 active entities.
 */
export function EntityChoice({
  selected,
  onSelect,
  error,
  text,
}: {
  selected: PickedEntity | null;
  onSelect: (entity: PickedEntity) => void;
  error?: string;
  text: EntityChoiceText;
}) {
  const s = useStyles();
  const ids = useId();
  const [term, setTerm] = useState('');
  const found = useEntitySearch(term);
  const rows = (found.data ?? []).map((e) => ({ id: e.id, name: e.name }));
  // The chosen entity stays listed (and checked) while the search moves on.
  const shown = selected && !rows.some((e) => e.id === selected.id) ? [selected, ...rows] : rows;
  return (
    <fieldset className={s.box}>
      <legend id={`${ids}-label`} className={s.legend}>
        {text.entity}
      </legend>
      <Field label={text.searchEntities}>
        <SearchBox value={term} maxLength={200} onChange={(_, d) => setTerm(d.value)} />
      </Field>
      {!found.data && found.isLoading ? (
        <Spinner size="tiny" label={text.loadingEntities} />
      ) : shown.length === 0 ? (
        <p className={s.muted}>{text.noEntities}</p>
      ) : (
        <div className={s.list}>
          <RadioGroup
            aria-labelledby={`${ids}-label`}
            aria-describedby={error ? `${ids}-error` : undefined}
            aria-invalid={error ? true : undefined}
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
      {error && (
        <Text id={`${ids}-error`} size={200} className={s.error} role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
