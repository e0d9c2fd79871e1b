import {
  Button,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SearchBox,
  Text,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import type { Company } from '../api/types';
import { useDebounced } from '../hooks/useDebounced';
import { navText, ui } from '../messages';

/** FA §2.3: a filter box when there are more than 5 entities; 5 shown until Show All. */
const VISIBLE = 5;
/** MD §9: 'entity selector debounce 300 ms' (FA §9's 160 ms is the staff selector's). */
export const entityFilterDebounceMs = 300;

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '480px',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
});

/** The client's entity selector; only rendered when the client has more than one entity. */
export function EntitySelector({
  companies,
  selected,
  onSelect,
}: {
  companies: Company[];
  selected: Company | null;
  onSelect: (id: string) => void;
}) {
  const s = useStyles();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const needle = useDebounced(filter, entityFilterDebounceMs).trim().toLowerCase();
  const matching = needle ? companies.filter((c) => c.name.toLowerCase().includes(needle)) : companies;
  const shown = showAll ? matching : matching.slice(0, VISIBLE);

  // After Show All, keyboard focus moves to the first entity that was hidden.
  useEffect(() => {
    if (showAll) group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[VISIBLE]?.focus();
  }, [showAll]);

  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.h2}>
        {ui.entities}
      </h2>
      {companies.length > VISIBLE && (
        <Field label={ui.filterEntities}>
          <SearchBox value={filter} onChange={(_, d) => setFilter(d.value)} />
        </Field>
      )}
      {shown.length > 0 ? (
        <RadioGroup
          ref={group}
          aria-labelledby={headingId}
          value={selected?.id ?? ''}
          onChange={(_, d) => onSelect(d.value)}
        >
          {shown.map((c) => (
            <Radio key={c.id} value={c.id} label={c.name} />
          ))}
        </RadioGroup>
      ) : (
        <Text>{ui.noEntitiesMatch}</Text>
      )}
      {!showAll && matching.length > VISIBLE && (
        <div>
          <Button onClick={() => setShowAll(true)}>{navText.showAll}</Button>
        </div>
      )}
    </section>
  );
}
