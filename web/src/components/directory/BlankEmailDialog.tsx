import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * FA §5.1 Blank Email Confirmation: a user made without an email cannot sign in or receive notifications; going on
 * lets the server make a temporary email.
 */
export function BlankEmailDialog({
  open,
  onConfirm,
  onClose,
}: {
  /** Mounted with the Create dialog and opened by this flag (see ConfirmDialog's `open`). */
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={l.blankEmailTitle}
      confirmLabel={l.continueWithoutEmail}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t.blankEmail}
    </ConfirmDialog>
  );
}
