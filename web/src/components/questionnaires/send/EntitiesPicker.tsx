import {
  Field,
  makeStyles,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  type TagPickerProps,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useEntitySearch } from '../../../hooks/useEntitySearch';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import type { PickedEntity } from './send-rules';
import { validation } from './useTouched';

const useStyles = makeStyles({
  control: { maxHeight: '160px', overflowY: 'auto' },
});

/** The value of a row that only informs (no match, loading): choosing it selects nothing. */
const noMatch = '';

/**
 * The entities a send names (the payload's company_ids): chips, and a box that searches the firm's active entities
 * as you type (GET /v2/entities, 10 by name, 300 ms after typing stops: QD §9).
 */
export function EntitiesPicker({
  selected,
  onChange,
  onBlur,
  message,
}: {
  selected: PickedEntity[];
  onChange: (entities: PickedEntity[]) => void;
  onBlur: () => void;
  message: string | undefined;
}) {
  const s = useStyles();
  const [query, setQuery] = useState('');
  // Inline and closed after each pick, as the Mass Email users picker: the list never covers the fields below.
  const [open, setOpen] = useState(false);
  const found = useEntitySearch(query, open);
  const chosen = new Set(selected.map((e) => e.id));
  const options = (found.data ?? []).filter((e) => !chosen.has(e.id));

  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_, data) => {
    if (data.value === noMatch) return;
    const known = new Map<string, PickedEntity>(selected.map((e) => [e.id, e]));
    for (const e of found.data ?? []) if (!known.has(e.id)) known.set(e.id, { id: e.id, name: e.name });
    onChange(data.selectedOptions.flatMap((id) => known.get(id) ?? []));
    setQuery('');
    setOpen(false);
  };

  return (
    <Field label={l.entities} hint={l.entitiesHint} {...validation(message)}>
      <TagPicker
        inline
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        onOptionSelect={onOptionSelect}
        selectedOptions={selected.map((e) => e.id)}
      >
        <TagPickerControl className={s.control}>
          <TagPickerGroup aria-label={l.selectedEntities}>
            {selected.map((e) => (
              <Tag key={e.id} value={e.id} shape="rounded" aria-label={l.removeEntity(e.name)}>
                {e.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            placeholder={selected.length ? undefined : l.findEntities}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onBlur={onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {options.length === 0 ? (
            <TagPickerOption value={noMatch} text="">
              {found.isLoading ? l.loadingEntities : l.noEntitiesMatch}
            </TagPickerOption>
          ) : (
            options.map((e) => (
              <TagPickerOption key={e.id} value={e.id} text={e.name} secondaryContent={e.entity_type}>
                {e.name}
              </TagPickerOption>
            ))
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
