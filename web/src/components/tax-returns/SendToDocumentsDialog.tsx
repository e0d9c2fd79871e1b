import { Checkbox, Field, Input, makeStyles, Switch, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { maxMessage, maxSubject, taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery, type TaxReturnDetail } from '../../api/tax-return-delivery';
import { useRevalidateTaxReturns } from '../../hooks/useTaxReturnsTable';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { toastError, toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';
import { documentsDefaults, documentsErrors, type DocumentsForm } from './documents-rules';
import { failureText } from './failure';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  flags: { display: 'flex', flexDirection: 'column' },
});

/**
 * FA §2.6 Send Tax Return to Documents: the document's name and path, the client's subject and message (the
 * firm's defaults, FA §9), saving either as the new default, and the watermark. Every field is needed (FA §5.8).
 * Its submit keeps focus while the call runs, so focus goes back to the row's actions when the dialog closes.
 */
export function SendToDocumentsDialog({ detail, onClose }: { detail: TaxReturnDetail; onClose: () => void }) {
  const s = useStyles();
  const [form, setForm] = useState<DocumentsForm>(() => documentsDefaults(detail));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const revalidate = useRevalidateTaxReturns();
  const errors = checked ? documentsErrors(form) : {};
  const set = (patch: Partial<DocumentsForm>) => setForm((f) => ({ ...f, ...patch }));
  const field = (key: keyof typeof errors) => ({
    validationMessage: errors[key],
    validationState: errors[key] ? ('error' as const) : ('none' as const),
    required: true,
  });

  async function send() {
    setChecked(true);
    if (Object.keys(documentsErrors(form)).length) return;
    setBusy(true);
    const res = await taxReturnDelivery.sendToDocuments({ id: detail.id, company_id: detail.company_id, ...form });
    setBusy(false);
    if (!res?.ok) return toastError(failureText(res, spec.saveFailed));
    void revalidate();
    toastSuccess(spec.sentToDocuments);
    onClose();
  }

  return (
    <FormDialog
      title={t.documents.title}
      submitLabel={t.documents.send}
      canSubmit={!busy}
      onSubmit={send}
      onClose={onClose}
      noValidate
      keepSubmitFocus
    >
      <div className={s.form}>
        <Field label={t.documents.documentName} {...field('document_name')}>
          <Input maxLength={200} value={form.document_name} onChange={(_, d) => set({ document_name: d.value })} />
        </Field>
        <Field label={t.documents.path} {...field('path')}>
          <Input maxLength={500} value={form.path} onChange={(_, d) => set({ path: d.value })} />
        </Field>
        <Field label={t.documents.subject} {...field('subject')}>
          <Input maxLength={maxSubject} value={form.subject} onChange={(_, d) => set({ subject: d.value })} />
        </Field>
        <Field label={t.documents.message} {...field('message')}>
          <Textarea
            resize="vertical"
            rows={4}
            maxLength={maxMessage}
            value={form.message}
            onChange={(_, d) => set({ message: d.value })}
          />
        </Field>
        <div className={s.flags}>
          <Checkbox
            label={t.documents.saveSubject}
            checked={form.save_subject}
            onChange={(_, d) => set({ save_subject: d.checked === true })}
          />
          <Checkbox
            label={t.documents.saveMessage}
            checked={form.save_message}
            onChange={(_, d) => set({ save_message: d.checked === true })}
          />
          <Switch
            label={t.documents.watermark}
            checked={form.watermark_enabled}
            onChange={(_, d) => set({ watermark_enabled: d.checked })}
          />
        </div>
      </div>
    </FormDialog>
  );
}
