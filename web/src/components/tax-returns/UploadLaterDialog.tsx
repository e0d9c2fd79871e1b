import { todayIn } from '@ledgerline/shared/questionnaire-sending';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery, type TaxReturnRow } from '../../api/tax-return-delivery';
import { browserZone } from '../../format/dateTime';
import { LaterDialog } from '../ui/LaterDialog';
import { useDetailChange } from './useDetailChange';

/**
 * FA §2.6 upload later, for a return waiting for a new file (the client asked for changes, or it failed): the date
 * the firm promises the new file by, after today and in the current year (FA §5.8; the server checks the same in the
 * firm's zone). The table shows it under the status until a new file is uploaded.
 */
export function UploadLaterDialog({ row, onClose }: { row: TaxReturnRow; onClose: () => void }) {
  const { change } = useDetailChange();
  return (
    <LaterDialog
      open
      kind="upload"
      today={todayIn(new Date(), browserZone)}
      dueDate={null}
      warnDocuments={false}
      onClose={onClose}
      onSave={async (date) => {
        const ok = await change(
          () => taxReturnDelivery.patch({ id: row.id, company_id: row.company_id, upload_later_date: date }),
          spec.uploadLaterSaved,
          spec.updateFailed,
        );
        if (ok) onClose();
      }}
    />
  );
}
