import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { firmRoles, type FirmRole, type FirmRoleAssignment } from '../../api/firm-roles';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { useEntityRoleAssignments } from '../../hooks/useFirmRoles';
import { toastSuccess } from '../../toast';
import { firmRolesText as t } from '../../texts/firmRoles';
import { EntityChoice, type PickedEntity } from '../ui/EntityChoice';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

/** One entity's role assignments (who holds which role there), each removable. */
export function EntityAssignments({ roles }: { roles: FirmRole[] }) {
  const s = useStyles();
  const [entity, setEntity] = useState<PickedEntity | null>(null);
  const assignments = useEntityRoleAssignments(entity?.id);
  const users = useFirmUsers();
  const roleName = (id: string) => roles.find((r) => r.id === id)?.role_name ?? id;
  const userName = (id: string) => {
    const u = users.data?.find((x) => x.id === id);
    return u ? u.full_name || u.email : t.unknownUser;
  };

  const remove = async (a: FirmRoleAssignment) => {
    const res = await firmRoles.unassign(a.firm_role_id, a.company_id, a.user_id);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    await assignments.mutate();
  };

  return (
    <div className={s.wrap}>
      <EntityChoice
        selected={entity}
        onSelect={setEntity}
        text={{
          entity: t.entity,
          searchEntities: t.searchEntities,
          loadingEntities: t.loadingEntities,
          noEntities: t.noEntities,
        }}
      />
      {entity &&
        (!assignments.data ? (
          assignments.error ? (
            <p className={s.muted}>{assignments.error.message}</p>
          ) : (
            <Spinner size="tiny" />
          )
        ) : assignments.data.length === 0 ? (
          <p className={s.muted}>{t.noAssignments}</p>
        ) : (
          <ul className={s.list} aria-label={`${t.entityHeading}: ${entity.name}`}>
            {assignments.data.map((a) => (
              <li key={a.id} className={s.row}>
                <span>
                  {userName(a.user_id)} — {roleName(a.firm_role_id)}
                </span>
                <Button
                  size="small"
                  aria-label={t.removeAssignment(roleName(a.firm_role_id), userName(a.user_id))}
                  onClick={() => void remove(a)}
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
