import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { firmSettingsText as t } from '../../texts/firmSettings';
import type { VocabDraft } from './settings-draft';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  description: { '@media (max-width: 640px)': { gridColumn: '1 / 2', gridRow: '2' } },
  add: { alignSelf: 'flex-start' },
});

let next = 0;
const newRowKey = () => `new-${++next}`;

/** FA §3.4 firm_vocabs: the firm's key words and what each means, edited as rows; saved with the rest. */
export function VocabEditor({
  vocabs,
  bad,
  onChange,
}: {
  vocabs: VocabDraft[];
  bad: Record<string, true>;
  onChange: (vocabs: VocabDraft[]) => void;
}) {
  const s = useStyles();
  const set = (rowKey: string, change: Partial<VocabDraft>) =>
    onChange(vocabs.map((v) => (v.rowKey === rowKey ? { ...v, ...change } : v)));
  return (
    <>
      {vocabs.map((v) => (
        <div key={v.rowKey} className={s.row}>
          <Field label={t.keyWords} validationMessage={bad[v.rowKey] ? t.keyWordsRequired : undefined} required>
            <Input value={v.key_words} onChange={(_, d) => set(v.rowKey, { key_words: d.value })} />
          </Field>
          <Field label={t.description} className={s.description}>
            <Input value={v.description} onChange={(_, d) => set(v.rowKey, { description: d.value })} />
          </Field>
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t.removeWord(v.key_words)}
            onClick={() => onChange(vocabs.filter((x) => x.rowKey !== v.rowKey))}
          />
        </div>
      ))}
      <Button
        className={s.add}
        icon={<AddRegular />}
        onClick={() => onChange([...vocabs, { rowKey: newRowKey(), key_words: '', description: '' }])}
      >
        {t.addWord}
      </Button>
    </>
  );
}
