import { Button, Checkbox, Field, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { firmRoleAssignmentsPath, firmRoles, type FirmRole } from '../../api/firm-roles';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { toastSuccess } from '../../toast';
import { firmRolesText as t } from '../../texts/firmRoles';
import { EntityCheckList, type ChosenEntity } from './EntityCheckList';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  },
  box: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  list: { maxHeight: '260px', overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * FA §6, §7.6: a role given to or taken from firm users on entities. One user on one entity is the single call;
 * more, the bulk call (every user on every entity).
 */
export function AssignRolesPanel({ roles }: { roles: FirmRole[] }) {
  const s = useStyles();
  const { mutate } = useSWRConfig();
  const users = useFirmUsers();
  const [roleId, setRoleId] = useState('');
  const [entities, setEntities] = useState<ChosenEntity[]>([]);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = Boolean(roleId) && entities.length > 0 && userIds.length > 0 && !busy;

  const run = async (give: boolean) => {
    if (!ready) return;
    setBusy(true);
    const companyIds = entities.map((e) => e.id);
    const single = companyIds.length === 1 && userIds.length === 1;
    const res = single
      ? give
        ? await firmRoles.assign(roleId, companyIds[0]!, userIds[0]!)
        : await firmRoles.unassign(roleId, companyIds[0]!, userIds[0]!)
      : give
        ? await firmRoles.bulkAssign({ firm_role_id: roleId, company_ids: companyIds, user_ids: userIds })
        : await firmRoles.bulkUnassign({ firm_role_id: roleId, company_ids: companyIds, user_ids: userIds });
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    // The entities' assignment lists on this page read again.
    await mutate((key) => Array.isArray(key) && key[0] === firmRoleAssignmentsPath);
  };

  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        void run(true);
      }}
    >
      <Field label={t.role} required>
        <Select value={roleId} onChange={(_, d) => setRoleId(d.value)}>
          <option value="">{t.chooseRole}</option>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.role_name}
            </option>
          ))}
        </Select>
      </Field>
      <div className={s.columns}>
        <EntityCheckList chosen={entities} onChange={setEntities} />
        <fieldset className={s.box}>
          <legend className={s.legend}>{t.firmUsers}</legend>
          {!users.data ? (
            <Spinner size="tiny" label={t.loadingUsers} />
          ) : (
            <div className={s.list}>
              {users.data.map((u) => (
                <Checkbox
                  key={u.id}
                  label={u.full_name || u.email}
                  checked={userIds.includes(u.id)}
                  onChange={(_, d) =>
                    setUserIds((ids) => (d.checked === true ? [...ids, u.id] : ids.filter((x) => x !== u.id)))
                  }
                />
              ))}
            </div>
          )}
        </fieldset>
      </div>
      <div className={s.buttons}>
        <Button appearance="primary" type="submit" disabled={!ready}>
          {t.assign}
        </Button>
        <Button disabled={!ready} onClick={() => void run(false)}>
          {t.unassign}
        </Button>
      </div>
    </form>
  );
}
