import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { maxChangeReason, taxReturnText } from '@ledgerline/shared/tax-returns';
import { draftReviewText } from '../../texts/dashboard';
import { FormDialog } from '../ui/FormDialog';

/** MD §2, §5: Request Changes asks for the 'Reason for changes'; the button stays disabled while it is blank. */
export function ReasonDialog({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={taxReturnText.reasonForChanges}
      submitLabel={draftReviewText.requestChanges}
      canSubmit={reason.trim() !== '' && !busy}
      onSubmit={() => (reason.trim() ? onSubmit(reason) : undefined)}
      onClose={onClose}
    >
      <Field label={draftReviewText.reasonLabel} required>
        <Textarea
          value={reason}
          maxLength={maxChangeReason}
          rows={5}
          resize="vertical"
          onChange={(_, d) => setReason(d.value)}
        />
      </Field>
    </FormDialog>
  );
}
