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

/**
 * A dialog that asks for something: a title, fields, Cancel and a submit button, as one form so Enter submits.
 * The submit stops propagating: these dialogs may open over another form (the chat's composer).
 */
export function FormDialog({
  title,
  submitLabel,
  canSubmit,
  onSubmit,
  onClose,
  open = true,
  noValidate = false,
  children,
}: {
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  open?: boolean;
  /** The dialog checks its fields itself and shows its own messages, not the browser's bubbles. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate={noValidate}
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            void onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {ui.cancel}
              </Button>
              <Button appearance="primary" type="submit" disabled={!canSubmit}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
