import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { isBlank } from '@ledgerline/shared/conversation-rules';
import { conversationText, maxMessageLength } from '@ledgerline/shared/conversations';
import { conversations, type MessageView } from '../../api/conversations';
import { toastError, toastSuccess } from '../../toast';
import { chatText } from './text';
import { FormDialog } from '../ui/FormDialog';

/** MD §2 Edit Message, §5: blank text gives 'Please enter a message'; a failure 'Failed to update message'. */
export function EditMessageDialog({
  message,
  onClose,
  onDone,
}: {
  message: MessageView;
  onClose: () => void;
  onDone: () => void;
}) {
  const [text, setText] = useState(message.text);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (isBlank(text)) return setError(conversationText.enterMessage);
    setBusy(true);
    const res = await conversations.edit(message.id, text);
    setBusy(false);
    if (!res?.ok) {
      if (res?.fields?.text) return setError(res.fields.text);
      toastError(conversationText.updateMessageFailed);
      return;
    }
    toastSuccess(conversationText.messageUpdated);
    onDone();
    onClose();
  }
  return (
    <FormDialog
      title={chatText.editMessage}
      submitLabel={chatText.save}
      canSubmit={!busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={chatText.messageBox} validationMessage={error ?? undefined}>
        <Textarea
          value={text}
          maxLength={maxMessageLength}
          resize="vertical"
          rows={4}
          onChange={(_, d) => {
            setText(d.value);
            setError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
