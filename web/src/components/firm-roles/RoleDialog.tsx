import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { firmPermissions } from '@ledgerline/shared/firm-roles';
import { firmRoles, type FirmRole } from '../../api/firm-roles';
import { toastSuccess } from '../../toast';
import { firmRolesText as t } from '../../texts/firmRoles';
import { FormDialog } from '../ui/FormDialog';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
});

/** Create a role, or edit one (`role`): its name and permission ids (FA §3.4). A taken name shows on the field. */
export function RoleDialog({ role, onClose, onSaved }: { role?: FirmRole; onClose: () => void; onSaved: () => void }) {
  const s = useStyles();
  const [name, setName] = useState(role?.role_name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permission_ids ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) return setError(t.nameRequired);
    setBusy(true);
    const fields = { role_name: name, permission_ids: permissions };
    const res = role ? await firmRoles.update(role.id, fields) : await firmRoles.create(fields);
    setBusy(false);
    if (!res) return;
    if (!res.ok) return setError(res.fields?.role_name ?? res.error ?? null);
    toastSuccess(res.data.message);
    onSaved();
    onClose();
  };

  const toggle = (id: string, on: boolean) =>
    setPermissions((p) => (on ? [...p.filter((x) => x !== id), id] : p.filter((x) => x !== id)));

  return (
    <FormDialog
      title={role ? t.editRole : t.createRole}
      submitLabel={role ? t.save : t.create}
      canSubmit={!busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <div className={s.fields}>
        <Field label={t.roleName} required validationMessage={error ?? undefined}>
          <Input
            value={name}
            maxLength={100}
            onChange={(_, d) => {
              setName(d.value);
              setError(null);
            }}
          />
        </Field>
        <fieldset className={s.group}>
          <legend className={s.legend}>{t.permissions}</legend>
          {firmPermissions.map((p) => (
            <Checkbox
              key={p.id}
              label={p.label}
              checked={permissions.includes(p.id)}
              onChange={(_, d) => toggle(p.id, d.checked === true)}
            />
          ))}
        </fieldset>
      </div>
    </FormDialog>
  );
}
