import { Checkbox, Field, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { canSaveParticipants } from '@ledgerline/shared/conversation-rules';
import { conversations } from '../../api/conversations';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { ui } from '../../messages';
import { toastSuccess } from '../../toast';
import { participantChoices, type Participant } from './participants';
import { chatText } from './text';
import { FormDialog } from '../ui/FormDialog';

/**
 * MD §2 Manage Participants (partner and full users, §6): which firm users take part, and whether that starts
 * a new conversation (the old one archived) or moves the messages to the existing conversation with those people,
 * which is this one when no other has exactly them (§4). Save is disabled when
 * nobody is selected (§5). It offers every firm user the caller may pick, the current ones preselected.
 */
export function ManageParticipantsDialog({
  conversationId,
  current,
  onClose,
  onDone,
}: {
  conversationId: string;
  /** The conversation's firm users. */
  current: Participant[];
  onClose: () => void;
  onDone: (conversationId: string) => void;
}) {
  const firmUsers = useFirmUsers();
  // A failed load only logs (MD §8): the dialog still offers the conversation's own firm users.
  const choices = useMemo(() => participantChoices(current, firmUsers.data ?? []), [current, firmUsers.data]);
  const [selected, setSelected] = useState<string[]>(() => current.filter((p) => p.isFirmUser).map((p) => p.id));
  const [mode, setMode] = useState<'new' | 'existing'>('existing');
  const [busy, setBusy] = useState(false);
  const toggle = (id: string, on: boolean) =>
    setSelected((list) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id)));
  async function submit() {
    setBusy(true);
    const res = await conversations.updateParticipants(conversationId, selected, mode);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    onDone(res.data.id ?? conversationId);
    onClose();
  }
  return (
    <FormDialog
      title={chatText.manageParticipants}
      submitLabel={chatText.save}
      canSubmit={canSaveParticipants(selected) && !busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend>{chatText.firmUsers}</legend>
        {choices.map((p) => (
          <div key={p.id}>
            <Checkbox
              label={p.detail ? `${p.name} (${p.detail})` : p.name}
              checked={selected.includes(p.id)}
              onChange={(_, d) => toggle(p.id, Boolean(d.checked))}
            />
          </div>
        ))}
        {firmUsers.isLoading && <Spinner size="tiny" label={ui.loading} />}
      </fieldset>
      <Field label={chatText.participantChoice}>
        <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as 'new' | 'existing')}>
          <Radio value="existing" label={chatText.keepExisting} />
          <Radio value="new" label={chatText.startNew} />
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}
