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
import { staffQuestionnaires } from '../../../api/questionnaires-staff';
import { useRefreshQuestionnaires } from '../../../hooks/useCollect';
import { reminderLabels as l } from '../../../texts/send-questionnaire';
import { toastSuccess } from '../../../toast';
import { ReminderTextFields, textsComplete } from './ReminderTextFields';

const useStyles = makeStyles({
  surface: { maxWidth: '680px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface ReminderDialogProps {
  open: boolean;
  onClose: () => void;
  questionnaireIds: string[];
  onDone: () => void;
}

/**
 * QD §2 'Send reminders' (§3 Reminder payload): the email subject and message, in-app and SMS texts prefilled with
 * the default texts and their placeholders; Customize on sends these texts, off each questionnaire's own (or the
 * defaults). 'Reminders sent successfully' (QD §8); a failure is toasted with the server's words.
 */
export function SendRemindersDialog({ open, onClose, questionnaireIds, onDone }: ReminderDialogProps) {
  const s = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        {open && <SendReminders onClose={onClose} questionnaireIds={questionnaireIds} onDone={onDone} />}
      </DialogSurface>
    </Dialog>
  );
}

function SendReminders({ onClose, questionnaireIds, onDone }: Omit<ReminderDialogProps, 'open'>) {
  const s = useStyles();
  const refresh = useRefreshQuestionnaires();
  const [texts, setTexts] = useState<ReminderTexts>({ ...defaultReminderTexts });
  const [customize, setCustomize] = useState(false);
  const [busy, setBusy] = useState(false);
  const ready = questionnaireIds.length > 0 && (!customize || textsComplete(texts));

  async function send() {
    setBusy(true);
    const res = await staffQuestionnaires.sendReminders({
      questionnaire_ids: questionnaireIds,
      ...(customize ? texts : {}),
      customize,
    });
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message || sendingText.remindersSent);
    void refresh();
    onDone();
    onClose();
  }

  return (
    <DialogBody>
      <DialogTitle>{l.sendReminders}</DialogTitle>
      <DialogContent className={s.content}>
        <p className={s.muted}>{l.count(questionnaireIds.length)}</p>
        <Switch label={l.customize} checked={customize} onChange={(_, d) => setCustomize(d.checked)} />
        <p className={s.muted}>{l.customizeHint}</p>
        <ReminderTextFields texts={texts} onChange={setTexts} editable={customize} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{l.cancel}</Button>
        <Button appearance="primary" disabled={!ready} disabledFocusable={busy} onClick={() => void send()}>
          {l.send}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
