import { Field, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { entityText } from '@ledgerline/shared/companies';
import { companies, type CompanyDetail } from '../../api/companies';
import { entities, entitiesByIdsPath } from '../../api/entities';
import type { FirmUser } from '../../api/firms';
import { useSession } from '../../hooks/useSession';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';

/** FA §5.4: the dialog's default option is none (-1). */
const none = '-1';

/**
 * FA §2.5 update client assignments, for one entity (FA §5.4): the assigned firm user of its primary owner, which
 * changes it for all of that person's entities (the warning says so). Only firm users with no group or with the
 * client's group are offered; 'Assigned firm user was updated successfully' when the answer is 'Success!'.
 */
export function AssignFirmUserDialog({
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
  const session = useSession();
  // The client's firm group is the list row's (its primary owner's group).
  const key = session ? ([entitiesByIdsPath, session.sid, company.id] as const) : null;
  const row = useSWR(key, async () => (await unwrap(entities.byIds([company.id]))).entities[0] ?? null, {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
  const [chosen, setChosen] = useState(company.assigned_advisor_id ?? none);
  const [busy, setBusy] = useState(false);
  const group = row.data?.firm_group_id ?? null;
  const offered = firmUsers.filter((u) => u.firm_group_id === null || u.firm_group_id === group);

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
      canSubmit={!busy && row.data !== undefined && chosen !== (company.assigned_advisor_id ?? none)}
      onSubmit={save}
      onClose={onClose}
    >
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{entityText.assignmentWarning}</MessageBarBody>
      </MessageBar>
      {row.data === undefined ? (
        <Spinner size="tiny" label={t.loading} />
      ) : (
        <Field label={t.assignedAdvisor} style={{ marginTop: 12 }}>
          <Select value={chosen} onChange={(_, d) => setChosen(d.value)}>
            <option value={none}>{t.noFirmUser}</option>
            {offered.map((u) => (
              <option key={u.id} value={u.id}>
                {u.full_name || u.email}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormDialog>
  );
}
