import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import { useState } from 'react';
import { staffQuestionnaires } from '../../../api/questionnaires-staff';
import { collectSpecText as spec, collectText as t } from '../../../texts/collect';
import { toastError, toastSuccess } from '../../../toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { exportTargetOf } from '../../exports/export-rules';
import { ExportQuestionnairesDialog } from '../../exports/ExportQuestionnairesDialog';
import type { BulkAction } from './CollectBulkBar';
import { deleteQuestionnaires, restoreQuestionnaires } from './collect-calls';
import { selectedCompanyIds } from './collect-selection';
import type { CollectRow } from '../../../api/questionnaires-staff';
import { EditDueDatesDialog } from './EditDueDatesDialog';
import { SendSignInLinksDialog } from './SendSignInLinksDialog';

/**
 * The dialog of the bulk action chosen on Collect (QD §2 Sending and reminder dialogs), for the selected rows:
 * Collect's own ones (the reminder dialogs and Update Tags belong to other features: the page mounts those).
 * Each is mounted only while open: a closed Fluent dialog still starts the focus library's modal handling, whose
 * page-wide focus traps axe flags (aria-hidden-focus). `onDone` after a change: the selection is cleared and the
 * lists are read again.
 */
export function CollectBulkDialogs({
  action,
  rows,
  onClose,
  onDone,
}: {
  action: BulkAction | null;
  rows: CollectRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  const ids = rows.map((r) => r.id);
  const companyIds = selectedCompanyIds(rows);
  const done = () => {
    onClose();
    onDone();
  };
  switch (action) {
    case 'sign-in-links':
      return <SendSignInLinksDialog companyIds={companyIds} onClose={onClose} onDone={onClose} />;
    case 'due-dates':
      return <EditDueDatesDialog questionnaireIds={ids} onClose={onClose} onDone={done} />;
    case 'lock':
    case 'unlock':
      return <LockDialog ids={ids} locked={action === 'lock'} onClose={onClose} onDone={done} />;
    case 'delete':
      return <DeleteDialog ids={ids} onClose={onClose} onDone={done} />;
    case 'restore':
      return <RestoreDialog ids={ids} onClose={onClose} onDone={done} />;
    case 'export':
      // An export changes nothing on the list: the selection stays.
      return <ExportQuestionnairesDialog targets={rows.map(exportTargetOf)} onClose={onClose} />;
    default:
      return null;
  }
}

interface ChangeProps {
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}

/** Asks, then runs `change` once (a second press while it runs does nothing). */
function useOnce(change: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  return async () => {
    if (busy) return;
    setBusy(true);
    await change();
    setBusy(false);
  };
}

function LockDialog({ ids, locked, onClose, onDone }: ChangeProps & { locked: boolean }) {
  const run = useOnce(async () => {
    const res = await staffQuestionnaires.lock(ids, locked);
    if (!res?.ok) return;
    toastSuccess(locked ? sendingText.locked : sendingText.unlocked);
    onDone();
  });
  return (
    <ConfirmDialog
      title={locked ? t.lockTitle : t.unlockTitle}
      confirmLabel={locked ? t.lock : t.unlock}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      {locked ? t.lockConfirm(ids.length) : t.unlockConfirm(ids.length)}
    </ConfirmDialog>
  );
}

function DeleteDialog({ ids, onClose, onDone }: ChangeProps) {
  const run = useOnce(async () => {
    if (await deleteQuestionnaires(ids)) {
      toastSuccess(sendingText.deleted);
      onDone();
    } else {
      toastError(sendingText.deleteFailed);
      onClose();
    }
  });
  return (
    <ConfirmDialog
      title={spec.deleteQuestionnaires}
      confirmLabel={t.delete}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      {t.deleteConfirm(ids.length)}
    </ConfirmDialog>
  );
}

function RestoreDialog({ ids, onClose, onDone }: ChangeProps) {
  const run = useOnce(async () => {
    const ok = await restoreQuestionnaires(ids);
    if (ok) toastSuccess(sendingText.restored);
    else toastError(sendingText.restoreFailed);
    // Some may have come back even when one failed: the lists are read again either way.
    onDone();
  });
  return (
    <ConfirmDialog
      title={spec.restoreQuestionnaires}
      confirmLabel={t.restore}
      onConfirm={() => void run()}
      onClose={onClose}
    >
      {t.restoreConfirm(ids.length)}
    </ConfirmDialog>
  );
}
