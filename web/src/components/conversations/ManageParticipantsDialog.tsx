import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { canSaveParticipants } from '@ledgerline/shared/conversation-rules';
import { conversations } from '../../api/conversations';
import { toastSuccess } from '../../toast';
import type { Participant } from './participants';
import { chatText } from './text';

/**
 * MD §2 Manage Participants (partner and full users, §6): which firm users take part, and whether that starts
 * a new conversation (the old one archived) or keeps this one with its messages (§4). Save is disabled when
 * nobody is selected (§5).
 */
export function ManageParticipantsDialog({ conversationId, current, candidates, onClose, onDone }: {
  conversationId: string;
  current: string[];
  candidates: Participant[];
  onClose: () => void;
  onDone: (conversationId: string) => void;
}) {
  const [selected, setSelected] = useState<string[]>(current);
  const [mode, setMode] = useState<'new' | 'existing'>('existing');
  const [busy, setBusy] = useState(false);
  const toggle = (id: string, on: boolean) => setSelected((list) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id)));
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
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); e.stopPropagation(); void submit(); }}>
          <DialogBody>
            <DialogTitle>{chatText.manageParticipants}</DialogTitle>
            <DialogContent>
              <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                <legend>{chatText.firmUsers}</legend>
                {candidates.map((p) => (
                  <div key={p.id}>
                    <Checkbox label={p.name} checked={selected.includes(p.id)} onChange={(_, d) => toggle(p.id, Boolean(d.checked))} />
                  </div>
                ))}
              </fieldset>
              <Field label={chatText.participantChoice}>
                <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as 'new' | 'existing')}>
                  <Radio value="existing" label={chatText.keepExisting} />
                  <Radio value="new" label={chatText.startNew} />
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>{chatText.cancel}</Button>
              <Button appearance="primary" type="submit" disabled={!canSaveParticipants(selected) || busy}>{chatText.save}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
