import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ui } from '../../messages';

/** A question before something that cannot be undone: the title, what happens, Cancel and the action. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  open = true,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * Over another dialog, keep it mounted and close it with `open`: unmounted while open, Fluent's focus trap leaves
   * the dialog below hidden from assistive technology (aria-hidden).
   */
  open?: boolean;
}) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {ui.cancel}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
