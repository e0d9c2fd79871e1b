/**
 * FA §2.6 'update client assignments' and 'update owners' from the tax returns table (FA §2.5, §5.4): the entity
 * dialogs shared with the entity's dashboard and the Users page, once what they need is loaded (in a dialog of the
 * same title meanwhile). After a change the table is read again: its rows list the primary owner's firm user.
 */
import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { CompanyDetail } from '../../api/companies';
import type { FirmUser } from '../../api/firms';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { useCompany, useRevalidateCompany } from '../../hooks/useCompany';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { useRevalidateTaxReturns } from '../../hooks/useTaxReturnsTable';
import { entitiesText } from '../../texts/entities';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { usersLabels } from '../../texts/users';
import { Loading } from '../Loading';
import { AssignClientsFirmUserDialog } from '../ui/AssignClientsFirmUserDialog';
import { AssignEntityFirmUserDialog } from '../ui/AssignEntityFirmUserDialog';
import { UpdateOwnersDialog } from '../ui/UpdateOwnersDialog';
import { DialogShell } from './DialogShell';
import { loadFailureText } from './failure';
import { useAssignmentClients } from './useAssignmentClients';

/** Until `data` is there: a dialog of the coming one's title, loading or saying why it could not load. */
function Loaded<T>({
  title,
  data,
  error,
  onClose,
  children,
}: {
  title: string;
  data: T | undefined;
  error: { status?: number; message: string } | undefined;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data !== undefined) return children(data);
  return (
    <DialogShell title={title} onClose={onClose}>
      {error ? (
        <Text role="alert">{loadFailureText(error, t.entityLoadFailed)}</Text>
      ) : (
        <Loading label={t.loadingEntity} />
      )}
    </DialogShell>
  );
}

/** Both loaded, or undefined. */
const both = <A, B>(a: A | undefined, b: B | undefined): [A, B] | undefined =>
  a !== undefined && b !== undefined ? [a, b] : undefined;

/** Reads again what an entity change shows: the table's rows and the entity. */
function useAfterEntityChange() {
  const revalidateTable = useRevalidateTaxReturns();
  const revalidateCompany = useRevalidateCompany();
  return (companyId: string, next?: CompanyDetail) => {
    void revalidateCompany(companyId, next);
    void revalidateTable();
  };
}

/** The row's entity: the assigned firm user of its primary owner. */
export function RowAssignmentDialog({ row, onClose }: { row: TaxReturnRow; onClose: () => void }) {
  const company = useCompany(row.company_id);
  const firmUsers = useFirmUsers();
  const changed = useAfterEntityChange();
  return (
    <Loaded
      title={entitiesText.assignFirmUser}
      data={both<CompanyDetail, FirmUser[]>(company.data, firmUsers.data)}
      error={company.error ?? firmUsers.error}
      onClose={onClose}
    >
      {([c, users]) => (
        <AssignEntityFirmUserDialog company={c} firmUsers={users} onClose={onClose} onSaved={() => changed(c.id)} />
      )}
    </Loaded>
  );
}

/** The row's entity's owners (they sign its forms) and what happens to its conversation. */
export function RowOwnersDialog({ row, onClose }: { row: TaxReturnRow; onClose: () => void }) {
  const company = useCompany(row.company_id);
  const changed = useAfterEntityChange();
  return (
    <Loaded title={entitiesText.updateOwnersButton} data={company.data} error={company.error} onClose={onClose}>
      {(c) => <UpdateOwnersDialog company={c} onClose={onClose} onSaved={(next) => changed(next.id, next)} />}
    </Loaded>
  );
}

/** The selected rows' entities: one firm user for all of their primary owners (the Users page's bulk call). */
export function BulkAssignmentDialog({ companyIds, onClose }: { companyIds: string[]; onClose: () => void }) {
  const clients = useAssignmentClients(companyIds);
  const firmUsers = useFirmUsers();
  const revalidateTable = useRevalidateTaxReturns();
  return (
    <Loaded
      title={usersLabels.assignmentTitle}
      data={both(clients.data, firmUsers.data)}
      error={clients.error ?? firmUsers.error}
      onClose={onClose}
    >
      {([picked, users]) =>
        picked.length === 0 ? (
          <DialogShell title={usersLabels.assignmentTitle} onClose={onClose}>
            <Text role="alert">{t.noPrimaryOwners}</Text>
          </DialogShell>
        ) : (
          <AssignClientsFirmUserDialog
            firmUsers={users}
            clients={picked}
            onDone={() => {
              void revalidateTable();
              onClose();
            }}
            onClose={onClose}
          />
        )
      }
    </Loaded>
  );
}
