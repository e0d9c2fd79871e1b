import { useState } from 'react';
import { userAdmin } from '../../api/user-admin';
import { usersLabels as l } from '../../texts/users';
import { toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';

/**
 * FA §2.5 send login info (FA §7.3: each selected client gets a sign-in link and their password is reset), asked
 * first because it resets passwords. The server says how many were sent (clients without a real email get none).
 */
export function SendLoginInfoDialog({
  userIds,
  onDone,
  onClose,
}: {
  userIds: string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (busy) return;
    setBusy(true);
    const res = await userAdmin.sendLoginInfo(userIds);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message || l.loginInfoSent);
    onDone();
  }
  return (
    <FormDialog title={l.sendLoginInfoTitle} submitLabel={l.send} canSubmit onSubmit={submit} onClose={onClose}>
      {l.sendLoginInfoBody(userIds.length)}
    </FormDialog>
  );
}
