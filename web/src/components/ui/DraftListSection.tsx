import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  add: { alignSelf: 'flex-start' },
});

/** A draft in a list the user edits: its key outlives edits and reorders. */
export interface KeyedDraft {
  key: string;
}

/** The edits of one draft of a list kept in state, found by its key. */
export function draftEdits<T extends KeyedDraft>(set: Dispatch<SetStateAction<T[]>>, key: string) {
  return {
    onChange: (next: T) => set((all) => all.map((x) => (x.key === key ? next : x))),
    onRemove: () => set((all) => all.filter((x) => x.key !== key)),
  };
}

/** A titled section of drafts, one editor each (or a line saying there are none), and a button adding one. */
export function DraftListSection<T extends KeyedDraft>({
  id,
  title,
  empty,
  addLabel,
  drafts,
  onAdd,
  children,
}: {
  /** The heading's id, naming the section. */
  id: string;
  title: string;
  empty: string;
  addLabel: string;
  drafts: readonly T[];
  onAdd: () => void;
  children: (draft: T, index: number) => ReactNode;
}) {
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.h2}>
        {title}
      </h2>
      {drafts.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <ul className={s.list}>
          {drafts.map((d, i) => (
            <li key={d.key}>{children(d, i)}</li>
          ))}
        </ul>
      )}
      <Button className={s.add} icon={<AddRegular />} onClick={onAdd}>
        {addLabel}
      </Button>
    </section>
  );
}
