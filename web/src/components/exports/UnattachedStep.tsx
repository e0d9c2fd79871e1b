import {
  Button,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { documents as documentCalls, type DocumentItem } from '../../api/documents';
import { formatDate } from '../../format/dateTime';
import { exportLabels as l, exportSpec as t } from '../../texts/exports';
import { toastError, toastSuccess } from '../../toast';
import { useCheckListStyles } from './check-list-styles';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * QD §2 Unattached Documents (recent uploads), before the export of a questionnaire from its preview: the entity's
 * uploads of the last 3 months outside any questionnaire (QD §9), each with a box to tick. Attach (waiting for one
 * ticked) makes them the questionnaire's ('Successfully attached' or 'Error attaching document to questionnaire',
 * QD §8) and goes on to the export; Skip goes on without; Cancel ends it all.
 */
export function UnattachedStep({
  questionnaireId,
  documents,
  onAttached,
  onContinue,
  onCancel,
}: {
  questionnaireId: string;
  documents: readonly DocumentItem[];
  onAttached?: () => void;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const s = { ...useCheckListStyles(), ...useStyles() };
  const ids = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function attach() {
    if (busy || chosen.size === 0) return;
    setBusy(true);
    const res = await documentCalls.attachToQuestionnaire(questionnaireId, [...chosen]);
    setBusy(false);
    if (!res?.ok) return toastError(l.attachFailedWith(res?.error));
    toastSuccess(t.attached);
    onAttached?.();
    onContinue();
  }

  return (
    <DialogBody>
      <DialogTitle>{t.unattachedTitle}</DialogTitle>
      <DialogContent className={s.body}>
        <Text id={`${ids}-intro`}>{l.unattachedIntro}</Text>
        <fieldset className={s.fieldset} aria-describedby={`${ids}-intro`}>
          <legend className={s.legend}>{l.unattachedList}</legend>
          <ul className={s.list}>
            {documents.map((d) => (
              <li key={d.id} className={s.item}>
                <Checkbox
                  checked={chosen.has(d.id)}
                  onChange={(_, data) => toggle(d.id, data.checked === true)}
                  label={<span className={s.name}>{d.name}</span>}
                  aria-describedby={`${ids}-${d.id}`}
                />
                <Text id={`${ids}-${d.id}`} size={200} className={s.muted}>
                  {l.uploaded(formatDate(d.created_at))}
                </Text>
              </li>
            ))}
          </ul>
        </fieldset>
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onCancel}>
          {l.cancel}
        </Button>
        <Button appearance="secondary" disabled={busy} onClick={onContinue}>
          {l.skip}
        </Button>
        <Button appearance="primary" disabledFocusable={busy || chosen.size === 0} onClick={() => void attach()}>
          {l.attach}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
