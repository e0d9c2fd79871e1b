import { Field, makeStyles, Radio, RadioGroup, SearchBox, Spinner, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { ClientRow } from '../../api/users';
import { useClientSearch } from '../../hooks/useClientSearch';
import { entitiesText as t } from '../../texts/entities';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { maxHeight: '240px', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** Pick one client of the firm: type part of a name or email (300 ms, FA §9), choose one of up to 10. */
export function ClientPicker({
  selected,
  onSelect,
  exclude = [],
}: {
  selected: ClientRow | null;
  onSelect: (user: ClientRow) => void;
  /** Users not to offer (the entity's owners already). */
  exclude?: readonly string[];
}) {
  const s = useStyles();
  const [term, setTerm] = useState('');
  const found = useClientSearch(term);
  const labelId = useId();
  const rows = (found.data ?? []).filter((u) => !exclude.includes(u.id));
  // The chosen user stays listed (and checked) while the search moves on.
  const shown = selected && !rows.some((u) => u.id === selected.id) ? [selected, ...rows] : rows;
  const describe = (u: ClientRow) => (u.email ? `${u.full_name} (${u.email})` : u.full_name);
  return (
    <div className={s.box}>
      <Field label={t.searchUsers}>
        <SearchBox value={term} maxLength={200} onChange={(_, d) => setTerm(d.value)} />
      </Field>
      <span id={labelId} className="sr-only">
        {t.chooseUser}
      </span>
      {!found.data && found.isLoading ? (
        <Spinner size="tiny" label={t.loading} />
      ) : shown.length === 0 ? (
        <p className={s.muted}>{t.noUsersFound}</p>
      ) : (
        <div className={s.list}>
          <RadioGroup
            aria-labelledby={labelId}
            value={selected?.id ?? ''}
            onChange={(_, d) => {
              const user = shown.find((u) => u.id === d.value);
              if (user) onSelect(user);
            }}
          >
            {shown.map((u) => (
              <Radio key={u.id} value={u.id} label={describe(u)} />
            ))}
          </RadioGroup>
        </div>
      )}
    </div>
  );
}
