import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { firmSettingsText as t } from '../../texts/firmSettings';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormDialog } from '../ui/FormDialog';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  item: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  none: { color: tokens.colorNeutralForeground2 },
});

export interface Named {
  id: string;
  name: string;
}

/**
 * A firm's list of names (its groups, or its tags of a kind): each one deleted after a confirmation, renamed when
 * `onRename` is given, and a new one added by name. Each call says whether it worked (it shows its own errors).
 */
export function NameList({
  items,
  inputLabel,
  addLabel,
  empty,
  onAdd,
  onRemove,
  onRename,
}: {
  items: Named[];
  inputLabel: string;
  addLabel: string;
  empty: string;
  onAdd: (name: string) => Promise<boolean>;
  onRemove: (item: Named) => Promise<boolean>;
  onRename?: (item: Named, name: string) => Promise<boolean>;
}) {
  const s = useStyles();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Named | null>(null);
  const [renaming, setRenaming] = useState<{ item: Named; name: string } | null>(null);
  // After a dialog (a renamed or deleted item re-renders or goes), focus goes to the name field, not to the page's body.
  const field = useRef<HTMLInputElement>(null);
  const refocus = () => requestAnimationFrame(() => field.current?.focus());

  async function run(call: () => Promise<boolean>, after: () => void) {
    setBusy(true);
    const ok = await call();
    setBusy(false);
    if (ok) after();
  }

  return (
    <>
      {items.length === 0 ? (
        <Text className={s.none}>{empty}</Text>
      ) : (
        <ul className={s.list}>
          {items.map((item) => (
            <li key={item.id} className={s.item}>
              <Text>{item.name}</Text>
              {onRename && (
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<EditRegular />}
                  aria-label={t.rename(item.name)}
                  onClick={() => setRenaming({ item, name: item.name })}
                />
              )}
              <Button
                appearance="subtle"
                size="small"
                icon={<DeleteRegular />}
                aria-label={t.remove(item.name)}
                onClick={() => setRemoving(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        className={s.add}
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && !busy)
            void run(
              () => onAdd(name.trim()),
              () => setName(''),
            );
        }}
      >
        <Field label={inputLabel}>
          <Input ref={field} value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Button type="submit" disabledFocusable={!name.trim() || busy}>
          {addLabel}
        </Button>
      </form>
      {removing && (
        <ConfirmDialog
          title={t.confirmDelete(removing.name)}
          confirmLabel={t.delete}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            void run(
              () => onRemove(removing),
              () => {
                setRemoving(null);
                refocus();
              },
            )
          }
        >
          {t.cannotUndo}
        </ConfirmDialog>
      )}
      {renaming && onRename && (
        <FormDialog
          title={t.rename(renaming.item.name)}
          submitLabel={t.save}
          canSubmit={Boolean(renaming.name.trim()) && !busy}
          keepSubmitFocus
          onClose={() => setRenaming(null)}
          onSubmit={() =>
            run(
              () => onRename(renaming.item, renaming.name.trim()),
              () => {
                setRenaming(null);
                refocus();
              },
            )
          }
        >
          <Field label={inputLabel}>
            <Input value={renaming.name} onChange={(_, d) => setRenaming({ ...renaming, name: d.value })} />
          </Field>
        </FormDialog>
      )}
    </>
  );
}
