import { Checkbox, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { FormDialog } from '../ui/FormDialog';

/**
 * FA §2.5 Deactivate User / Activate User (FA §4.4): optionally with all entities the user is primary owner of
 * (deactivate) or the user's inactive entities (activate). Activation needs an email of the user's own.
 */
export function UserStatusDialog({
  open,
  activating,
  hasEmail,
  busy,
  onConfirm,
  onClose,
}: {
  /** Mounted with Edit user and opened by this flag (see ConfirmDialog's `open`). */
  open: boolean;
  activating: boolean;
  hasEmail: boolean;
  busy: boolean;
  onConfirm: (withEntities: boolean) => void;
  onClose: () => void;
}) {
  const [withEntities, setWithEntities] = useState(false);
  const blocked = activating && !hasEmail;
  return (
    <FormDialog
      open={open}
      title={activating ? l.activateTitle : l.deactivateTitle}
      submitLabel={activating ? l.activate : l.deactivate}
      // Not disabled while busy (a second press is ignored): a button disabled under the focus drops it to the
      // page, and focus could then not go back into Edit user when this closes.
      canSubmit={!blocked}
      onSubmit={() => {
        if (!busy) onConfirm(withEntities);
      }}
      onClose={onClose}
    >
      {blocked ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t.emailRequiredToActivate}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <p>{activating ? l.activateBody : l.deactivateBody}</p>
          <Checkbox
            label={activating ? l.activateEntities : l.deactivateEntities}
            checked={withEntities}
            onChange={(_, d) => setWithEntities(d.checked === true)}
          />
        </>
      )}
    </FormDialog>
  );
}
