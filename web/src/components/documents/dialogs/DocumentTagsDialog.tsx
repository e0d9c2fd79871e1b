import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ui } from '../../../messages';
import { documentsLabels as l, documentsSpec as t } from '../../../texts/documents';
import { canAddTag, newTagProblem, tagChoices } from './tag-rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1, minWidth: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '280px',
    overflowY: 'auto',
  },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/**
 * QD §2 Document Tags (staff, document tags enabled): the firm's list to choose this file's tags from, a new tag
 * (disabled when empty or existing: 'Tag already exist') and removing a tag from the firm's list (full access and
 * above). Save sets the file's tags.
 */
export function DocumentTagsDialog({
  documentName,
  current,
  firmTags,
  mayManage,
  onAdd,
  onRemove,
  onSave,
  onClose,
}: {
  documentName: string;
  current: readonly string[];
  /** Undefined while loading. */
  firmTags: string[] | undefined;
  mayManage: boolean;
  onAdd: (name: string) => Promise<boolean>;
  onRemove: (name: string) => Promise<void>;
  onSave: (tags: string[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const s = useStyles();
  const [chosen, setChosen] = useState<string[]>([...current]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const names = firmTags ?? [];
  const problem = newTagProblem(name, names);
  const choices = tagChoices(names, chosen);

  async function add() {
    if (!canAddTag(name, names) || busy) return;
    setBusy(true);
    const added = name.trim();
    // Ticked before the firm's list gains it (the list shows chosen tags it lacks), so the new tag never shows
    // unticked in between; unticked again if the firm refuses it.
    setChosen((c) => [...c, added]);
    if (await onAdd(added)) setName('');
    else setChosen((c) => c.filter((x) => x !== added));
    setBusy(false);
  }
  async function save() {
    setBusy(true);
    const ok = await onSave(chosen);
    setBusy(false);
    if (ok) onClose();
  }
  const toggle = (tag: string, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== tag), tag] : c.filter((x) => x !== tag)));

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t.documentTags}</DialogTitle>
          <DialogContent className={s.body}>
            <Text>{documentName}</Text>
            {mayManage && (
              <form
                className={s.add}
                onSubmit={(e) => {
                  e.preventDefault();
                  void add();
                }}
              >
                <Field
                  className={s.grow}
                  label={l.newTag}
                  validationState={problem ? 'error' : 'none'}
                  validationMessage={problem ?? undefined}
                >
                  <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
                </Field>
                <Button type="submit" disabled={!canAddTag(name, names) || busy}>
                  {l.addTag}
                </Button>
              </form>
            )}
            {!firmTags ? (
              <Spinner size="tiny" label={l.tagsLoading} />
            ) : choices.length === 0 ? (
              <p className={s.muted}>{l.noTags}</p>
            ) : (
              <ul className={s.list} aria-label={l.firmTags}>
                {choices.map((tag) => (
                  <li key={tag} className={s.row}>
                    <Checkbox
                      label={tag}
                      checked={chosen.includes(tag)}
                      onChange={(_, d) => toggle(tag, d.checked === true)}
                    />
                    {mayManage && names.includes(tag) && (
                      <Button
                        appearance="subtle"
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={l.removeTag(tag)}
                        disabled={busy}
                        onClick={() => void onRemove(tag)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{ui.cancel}</Button>
            <Button appearance="primary" disabled={busy || !firmTags} onClick={() => void save()}>
              {l.save}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
