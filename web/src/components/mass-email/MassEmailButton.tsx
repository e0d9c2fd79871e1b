import { Button, Tooltip } from '@fluentui/react-components';
import { MailMultipleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { CurrentUser } from '../../api/types';
import { massEmailLabels } from '../../texts/mass-email';
import { MassEmailDialog } from './MassEmailDialog';

/** MD §2: the Mass Email button of the staff messages screen; read-only staff may not send (MD §6), so it is disabled for them. */
export function MassEmailButton({ me }: { me: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const readOnly = me.user.readonly_access;
  const button = (
    <Button size="small" icon={<MailMultipleRegular />} disabledFocusable={readOnly} onClick={() => setOpen(true)}>
      {massEmailLabels.massEmail}
    </Button>
  );
  return (
    <>
      {readOnly ? (
        <Tooltip content={massEmailLabels.readOnly} relationship="description">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {open && <MassEmailDialog me={me} onClose={() => setOpen(false)} />}
    </>
  );
}
