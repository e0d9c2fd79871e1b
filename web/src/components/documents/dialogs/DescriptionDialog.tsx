import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { documentsLabels as l, documentsSpec as t } from '../../../texts/documents';
import { FormDialog } from '../../ui/FormDialog';

/** QD §2 Edit Description (staff, QD §6): a file's description, at most 2000 characters. */
export function DescriptionDialog({
  initial,
  onSubmit,
  onClose,
}: {
  initial: string;
  onSubmit: (description: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (busy) return;
    setBusy(true);
    const problem = await onSubmit(text.trim());
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  }
  return (
    <FormDialog
      title={t.editDescription}
      submitLabel={l.save}
      canSubmit={!busy && text.trim() !== initial.trim()}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <Field label={l.description} validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
        <Textarea
          value={text}
          resize="vertical"
          maxLength={2000}
          onChange={(_, d) => {
            setText(d.value);
            setError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
