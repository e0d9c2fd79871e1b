/**
 * The Answer Later and Upload Later date dialog (QD §5 Answers): it starts 7 days ahead, the earliest date is
 * tomorrow (Save is off before it), and a date that breaks a rule says which, in the spec's words: in the future,
 * in the current year, before the due date. The staff Upload Later warns that the item's documents go on save.
 * The tax returns table's Upload later (FA §2.6) uses it too, without a due date.
 */
import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { answerLaterProblem, defaultLaterDate, earliestLaterDate, isIsoDate } from '@ledgerline/shared/answering';
import { answeringLabels as l } from '../../texts/answering';
import { FormDialog } from './FormDialog';

export function LaterDialog({
  open,
  kind,
  today,
  dueDate,
  warnDocuments,
  onSave,
  onClose,
}: {
  open: boolean;
  kind: 'answer' | 'upload';
  today: string;
  dueDate: string | null;
  /** The item has documents that saving removes. */
  warnDocuments: boolean;
  onSave: (date: string) => Promise<void>;
  onClose: () => void;
}) {
  const [date, setDate] = useState(() => defaultLaterDate(today));
  const [busy, setBusy] = useState(false);
  const min = earliestLaterDate(today);
  const problem = date ? answerLaterProblem(date, today, dueDate, kind) : null;
  const usable = isIsoDate(date) && date >= min;
  return (
    <FormDialog
      open={open}
      title={kind === 'answer' ? l.answerLaterTitle : l.uploadLaterTitle}
      submitLabel={l.save}
      canSubmit={usable && !problem && !busy}
      noValidate
      onClose={onClose}
      onSubmit={async () => {
        if (!usable || problem) return;
        setBusy(true);
        await onSave(date);
        setBusy(false);
      }}
    >
      {warnDocuments && (
        <MessageBar intent="warning">
          <MessageBarBody>{l.uploadLaterWarning}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={kind === 'answer' ? l.answerBy : l.uploadBy}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? undefined}
      >
        <Input type="date" min={min} value={date} onChange={(_, d) => setDate(d.value)} />
      </Field>
    </FormDialog>
  );
}
