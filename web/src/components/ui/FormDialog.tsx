import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  useRestoreFocusTarget,
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
  keepSubmitFocus = false,
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
  /**
   * The submit keeps focus: it stays focusable while it cannot submit (a call on its way) and takes focus back when
   * a dialog opened over this one closes. Focus is then still inside when this dialog closes after its call, and
   * goes back to what opened it instead of falling to the page's body. Opt-in: a dialog whose fields show why it
   * cannot submit yet keeps the plain disabled button.
   */
  keepSubmitFocus?: boolean;
  children: ReactNode;
}) {
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate={noValidate}
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            // Enter in a field still submits while the submit is only aria-disabled.
            if (canSubmit || !keepSubmitFocus) void onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {ui.cancel}
              </Button>
              <Button
                {...(keepSubmitFocus ? restoreFocusHere : {})}
                appearance="primary"
                type="submit"
                disabled={!keepSubmitFocus && !canSubmit}
                disabledFocusable={keepSubmitFocus && !canSubmit}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
