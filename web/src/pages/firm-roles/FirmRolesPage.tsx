import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { firmRoles, type FirmRole } from '../../api/firm-roles';
import { PageHeading } from '../../components/PageHeading';
import { AssignRolesPanel } from '../../components/firm-roles/AssignRolesPanel';
import { EntityAssignments } from '../../components/firm-roles/EntityAssignments';
import { RoleDialog } from '../../components/firm-roles/RoleDialog';
import { RolesTable } from '../../components/firm-roles/RolesTable';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useFirmRoles } from '../../hooks/useFirmRoles';
import { toastSuccess } from '../../toast';
import { firmRolesText as t } from '../../texts/firmRoles';
import NotFoundPage from '../NotFoundPage';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalXXL,
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
});

type Open = { kind: 'create' } | { kind: 'edit'; role: FirmRole } | { kind: 'delete'; role: FirmRole } | null;

/**
 * FA §2.2 Firm Roles at /settings/roles (partner or admin, when the firm uses roles), §6, §7.6: the firm's roles
 * and their permissions; create the default roles; create, edit and delete a role; assign and remove roles per
 * entity, singly and in bulk. Anyone else gets Not found, as for an address they have no page at.
 */
export default function FirmRolesPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const allowed =
    Boolean(me?.user.is_advisor) &&
    (me?.user.firm_access === 'partner' || me?.user.firm_access === 'admin') &&
    me?.firm.preferences?.use_firm_roles === true;
  const roles = useFirmRoles(allowed);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  if (!me) return null;
  if (!allowed) return <NotFoundPage />;

  const createDefaults = async () => {
    setBusy(true);
    const res = await firmRoles.createDefaults();
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    await roles.mutate(res.data.firm_roles, { revalidate: false });
  };

  const remove = async (role: FirmRole) => {
    setOpen(null);
    const res = await firmRoles.remove(role.id);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    await roles.mutate();
  };

  const list = roles.data ?? [];
  return (
    <>
      <PageHeading>{t.heading}</PageHeading>
      <section className={s.section} aria-labelledby="firm-roles-roles">
        <h2 id="firm-roles-roles" className={s.h2}>
          {t.rolesHeading}
        </h2>
        <Text as="p" className={s.muted}>
          {t.intro}
        </Text>
        <div className={s.buttons}>
          <Button appearance="primary" onClick={() => setOpen({ kind: 'create' })}>
            {t.createRole}
          </Button>
          <Button disabled={busy} onClick={() => void createDefaults()}>
            {t.createDefaults}
          </Button>
        </div>
        {!roles.data ? (
          roles.error ? (
            <p className={s.muted}>{t.loadFailed}</p>
          ) : (
            <Spinner size="small" />
          )
        ) : list.length === 0 ? (
          <p className={s.muted}>{t.noRoles}</p>
        ) : (
          <RolesTable
            roles={list}
            onEdit={(role) => setOpen({ kind: 'edit', role })}
            onDelete={(role) => setOpen({ kind: 'delete', role })}
          />
        )}
      </section>
      {list.length > 0 && (
        <>
          <section className={s.section} aria-labelledby="firm-roles-assign">
            <h2 id="firm-roles-assign" className={s.h2}>
              {t.assignHeading}
            </h2>
            <Text as="p" className={s.muted}>
              {t.assignIntro}
            </Text>
            <AssignRolesPanel roles={list} />
          </section>
          <section className={s.section} aria-labelledby="firm-roles-entity">
            <h2 id="firm-roles-entity" className={s.h2}>
              {t.entityHeading}
            </h2>
            <EntityAssignments roles={list} />
          </section>
        </>
      )}
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <RoleDialog
          role={open.kind === 'edit' ? open.role : undefined}
          onClose={() => setOpen(null)}
          onSaved={() => void roles.mutate()}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          onConfirm={() => void remove(open.role)}
          onClose={() => setOpen(null)}
        >
          {t.deleteBody(open.role.role_name)}
        </ConfirmDialog>
      )}
    </>
  );
}
