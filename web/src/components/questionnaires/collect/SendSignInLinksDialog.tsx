import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { useState } from 'react';
import { userAdmin } from '../../../api/user-admin';
import { collectSpecText as spec, collectText as t } from '../../../texts/collect';
import { showToast, toastSuccess } from '../../../toast';
import { FormDialog } from '../../ui/FormDialog';
import { primaryContactIds } from './collect-calls';

/**
 * QD §2 'Send sign in links' confirmation for the selected questionnaires' entities: their primary contacts get a
 * sign-in link by email and have their password reset (FA §7.3 send_client_login_info, as the Users page's Send
 * login info does), hence the question first.
 */
export function SendSignInLinksDialog({
  companyIds,
  onDone,
  onClose,
}: {
  companyIds: string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (busy) return;
    setBusy(true);
    const users = await primaryContactIds(companyIds);
    if (users && users.length === 0) {
      setBusy(false);
      showToast('warning', t.noPrimaryContacts);
      return;
    }
    const res = users ? await userAdmin.sendLoginInfo(users) : null;
    setBusy(false);
    if (!res?.ok) return;
    // Many go out in the background: the server's words say so. Otherwise the spec's (QD §8).
    toastSuccess(res.data.task_id ? res.data.message : sendingText.loginLinksSent);
    onDone();
  }
  return (
    <FormDialog title={spec.sendSignInLinks} submitLabel={t.send} canSubmit={!busy} onSubmit={submit} onClose={onClose}>
      {t.signInLinksConfirm(companyIds.length)}
    </FormDialog>
  );
}
