import { sendLabels as l } from '../../../texts/send-questionnaire';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { PendingSend } from './useSendRequest';

/**
 * QD §5, §9: sending or saving drafts to 10 or more entities, or to entity types, asks first. Kept mounted over the
 * send dialog and closed with `open`, so the dialog below stays reachable when it closes.
 */
export function BulkConfirmDialog({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: PendingSend | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const draft = pending?.body.is_draft === true;
  const types = pending?.audience.companyTypes ?? [];
  const count = pending?.audience.companies.length ?? 0;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={draft ? l.bulkDraftTitle : l.bulkTitle}
      confirmLabel={draft ? l.saveDraft : l.send}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      {count > 0 && <p>{l.bulkToEntities(count)}</p>}
      {types.length > 0 && <p>{l.bulkToTypes(types)}</p>}
      <p>{l.bulkAsk}</p>
    </ConfirmDialog>
  );
}
