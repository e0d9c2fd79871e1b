import { Checkbox, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import {
  defaultDocumentsPath,
  stillProcessing,
  taxReturnAdminText as spec,
} from '@ledgerline/shared/tax-return-delivery';
import type { TaxReturnRow } from '../../api/tax-return-delivery';
import { useCompany } from '../../hooks/useCompany';
import { useTaxReturnDetail } from '../../hooks/useTaxReturnsTable';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { PickedEntity } from '../ui/EntityChoice';
import { PdfUploadDialog } from '../ui/PdfUploadDialog';
import { usePdfUploadForm } from '../ui/usePdfUploadForm';
import * as rules from './upload-rules';
import { useTaxReturnUpload } from './useTaxReturnUpload';

const useStyles = makeStyles({
  busy: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What the dialog uploads for: a new return (for any entity, or a row's), or a replacement of a row's return. */
export type UploadTarget = { kind: 'new'; entity?: PickedEntity } | { kind: 'replace'; row: TaxReturnRow };

/**
 * FA §2.6, §5.8 Upload or Replace Tax Return: one entity (fixed when replacing), one PDF of at most 150 MB, the tax
 * year, the document's name and path, and 'Send draft for approval'. Submit first asks to confirm (FA §2.6 'confirm
 * send or draft'; Cancel keeps the choices). After the upload it waits while the return is read (the spec's
 * still-processing message), then closes with a toast; a return that could not be read shows why, and another
 * file can be tried. Its submit keeps focus, so focus goes back to what opened the dialog when it closes.
 */
export function UploadTaxReturnDialog({
  target,
  onUploaded,
  onClose,
}: {
  target: UploadTarget;
  /** The return exists (still processing): the table shows it. */
  onUploaded: () => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const replacing = target.kind === 'replace' ? target.row : null;
  const fixedEntity = replacing
    ? { id: replacing.company_id, name: replacing.company_name }
    : (target.kind === 'new' && target.entity) || null;
  const form = usePdfUploadForm(rules, { entity: fixedEntity, taxYear: replacing?.tax_year });
  const [path, setPath] = useState<string | null>(null);
  const [sendDraft, setSendDraft] = useState(replacing?.draft_status === 'change_requested');
  const [confirming, setConfirming] = useState(false);
  // The confirmation names who the draft goes to.
  const primaryContact = useCompany(sendDraft ? form.entity?.id : null).data?.primary_contact?.full_name ?? null;
  const upload = useTaxReturnUpload(onUploaded);
  const { state } = upload;
  const busy = state.phase !== 'idle';

  // The path follows the year until typed over.
  const shownPath = path ?? defaultDocumentsPath(form.taxYear);

  const processing = state.phase === 'processing' ? state : null;
  const detail = useTaxReturnDetail(processing?.id ?? null, processing?.companyId ?? null, true).data;
  const read = processing && detail && detail.id === processing.id && !stillProcessing(detail.status) ? detail : null;
  // Each upload ends once, though the dialog may render again before it closes.
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (!read || !processing || ended.current === processing.id) return;
    ended.current = processing.id;
    if (read.status === 'error') return upload.failed(read.error_message);
    onUploaded();
    toastSuccess(processing.message);
    onClose();
  }, [read, processing, upload.failed, onUploaded, onClose]);

  async function submit() {
    if (form.check()) setConfirming(true);
  }

  async function confirmed() {
    // A second press while the confirmation fades out.
    if (!confirming) return;
    setConfirming(false);
    const chosen = form.check();
    if (!chosen) return;
    await upload.start({
      companyId: chosen.entity.id,
      file: chosen.file,
      taxYear: form.taxYear,
      documentName: form.documentName,
      path: shownPath,
      sendDraft,
      previousId: replacing?.id,
    });
  }

  return (
    <>
      <PdfUploadDialog
        title={replacing ? t.upload.replaceTitle : t.upload.title}
        submitLabel={replacing ? t.upload.replaceSubmit : t.upload.submit}
        form={form}
        state={state}
        text={t.upload}
        fixedEntity={fixedEntity}
        onSubmit={submit}
        onClose={onClose}
        keepSubmitFocus
        status={
          state.phase === 'processing' && (
            <div className={s.busy} role="status">
              <Spinner size="small" label={spec.stillProcessing} />
            </div>
          )
        }
      >
        <Field label={t.upload.path}>
          <Input maxLength={500} disabled={busy} value={shownPath} onChange={(_, d) => setPath(d.value)} />
        </Field>
        <Checkbox
          label={t.upload.sendDraft}
          disabled={busy}
          checked={sendDraft}
          onChange={(_, d) => setSendDraft(d.checked === true)}
        />
      </PdfUploadDialog>
      <ConfirmDialog
        open={confirming}
        title={sendDraft ? t.upload.confirmDraftTitle : t.upload.confirmUploadTitle}
        confirmLabel={sendDraft ? t.upload.confirmDraftAction : t.upload.confirmUploadAction}
        onConfirm={() => void confirmed()}
        onClose={() => setConfirming(false)}
      >
        {sendDraft ? t.upload.confirmDraft(primaryContact) : t.upload.confirmUpload}
      </ConfirmDialog>
    </>
  );
}
