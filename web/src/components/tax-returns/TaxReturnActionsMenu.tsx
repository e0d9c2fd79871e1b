import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { taxReturnChecksText as checks } from '../../texts/taxReturnChecks';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { rowActions, type RowAction } from './row-actions';

const labels: Record<Exclude<RowAction, 'invoice'>, string> = {
  classify: t.actions.startClassification,
  upload: t.actions.upload,
  replace: t.actions.replace,
  upload_later: checks.uploadLater,
  reminders: t.actions.sendReminders,
  vouchers: t.actions.vouchers,
  signatures: t.actions.signatures,
  identity: t.actions.identity,
  finished: t.actions.finished,
  documents: t.actions.sendToDocuments,
  activity: t.actions.activity,
  assignments: t.actions.assignments,
  owners: t.actions.owners,
  delete: t.actions.delete,
};

const label = (row: TaxReturnRow, action: RowAction) =>
  action === 'invoice' ? (row.invoice_paid ? t.actions.invoiceUnpaid : t.actions.invoicePaid) : labels[action];

/** FA §2.6 a row's actions menu: the entries its status allows (row-actions.ts); Delete last, set apart. */
export function TaxReturnActionsMenu({
  row,
  identityOn,
  mayReassign,
  onAction,
}: {
  row: TaxReturnRow;
  identityOn: boolean;
  /** Partner and full users: the entity's client assignments and owners (FA §6). */
  mayReassign: boolean;
  onAction: (row: TaxReturnRow, action: RowAction) => void;
}) {
  // The dialogs open by state: focus goes back to this button when they close.
  const restoreFocusHere = useRestoreFocusTarget();
  const actions = rowActions(row, identityOn, mayReassign);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          {...restoreFocusHere}
          appearance="subtle"
          size="small"
          icon={<MoreHorizontalRegular />}
          aria-label={t.actionsFor(`${row.company_name} ${row.tax_year} ${row.tax_return_name}`)}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <Fragment key={action}>
              {action === 'delete' && <MenuDivider />}
              <MenuItem onClick={() => onAction(row, action)}>{label(row, action)}</MenuItem>
            </Fragment>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
