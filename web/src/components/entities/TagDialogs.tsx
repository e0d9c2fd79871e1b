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
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormDialog } from '../ui/FormDialog';
import type { Choice } from './EntityFilters';
import { canAddTag, needsBulkConfirmation, newTagError } from './rules';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1, minWidth: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/**
 * FA §2.5 'Entity Tags': the firm's entity tags; add one (disabled when empty or already existing, 'Tag already
 * exist', FA §5.6) or delete one.
 */
export function EntityTagsDialog({
  tags,
  onAdd,
  onRemove,
  onClose,
}: {
  tags: Choice[];
  onAdd: (name: string) => Promise<boolean>;
  onRemove: (tag: Choice) => Promise<void>;
  onClose: () => void;
}) {
  const s = useStyles();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const names = tags.map((tag) => tag.name);
  const error = newTagError(name, names);
  async function add() {
    if (!canAddTag(name, names) || busy) return;
    setBusy(true);
    const ok = await onAdd(name.trim());
    setBusy(false);
    if (ok) setName('');
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{spec.entityTags}</DialogTitle>
          <DialogContent className={s.body}>
            <form
              className={s.add}
              onSubmit={(e) => {
                e.preventDefault();
                void add();
              }}
            >
              <Field
                className={s.grow}
                label={t.newTag}
                validationState={error ? 'error' : 'none'}
                validationMessage={error}
              >
                <Input value={name} maxLength={60} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Button type="submit" appearance="primary" disabled={!canAddTag(name, names) || busy}>
                {t.addTag}
              </Button>
            </form>
            {tags.length === 0 ? (
              <p className={s.muted}>{t.noTags}</p>
            ) : (
              <ul className={s.list} aria-label={t.tags}>
                {tags.map((tag) => (
                  <li key={tag.id} className={s.row}>
                    <span>{tag.name}</span>
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={t.removeTag(tag.name)}
                      onClick={() => void onRemove(tag)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * FA §2.5 'Update Tags' for the selected entities: add the chosen tags or remove them. At 10 or more entities
 * it asks first (FA §9).
 */
export function UpdateTagsDialog({
  tags,
  count,
  onApply,
  onClose,
}: {
  tags: Choice[];
  count: number;
  onApply: (tagIds: string[], remove: boolean) => Promise<boolean>;
  onClose: () => void;
}) {
  const s = useStyles();
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function apply() {
    setConfirming(false);
    setBusy(true);
    const ok = await onApply(chosen, mode === 'remove');
    setBusy(false);
    if (ok) onClose();
  }
  return (
    <>
      <FormDialog
        open={!confirming}
        title={spec.updateTags}
        submitLabel={t.apply}
        canSubmit={chosen.length > 0 && !busy}
        onSubmit={() => (needsBulkConfirmation(count) ? setConfirming(true) : apply())}
        onClose={onClose}
      >
        <div className={s.body}>
          <p className={s.muted}>{t.selected(count)}</p>
          <RadioGroup
            aria-label={spec.updateTags}
            layout="horizontal"
            value={mode}
            onChange={(_, d) => setMode(d.value as 'add' | 'remove')}
          >
            <Radio value="add" label={t.addTags} />
            <Radio value="remove" label={t.removeTags} />
          </RadioGroup>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend>{t.tags}</legend>
            {tags.length === 0 && <p className={s.muted}>{t.noTags}</p>}
            {tags.map((tag) => (
              <div key={tag.id}>
                <Checkbox
                  label={tag.name}
                  checked={chosen.includes(tag.id)}
                  onChange={(_, d) =>
                    setChosen((list) => (d.checked === true ? [...list, tag.id] : list.filter((x) => x !== tag.id)))
                  }
                />
              </div>
            ))}
          </fieldset>
        </div>
      </FormDialog>
      {confirming && (
        <ConfirmDialog
          title={t.bulkConfirmTitle}
          confirmLabel={t.bulkConfirmAction}
          onConfirm={() => void apply()}
          onClose={() => setConfirming(false)}
        >
          {t.bulkConfirm(count)}
        </ConfirmDialog>
      )}
    </>
  );
}

/** FA §2.5 'Remove all tags' from the selected entities: one confirmation, whatever their number. */
export function RemoveAllTagsDialog({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={spec.removeAllTags}
      confirmLabel={spec.removeAllTags}
      onConfirm={() => void onConfirm().then((ok) => ok && onClose())}
      onClose={onClose}
    >
      {t.removeAllTagsConfirm(count)}
    </ConfirmDialog>
  );
}
