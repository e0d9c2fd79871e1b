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
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { maxTagNameLength, maxTagsPerItem, tagOwnText } from '@ledgerline/shared/tags';
import { clientTags, type TagView } from '../../api/client-tags';
import { useClientTags } from '../../hooks/useClientTags';
import { ui } from '../../messages';
import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { showToast, toastError, toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flex: 1 },
  list: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '280px',
    overflowY: 'auto',
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
  tag: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** FA §5.6: a new tag is refused when empty or when the firm has it already (any case). */
export function newTagProblem(name: string, tags: readonly TagView[]): string | null {
  const key = name.trim().toLowerCase();
  if (!key) return tagOwnText.nameRequired;
  return tags.some((x) => x.name.trim().toLowerCase() === key) ? t.tagExists : null;
}

type Mode =
  /** Bulk: the chosen tags are added to, or removed from, every selected user (POST /users/save_tags). */
  | { kind: 'bulk'; userIds: string[] }
  /** One user: their tags become the chosen ones (POST /users/update_tags). */
  | { kind: 'user'; userId: string; current: string[] };

/**
 * FA §2.5 User Tags: the firm's contact tags to choose from, a new tag to add (disabled when empty or existing,
 * 'Tag already exist'), a tag to delete; then add to or remove from the selected users, or set one user's tags.
 * With no users selected it says 'No selected users or entities to update!'.
 */
export function UserTagsDialog({ mode, onDone, onClose }: { mode: Mode; onDone: () => void; onClose: () => void }) {
  const s = useStyles();
  const tags = useClientTags(true);
  const all = tags.data ?? [];
  const [chosen, setChosen] = useState<string[]>(mode.kind === 'user' ? mode.current : []);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  // The tag asked about stays set while the question closes (it is closed by `open`, not unmounted).
  const [deleting, setDeleting] = useState<TagView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const problem = name ? newTagProblem(name, all) : null;
  const restoreFocusHere = useRestoreFocusTarget();

  async function addTag() {
    if (busy || newTagProblem(name, all)) return;
    setBusy(true);
    const res = await clientTags.add(name.trim());
    setBusy(false);
    if (!res?.ok) return toastError(res && res.status < 500 ? res.error : t.tagAddFailed);
    // Ticked before the list gains it, so the new tag never shows unticked in between.
    setChosen((c) => (c.length < maxTagsPerItem || mode.kind === 'bulk' ? [...c, res.data.tag.id] : c));
    setName('');
    await tags.mutate(res.data.tags, { revalidate: false });
  }

  async function deleteTag(tag: TagView) {
    setConfirming(false);
    const res = await clientTags.remove(tag.id);
    if (!res?.ok) return;
    await tags.mutate(res.data.tags, { revalidate: false });
    setChosen((c) => c.filter((id) => id !== tag.id));
    onDone();
  }

  async function save(remove: boolean) {
    if (busy) return;
    if (mode.kind === 'bulk' && mode.userIds.length === 0) return showToast('warning', t.noSelection);
    setBusy(true);
    const res =
      mode.kind === 'bulk'
        ? await clientTags.saveForUsers(mode.userIds, chosen, remove)
        : await clientTags.setForUser(mode.userId, chosen);
    setBusy(false);
    // FA §8.2: a failure says 'Issue saving selected tags...' unless the server refused with its own reason.
    if (!res?.ok) return toastError(res && res.status < 500 ? res.error : t.tagsSaveFailed);
    toastSuccess(t.tagsSaved);
    onDone();
  }

  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const overLimit = mode.kind === 'user' && chosen.length > maxTagsPerItem;
  return (
    <>
      <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{l.userTags}</DialogTitle>
            <DialogContent className={s.body}>
              <form
                className={s.add}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void addTag();
                }}
              >
                <Field
                  className={s.grow}
                  label={l.newTag}
                  validationMessage={problem === t.tagExists ? problem : undefined}
                >
                  <Input value={name} maxLength={maxTagNameLength} onChange={(_, d) => setName(d.value)} />
                </Field>
                <Button type="submit" disabledFocusable={busy || newTagProblem(name, all) !== null}>
                  {l.addTag}
                </Button>
              </form>
              <fieldset className={s.list}>
                <legend className={s.legend}>
                  {mode.kind === 'bulk' ? l.tagsFor(mode.userIds.length) : l.contactTags}
                </legend>
                {all.length === 0 && <span className={s.muted}>{tags.isLoading ? ui.loading : l.noTags}</span>}
                {all.map((tag) => (
                  <div key={tag.id} className={s.tag}>
                    <Checkbox
                      label={tag.name}
                      checked={chosen.includes(tag.id)}
                      onChange={(_, d) => toggle(tag.id, d.checked === true)}
                    />
                    <Button
                      {...restoreFocusHere}
                      appearance="subtle"
                      size="small"
                      icon={<DeleteRegular />}
                      aria-label={l.deleteTag(tag.name)}
                      onClick={() => {
                        setDeleting(tag);
                        setConfirming(true);
                      }}
                    />
                  </div>
                ))}
              </fieldset>
              {overLimit && (
                <span role="alert" className={s.muted}>
                  {tagOwnText.tooManyOnUser}
                </span>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {ui.cancel}
              </Button>
              {mode.kind === 'bulk' ? (
                <>
                  <Button disabledFocusable={busy || chosen.length === 0} onClick={() => void save(true)}>
                    {l.removeTags}
                  </Button>
                  <Button
                    appearance="primary"
                    disabledFocusable={busy || chosen.length === 0}
                    onClick={() => void save(false)}
                  >
                    {l.addTags}
                  </Button>
                </>
              ) : (
                <Button appearance="primary" disabledFocusable={busy || overLimit} onClick={() => void save(false)}>
                  {l.save}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={l.deleteTagTitle}
        confirmLabel={l.delete}
        onConfirm={() => deleting && void deleteTag(deleting)}
        onClose={() => setConfirming(false)}
      >
        {deleting ? l.deleteTagBody(deleting.name) : null}
      </ConfirmDialog>
    </>
  );
}
