import {
  Button,
  makeStyles,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { firmPermissionLabel } from '@ledgerline/shared/firm-roles';
import type { FirmRole } from '../../api/firm-roles';
import { firmRolesText as t } from '../../texts/firmRoles';
import { ScrollTable } from '../ui/DirectoryTable';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** The firm's roles with their permissions, each with Edit and Delete; on a phone the table scrolls sideways. */
export function RolesTable({
  roles,
  onEdit,
  onDelete,
}: {
  roles: FirmRole[];
  onEdit: (role: FirmRole) => void;
  onDelete: (role: FirmRole) => void;
}) {
  const s = useStyles();
  return (
    <ScrollTable label={t.rolesTable} minWidth="520px">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t.role}</TableHeaderCell>
          <TableHeaderCell>{t.permissions}</TableHeaderCell>
          <TableHeaderCell>
            <span className={s.hidden}>{t.actions}</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {roles.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.role_name}</TableCell>
            <TableCell>
              {r.permission_ids.length ? (
                r.permission_ids.map(firmPermissionLabel).join(', ')
              ) : (
                <span className={s.muted}>{t.noPermissions}</span>
              )}
            </TableCell>
            <TableCell>
              <div className={s.actions}>
                <Button size="small" aria-label={t.edit(r.role_name)} onClick={() => onEdit(r)}>
                  {t.editShort}
                </Button>
                <Button size="small" aria-label={t.delete(r.role_name)} onClick={() => onDelete(r)}>
                  {t.deleteShort}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
