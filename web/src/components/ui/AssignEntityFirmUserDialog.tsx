import { useState } from 'react';
import { entityText } from '@ledgerline/shared/companies';
import { companies, type CompanyDetail } from '../../api/companies';
import type { FirmUser } from '../../api/firms';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { toastSuccess } from '../../toast';
import { FormDialog } from './FormDialog';
import { FirmUserAssignmentFields, noFirmUser as none } from './FirmUserAssignmentFields';
import { assignableFirmUsers } from './firm-user-rules';

/**
 * FA §2.5 update client assignments, for one entity (FA §5.4): the assigned firm user of its primary owner, which
 * changes it for all of that person's entities (the warning says so). Only firm users with no group or with the
 * client's group are offered; 'Assigned firm user was updated successfully' when the answer is 'Success!'. Shared by
 * the entity's dashboard and a row of the tax returns table.
 */
export function AssignEntityFirmUserDialog({
  company,
  firmUsers,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  firmUsers: FirmUser[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [chosen, setChosen] = useState(company.assigned_advisor_id ?? none);
  const [busy, setBusy] = useState(false);
  // The client's firm group is the entity's primary owner's.
  const offered = assignableFirmUsers(firmUsers, [company.firm_group_id]);

  async function save() {
    setBusy(true);
    const res = await companies.updateClientAssignment(company.id, chosen === none ? null : chosen);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message === entityText.assignmentSuccess ? spec.assignedFirmUserUpdated : res.data.message);
    onSaved();
    onClose();
  }

  return (
    <FormDialog
      title={t.assignFirmUser}
      submitLabel={t.save}
      canSubmit={!busy && chosen !== (company.assigned_advisor_id ?? none)}
      onSubmit={save}
      onClose={onClose}
      keepSubmitFocus
    >
      <FirmUserAssignmentFields
        warning={entityText.assignmentWarning}
        label={t.assignedAdvisor}
        noneLabel={t.noFirmUser}
        value={chosen}
        onChange={setChosen}
        offered={offered}
      />
    </FormDialog>
  );
}
