import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { TaxReturnActivity } from '../ui/TaxReturnActivity';
import { loadFailureText } from './failure';

/** FA §2.6 Activity log of a return, newest first; 'No related activities' when empty (FA §8.4). */
export function ActivityDialog({ row, onClose }: { row: TaxReturnRow; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t.activity.title}</DialogTitle>
          <DialogContent>
            <TaxReturnActivity
              id={row.id}
              companyId={row.company_id}
              emptyText={spec.noActivities}
              failedText={(error) => loadFailureText(error, t.loadFailedOne)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
