import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { SignatureRequestRow } from '../../api/signature-requests';
import { signatureRequestsText as t } from '../../texts/signatureRequests';
import { reviewPath } from './review-path';

const useStyles = makeStyles({
  surface: { width: 'min(1100px, 96vw)', maxWidth: '96vw' },
  frame: { width: '100%', height: 'min(75vh, 900px)', border: 'none', display: 'block' },
});

/** FA §2.7: opening a request shows its review page in an embedded frame. */
export function ReviewFrameDialog({ row, onClose }: { row: SignatureRequestRow; onClose: () => void }) {
  const s = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{row.document_name}</DialogTitle>
          <DialogContent>
            <iframe className={s.frame} title={t.review} src={`${reviewPath(row.id, row.company_id)}&embedded=1`} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
