import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { maxMassEmailBody, maxMassEmailSubject } from '@ledgerline/shared/mass-email';
import { advisors } from '../../api/advisors';
import type { CurrentUser } from '../../api/types';
import { useMassEmailAudience } from '../../hooks/useMassEmailAudience';
import { massEmailLabels, massEmailText } from '../../texts/mass-email';
import { toastDefaults } from '../../messages';
import { toastSuccess } from '../../toast';
import { assignedTo, canSendTest, canSendToUsers } from './audience';
import { UsersPicker } from './UsersPicker';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  action: { whiteSpace: 'nowrap' },
  count: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * MD §2 Mass Email dialog: Users (chips) with Select All, Select Assigned and Clear, then Subject and
 * Message; 'Send Test Email To Myself' and 'Send' (MD §5 says what each needs, §8 their toasts). Not a
 * form: Enter in a field never sends mail to a whole client list by accident. While the dialog is open a
 * toast would sit behind it, hidden from sight and from screen readers, so the test send's toast and any
 * failure show inside the dialog; the queued toast follows the dialog closing.
 */
export function MassEmailDialog({ me, onClose }: { me: CurrentUser; onClose: () => void }) {
  const s = useStyles();
  const audience = useMassEmailAudience(true);
  const users = audience.data ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const draft = { subject, body, userIds: selected };
  // While a call is out the buttons are disabled but keep focus (disabledFocusable): a plain disabled
  // button drops focus to the page, which loses the keyboard user's place.

  async function sendTest() {
    setBusy(true);
    setNotice(null);
    const res = await advisors.sendTestMassMessage({ subject, body });
    setBusy(false);
    setNotice(
      res?.ok
        ? { intent: 'success', text: massEmailText.testSent }
        : { intent: 'error', text: res?.error ?? toastDefaults.error },
    );
  }

  async function send() {
    setBusy(true);
    setNotice(null);
    const res = await advisors.sendMassMessage({ subject, body, client_ids: selected });
    setBusy(false);
    if (!res?.ok) return setNotice({ intent: 'error', text: res?.error ?? toastDefaults.error });
    toastSuccess(massEmailText.queued);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{massEmailLabels.massEmail}</DialogTitle>
          <DialogContent className={s.content}>
            {notice && (
              <MessageBar intent={notice.intent} layout="multiline">
                <MessageBarBody>{notice.text}</MessageBarBody>
              </MessageBar>
            )}
            <UsersPicker users={users} loading={audience.isLoading} selected={selected} onChange={setSelected} />
            <div className={s.buttons}>
              <Button size="small" disabled={users.length === 0} onClick={() => setSelected(users.map((u) => u.id))}>
                {massEmailLabels.selectAll}
              </Button>
              <Button
                size="small"
                disabled={users.length === 0}
                onClick={() => setSelected(assignedTo(users, me.user.id))}
              >
                {massEmailLabels.selectAssigned}
              </Button>
              <Button size="small" disabled={selected.length === 0} onClick={() => setSelected([])}>
                {massEmailLabels.clear}
              </Button>
              <span className={s.count} role="status">
                {massEmailLabels.selectedCount(selected.length)}
              </span>
            </div>
            <Field label={massEmailLabels.subject} required>
              <Input value={subject} maxLength={maxMassEmailSubject} onChange={(_, d) => setSubject(d.value)} />
            </Field>
            <Field label={massEmailLabels.message} required hint={massEmailLabels.placeholderHint}>
              <Textarea
                value={body}
                rows={8}
                resize="vertical"
                maxLength={maxMassEmailBody}
                onChange={(_, d) => setBody(d.value)}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {massEmailLabels.cancel}
            </Button>
            <Button
              className={s.action}
              disabled={!canSendTest(draft)}
              disabledFocusable={busy}
              onClick={() => void sendTest()}
            >
              {massEmailLabels.sendTest}
            </Button>
            <Button
              appearance="primary"
              disabled={!canSendToUsers(draft)}
              disabledFocusable={busy}
              onClick={() => void send()}
            >
              {massEmailLabels.send}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
