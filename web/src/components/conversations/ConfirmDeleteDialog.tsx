import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { conversationText } from '@ledgerline/shared/conversations';
import { chatText } from './text';

/** MD §4: after the unsend window, Delete asks first. */
export function ConfirmDeleteDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{chatText.deleteMessage}</DialogTitle>
          <DialogContent>{conversationText.deleteConfirmation}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {chatText.cancel}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {chatText.delete}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
