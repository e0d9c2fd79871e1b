import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { previewLabels as l } from '../../../texts/questionnaire-preview';
import { toastSuccess } from '../../../toast';
import { FormDialog } from '../../ui/FormDialog';
import type { QuestionnaireActions } from './useQuestionnaireActions';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * QD §4 'Custom status change opens a notify dialog that sends a notification'; QD §5 Notify dialog: subject and
 * body are needed, and the SMS text when SMS is chosen. Starts from the new status's client words. A refusal (the
 * status's texts missing: 'Could not load custom status information…') stays in the dialog with the server's words.
 */
export function NotifyDialog({
  open,
  initialSubject,
  initialMessage,
  notify,
  onClose,
}: {
  open: boolean;
  initialSubject: string;
  initialMessage: string;
  notify: QuestionnaireActions['notify'];
  onClose: () => void;
}) {
  const s = useStyles();
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState(initialMessage);
  const [withSms, setWithSms] = useState(false);
  const [sms, setSms] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const errors = {
    subject: subject.trim() ? undefined : l.subjectRequired,
    message: message.trim() ? undefined : l.messageRequired,
    sms: withSms && !sms.trim() ? l.smsRequired : undefined,
  };
  const shown = (e: string | undefined) => (tried ? e : undefined);

  async function submit() {
    setTried(true);
    if (busy || errors.subject || errors.message || errors.sms) return;
    setBusy(true);
    setRefusal(null);
    const res = await notify(subject.trim(), message.trim(), withSms ? sms.trim() : undefined);
    setBusy(false);
    if (!res) return;
    if (!res.ok) {
      setRefusal(res.error ?? null);
      return;
    }
    toastSuccess(res.data.message);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      title={l.notifyTitle}
      submitLabel={l.send}
      canSubmit={!busy}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={s.body}>
        <p>{l.notifyIntro}</p>
        {refusal && (
          <MessageBar intent="error">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        )}
        <Field label={l.subject} required validationMessage={shown(errors.subject)}>
          <Input value={subject} maxLength={200} onChange={(_, d) => setSubject(d.value)} />
        </Field>
        <Field label={l.message} required validationMessage={shown(errors.message)}>
          <Textarea
            value={message}
            maxLength={5000}
            rows={5}
            resize="vertical"
            onChange={(_, d) => setMessage(d.value)}
          />
        </Field>
        <Checkbox label={l.alsoSms} checked={withSms} onChange={(_, d) => setWithSms(d.checked === true)} />
        {withSms && (
          <Field label={l.smsText} required validationMessage={shown(errors.sms)}>
            <Textarea value={sms} maxLength={320} rows={3} resize="vertical" onChange={(_, d) => setSms(d.value)} />
          </Field>
        )}
      </div>
    </FormDialog>
  );
}
