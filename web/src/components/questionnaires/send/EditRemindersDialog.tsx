import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { defaultReminderTexts, type ReminderTexts } from '@ledgerline/shared/questionnaire-reminders';
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { questionnaireRoutes } from '@ledgerline/shared/routes/questionnaires';
import { api } from '../../../api/client';
import { useRefreshQuestionnaires } from '../../../hooks/useCollect';
import { reminderLabels as l } from '../../../texts/send-questionnaire';
import { toastError, toastSuccess } from '../../../toast';
import { ReminderTextFields, textsComplete } from './ReminderTextFields';
import type { ReminderDialogProps } from './SendRemindersDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '680px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** What the dialog opens with: one questionnaire's settings when it is opened for one (absent: the defaults). */
export interface ReminderSettings {
  reminders_disabled?: boolean;
  texts?: Partial<Record<keyof ReminderTexts, string | null>>;
}

/**
 * QD §2 'Edit Reminders': automatic reminders on or off and the reminder texts, saved without sending (save_reminders).
 * Customize off saves the default texts (a questionnaire's own are cleared); on, these. 'Reminder updated', or
 * 'Reminder update failed' with the server's words (QD §8).
 */
export function EditRemindersDialog({
  open,
  onClose,
  questionnaireIds,
  onDone,
  initial,
}: ReminderDialogProps & { initial?: ReminderSettings }) {
  const s = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        {open && (
          <EditReminders onClose={onClose} questionnaireIds={questionnaireIds} onDone={onDone} initial={initial} />
        )}
      </DialogSurface>
    </Dialog>
  );
}

function startingTexts(initial: ReminderSettings | undefined): { texts: ReminderTexts; own: boolean } {
  const own = Object.values(initial?.texts ?? {}).some((t) => t?.trim());
  const texts = { ...defaultReminderTexts };
  for (const key of Object.keys(texts) as (keyof ReminderTexts)[]) {
    const value = initial?.texts?.[key];
    if (value?.trim()) texts[key] = value;
  }
  return { texts, own };
}

function EditReminders({
  onClose,
  questionnaireIds,
  onDone,
  initial,
}: Omit<ReminderDialogProps, 'open'> & { initial?: ReminderSettings }) {
  const s = useStyles();
  const refresh = useRefreshQuestionnaires();
  const [start] = useState(() => startingTexts(initial));
  const [texts, setTexts] = useState<ReminderTexts>(start.texts);
  const [customize, setCustomize] = useState(start.own);
  const [on, setOn] = useState(initial?.reminders_disabled !== true);
  const [busy, setBusy] = useState(false);
  const ready = questionnaireIds.length > 0 && (!customize || textsComplete(texts));

  async function save() {
    setBusy(true);
    // Quiet: QD §8 words this failure itself ('Reminder update failed'), with the server's reason after it.
    const res = await api.call(
      questionnaireRoutes.saveReminders,
      { questionnaire_ids: questionnaireIds, ...(customize ? texts : {}), customize, reminders_disabled: !on },
      { quiet: true },
    );
    setBusy(false);
    if (!res?.ok) {
      toastError(res?.error ? `${sendingText.reminderFailed}: ${res.error}` : sendingText.reminderFailed);
      return;
    }
    toastSuccess(res.data.message || sendingText.reminderUpdated);
    void refresh();
    onDone();
    onClose();
  }

  return (
    <DialogBody>
      <DialogTitle>{l.editReminders}</DialogTitle>
      <DialogContent className={s.content}>
        <p className={s.muted}>{l.count(questionnaireIds.length)}</p>
        <Switch label={l.remindersOn} checked={on} onChange={(_, d) => setOn(d.checked)} />
        <p className={s.muted}>{l.remindersOnHint}</p>
        <Switch label={l.customize} checked={customize} onChange={(_, d) => setCustomize(d.checked)} />
        <p className={s.muted}>{l.customizeEditHint}</p>
        <ReminderTextFields texts={texts} onChange={setTexts} editable={customize} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{l.cancel}</Button>
        <Button appearance="primary" disabled={!ready} disabledFocusable={busy} onClick={() => void save()}>
          {l.save}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
