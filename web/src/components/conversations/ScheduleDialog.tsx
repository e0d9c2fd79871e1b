import { useState } from 'react';
import { canSchedule, scheduleMoment } from '@ledgerline/shared/conversation-rules';
import { DateTimeFields } from './DateTimeFields';
import { chatText } from './text';
import { FormDialog } from '../ui/FormDialog';
import { browserZone, defaultScheduleInputs } from './time';

/** MD §2 Schedule Message, §5: Schedule is disabled unless date and time are set and in the future; default tomorrow 09:00. */
export function ScheduleDialog({
  open,
  onClose,
  onSchedule,
}: {
  open: boolean;
  onClose: () => void;
  onSchedule: (at: Date) => Promise<boolean>;
}) {
  const [value, setValue] = useState(defaultScheduleInputs);
  const [busy, setBusy] = useState(false);
  const ok = canSchedule(value.date, value.time, browserZone, new Date());
  async function submit() {
    const at = scheduleMoment(value.date, value.time, browserZone);
    if (!at || !ok) return;
    setBusy(true);
    const done = await onSchedule(at);
    setBusy(false);
    if (done) {
      setValue(defaultScheduleInputs());
      onClose();
    }
  }
  return (
    <FormDialog
      title={chatText.scheduleMessage}
      submitLabel={chatText.schedule}
      canSubmit={ok && !busy}
      onSubmit={submit}
      onClose={onClose}
      open={open}
    >
      <DateTimeFields date={value.date} time={value.time} onChange={setValue} />
    </FormDialog>
  );
}
