import { Field, Input, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../ui/FormDialog';

/**
 * A dialog that asks for one name (Create Folder, Rename): submit is disabled while the name is blank (QD §5
 * 'Rename needs a non-empty name'; 'folder creation needs a non-empty name'); the server's refusal shows under the
 * field. `note` says what will be kept (a rename keeps the extension).
 */
export function NameDialog({
  title,
  label,
  submitLabel,
  initial = '',
  note,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  submitLabel: string;
  initial?: string;
  note?: (name: string) => string | null;
  /** Null when it was done; otherwise what went wrong. */
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hint = note?.(name) ?? null;
  async function submit() {
    if (!name.trim() || busy) return;
    setBusy(true);
    const problem = await onSubmit(name.trim());
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  }
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      canSubmit={name.trim() !== '' && !busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <Field label={label} required validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
        <Input
          value={name}
          maxLength={255}
          onChange={(_, d) => {
            setName(d.value);
            setError(null);
          }}
        />
      </Field>
      {hint && <Text size={200}>{hint}</Text>}
    </FormDialog>
  );
}
