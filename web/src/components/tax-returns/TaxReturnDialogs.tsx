/**
 * The page's dialogs (FA §2.6), one open at a time: which, and for which row. A form dialog starts again when a
 * fresher copy of the return arrives (its version moved), so it never saves over what it did not show.
 */
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ActivityDialog } from './ActivityDialog';
import { WithDetail } from './DialogShell';
import { DraftDialog } from './DraftDialog';
import { BulkAssignmentDialog, RowAssignmentDialog, RowOwnersDialog } from './EntityDialogs';
import { IdentityDialog } from './IdentityDialog';
import { SendToDocumentsDialog } from './SendToDocumentsDialog';
import { SignaturesDialog } from './SignaturesDialog';
import { UploadTaxReturnDialog, type UploadTarget } from './UploadTaxReturnDialog';
import { UploadLaterDialog } from './UploadLaterDialog';
import { VouchersDialog } from './VouchersDialog';

export type OpenDialog =
  | { kind: 'upload'; target: UploadTarget }
  | {
      kind:
        | 'draft'
        | 'upload_later'
        | 'vouchers'
        | 'signatures'
        | 'identity'
        | 'documents'
        | 'activity'
        | 'assignments'
        | 'owners'
        | 'delete';
      row: TaxReturnRow;
    }
  | { kind: 'bulk_assignments'; companyIds: string[] }
  | null;

export function TaxReturnDialogs({
  open,
  onOpen,
  onClose,
  onUploaded,
  onDelete,
}: {
  open: OpenDialog;
  onOpen: (next: OpenDialog) => void;
  onClose: () => void;
  onUploaded: () => void;
  onDelete: (row: TaxReturnRow) => void;
}) {
  if (!open) return null;
  if (open.kind === 'upload')
    return <UploadTaxReturnDialog target={open.target} onUploaded={onUploaded} onClose={onClose} />;
  if (open.kind === 'bulk_assignments') return <BulkAssignmentDialog companyIds={open.companyIds} onClose={onClose} />;
  const { row } = open;
  const detailDialog = (title: string, show: Parameters<typeof WithDetail>[0]['children']) => (
    <WithDetail row={row} title={title} onClose={onClose}>
      {show}
    </WithDetail>
  );
  switch (open.kind) {
    case 'draft':
      return (
        <DraftDialog
          row={row}
          onReplace={(r) => onOpen({ kind: 'upload', target: { kind: 'replace', row: r } })}
          onClose={onClose}
        />
      );
    case 'vouchers':
      return detailDialog(t.vouchers.title, (d) => <VouchersDialog key={d.version} detail={d} onClose={onClose} />);
    case 'signatures':
      return detailDialog(t.signatures.title, (d) => <SignaturesDialog detail={d} onClose={onClose} />);
    case 'identity':
      return detailDialog(t.identity.title, (d) => <IdentityDialog detail={d} onClose={onClose} />);
    case 'documents':
      return detailDialog(t.documents.title, (d) => (
        <SendToDocumentsDialog key={d.version} detail={d} onClose={onClose} />
      ));
    case 'upload_later':
      return <UploadLaterDialog row={row} onClose={onClose} />;
    case 'activity':
      return <ActivityDialog row={row} onClose={onClose} />;
    case 'assignments':
      return <RowAssignmentDialog row={row} onClose={onClose} />;
    case 'owners':
      return <RowOwnersDialog row={row} onClose={onClose} />;
    case 'delete':
      return (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          onConfirm={() => onDelete(row)}
          onClose={onClose}
        >
          {spec.deleteConfirm}
        </ConfirmDialog>
      );
  }
}
