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
import { useEntityTypes } from '../../../hooks/useEntityTypes';
import { sendLabels as l } from '../../../texts/send-questionnaire';

const useStyles = makeStyles({
  control: { maxHeight: '120px', overflowY: 'auto' },
});

const noMatch = '';

/** The entity types a send goes to (the payload's company_types): every active entity of each one gets it. */
export function EntityTypesPicker({
  selected,
  onChange,
  onBlur,
}: {
  selected: string[];
  onChange: (types: string[]) => void;
  onBlur: () => void;
}) {
  const s = useStyles();
  const types = useEntityTypes();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const needle = query.trim().toLowerCase();
  const options = types.filter((t) => !selected.includes(t) && t.toLowerCase().includes(needle));

  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_, data) => {
    if (data.value === noMatch) return;
    onChange(data.selectedOptions);
    setQuery('');
    setOpen(false);
  };

  return (
    <Field label={l.entityTypes} hint={l.entityTypesHint}>
      <TagPicker
        inline
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        onOptionSelect={onOptionSelect}
        selectedOptions={selected}
      >
        <TagPickerControl className={s.control}>
          <TagPickerGroup aria-label={l.selectedEntityTypes}>
            {selected.map((t) => (
              <Tag key={t} value={t} shape="rounded" aria-label={l.removeEntityType(t)}>
                {t}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            placeholder={selected.length ? undefined : l.findEntityTypes}
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
              {l.noTypesMatch}
            </TagPickerOption>
          ) : (
            options.map((t) => (
              <TagPickerOption key={t} value={t} text={t}>
                {t}
              </TagPickerOption>
            ))
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
