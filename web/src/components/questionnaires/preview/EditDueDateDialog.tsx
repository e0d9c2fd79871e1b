import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import { defaultEditDueDays } from '@ledgerline/shared/send-schedule';
import { browserZone } from '../../../format/dateTime';
import { previewLabels as l, previewSpec as t } from '../../../texts/questionnaire-preview';
import { FormDialog } from '../../ui/FormDialog';
import { defaultEditDueDate, validDueDate } from './rules';

/**
 * QD §5 Edit due date: one date, 7 days ahead by default (QD §9), not before today ('Please select a valid due
 * date'). Mounted fresh each time it opens (its parent keys it), so it starts from the default again.
 */
export function EditDueDateDialog({
  open,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onSave: (date: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const today = todayIn(Date.now(), browserZone);
  const [date, setDate] = useState(() => defaultEditDueDate(today, defaultEditDueDays));
  const [tried, setTried] = useState(false);
  const invalid = !validDueDate(date, today);

  async function submit() {
    setTried(true);
    if (invalid || busy) return;
    if (await onSave(date)) onClose();
  }

  return (
    <FormDialog
      open={open}
      title={l.editDueDateTitle}
      submitLabel={l.save}
      canSubmit={!busy}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={l.due} required validationMessage={tried && invalid ? t.validDueDate : undefined}>
        <Input type="date" value={date} min={today} onChange={(_, d) => setDate(d.value)} />
      </Field>
    </FormDialog>
  );
}
