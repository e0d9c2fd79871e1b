import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  DeleteRegular,
  ArrowDownloadRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import type { SignatureRequestRow } from '../../api/signature-requests';
import { signatureRequestsText as t } from '../../texts/signatureRequests';
import { canComplete, type RowAction } from './row-rules';

/** FA §2.7 row actions: download, mark as completed (once sent), delete. */
export function RowActions({
  row,
  busy,
  onAction,
}: {
  row: SignatureRequestRow;
  busy: boolean;
  onAction: (row: SignatureRequestRow, action: RowAction) => void;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={t.actionsFor(row.document_name)}
          disabledFocusable={busy}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ArrowDownloadRegular />} onClick={() => onAction(row, 'download')}>
            {t.download}
          </MenuItem>
          <MenuItem
            icon={<CheckmarkCircleRegular />}
            disabled={!canComplete(row.status)}
            onClick={() => onAction(row, 'complete')}
          >
            {t.markCompleted}
          </MenuItem>
          <MenuItem icon={<DeleteRegular />} onClick={() => onAction(row, 'delete')}>
            {t.delete}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
