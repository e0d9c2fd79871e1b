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
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { dropLinks } from '../../api/drop-links';
import { formatDate } from '../../format/dateTime';
import { useDropLink } from '../../hooks/useDropLink';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { dropLinkLabels as l, dropLinkSpec as t } from '../../texts/drop-link';
import { toastError, toastSuccess } from '../../toast';
import { hasUnsavedChoice } from './drop-link-rules';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  actions: { flexWrap: 'wrap' },
});

/**
 * FA §2.9 Drop Link dialog: choose the firm users a drop notifies, save, and copy the link (FA §5.11: at least one
 * firm user, with a warning otherwise; Save only with changes; Copy only when saved). The link is valid 7 days
 * from when the dialog read it (FA §9); its date is shown.
 */
export default function DropLinkDialog({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const { data, error, mutate } = useDropLink();
  const { data: users, error: usersError } = useFirmUsers();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const listed = useMemo(() => new Set((users ?? []).map((u) => u.id)), [users]);
  // Saved firm users no longer listed (deactivated) are not notified any more: the choice is of the listed ones.
  const saved = useMemo(
    () => (data?.firm_user_ids_to_receive_drop_link_notification ?? []).filter((id) => listed.has(id)),
    [data, listed],
  );
  const current = chosen ?? saved;
  const changed = hasUnsavedChoice(saved, current);
  const none = current.length === 0;
  const ready = Boolean(data && users);

  function toggle(id: string, on: boolean) {
    setChosen((c) => {
      const base = c ?? saved;
      return on ? [...base.filter((x) => x !== id), id] : base.filter((x) => x !== id);
    });
  }

  async function save() {
    if (busy || !changed || none) return;
    setBusy(true);
    const res = await dropLinks.save(current);
    setBusy(false);
    if (!res?.ok) return;
    const { message, ...settings } = res.data;
    await mutate(settings, { revalidate: false });
    setChosen(null);
    toastSuccess(message || t.saved);
  }

  async function copy() {
    if (!data || changed) return;
    try {
      await navigator.clipboard.writeText(data.link);
      toastSuccess(t.copied);
    } catch {
      toastError(l.copyFailed);
    }
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{l.title}</DialogTitle>
            <DialogContent className={s.content}>
              <Text>{l.intro}</Text>
              {error || usersError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error?.message && error.status ? error.message : l.loadFailed}</MessageBarBody>
                </MessageBar>
              ) : !ready ? (
                <Spinner size="small" label={l.loading} />
              ) : (
                <>
                  <fieldset className={s.fieldset}>
                    <legend className={s.legend}>{l.notify}</legend>
                    <div className={s.group}>
                      {(users ?? []).map((u) => (
                        <Checkbox
                          key={u.id}
                          label={`${u.full_name} (${u.email})`}
                          checked={current.includes(u.id)}
                          onChange={(_, d) => toggle(u.id, d.checked === true)}
                        />
                      ))}
                    </div>
                  </fieldset>
                  {none && (
                    <MessageBar intent="warning">
                      <MessageBarBody>{t.chooseFirmUser}</MessageBarBody>
                    </MessageBar>
                  )}
                  <Field label={l.link} hint={changed ? l.saveToCopy : undefined}>
                    <Input readOnly value={data!.link} onFocus={(e) => e.currentTarget.select()} />
                  </Field>
                  <Text>{l.expires(formatDate(data!.expires_at))}</Text>
                </>
              )}
            </DialogContent>
            <DialogActions className={s.actions}>
              <Button appearance="secondary" onClick={onClose}>
                {l.close}
              </Button>
              <Button appearance="secondary" disabled={!ready || changed} onClick={() => void copy()}>
                {l.copy}
              </Button>
              <Button appearance="primary" type="submit" disabled={!ready || !changed || none || busy}>
                {l.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
