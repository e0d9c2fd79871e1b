import { useState } from 'react';
import { scheduleMoment } from '@ledgerline/shared/conversation-rules';
import { conversationText } from '@ledgerline/shared/conversations';
import { conversations, type MessageView } from '../../api/conversations';
import { toastError, toastSuccess } from '../../toast';
import { DateTimeFields } from './DateTimeFields';
import { chatText } from './text';
import { FormDialog } from '../ui/FormDialog';
import { browserZone, toInputs } from './time';

/**
 * MD §2 Edit Scheduled Time, §5: the new time must be in the future, else 'Please select a date in the future'
 * (the dialog's own message: the form does not let the browser's date minimum stop it first).
 */
export function EditScheduledTimeDialog({
  message,
  onClose,
  onDone,
}: {
  message: MessageView;
  onClose: () => void;
  onDone: () => void;
}) {
  const [value, setValue] = useState(() => toInputs(new Date(message.scheduled_time ?? Date.now())));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    const at = scheduleMoment(value.date, value.time, browserZone);
    if (!at || at.getTime() <= Date.now()) return setError(conversationText.selectFutureDate);
    setBusy(true);
    const res = await conversations.editScheduled(message.id, at.toISOString());
    setBusy(false);
    if (!res?.ok) {
      if (res?.fields?.scheduled_time) return setError(res.fields.scheduled_time);
      toastError(conversationText.updateScheduleFailed);
      return;
    }
    toastSuccess(conversationText.scheduleUpdated);
    onDone();
    onClose();
  }
  return (
    <FormDialog
      title={chatText.editScheduledTime}
      submitLabel={chatText.save}
      canSubmit={!busy}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <DateTimeFields
        date={value.date}
        time={value.time}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        error={error}
      />
    </FormDialog>
  );
}
