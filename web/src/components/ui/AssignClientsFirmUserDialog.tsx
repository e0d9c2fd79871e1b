import { useState } from 'react';
import type { FirmUser } from '../../api/firms';
import { userAdmin } from '../../api/user-admin';
import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { toastSuccess } from '../../toast';
import { FormDialog } from './FormDialog';
import { FirmUserAssignmentFields, noFirmUser as none } from './FirmUserAssignmentFields';
import { assignableFirmUsers } from './firm-user-rules';

/**
 * FA §2.5 update client assignments: one assigned firm user for the selected clients. Only firm users with no
 * group, or with the clients' group, are offered (FA §5.4), with the warning that every entity of theirs follows.
 * 'Assigned firm user was updated successfully' when the answer's message is 'Success!'. Shared by the Users page
 * and the tax returns table (the primary owners of the selected rows' entities).
 */
export function AssignClientsFirmUserDialog({
  firmUsers,
  clients,
  onDone,
  onClose,
}: {
  firmUsers: FirmUser[];
  /** The clients to reassign, with their firm groups. */
  clients: { id: string; firm_group_id: string | null }[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [advisorId, setAdvisorId] = useState(none);
  const [busy, setBusy] = useState(false);
  const offered = assignableFirmUsers(
    firmUsers,
    clients.map((c) => c.firm_group_id),
  );

  async function submit() {
    if (busy || advisorId === none) return;
    setBusy(true);
    const res = await userAdmin.assignFirmUser(
      advisorId,
      clients.map((c) => c.id),
    );
    setBusy(false);
    if (!res?.ok) return;
    const message = res.data.message;
    toastSuccess(message === t.assignmentSuccess ? t.assignmentUpdated : message);
    onDone();
  }

  return (
    <FormDialog
      title={l.assignmentTitle}
      submitLabel={l.update}
      canSubmit={advisorId !== none}
      onSubmit={submit}
      onClose={onClose}
    >
      <FirmUserAssignmentFields
        warning={t.assignmentWarning}
        label={l.assignedAdvisor}
        hint={l.selected(clients.length)}
        noneLabel={l.chooseFirmUser}
        value={advisorId}
        onChange={setAdvisorId}
        offered={offered}
      />
    </FormDialog>
  );
}
