import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { signatureRequestText as spec } from '@ledgerline/shared/signature-requests';
import { signatureRequests, type SignatureRequestDetail } from '../../api/signature-requests';
import { reviewSignatureRequestText as t } from '../../texts/signatureRequests';
import { toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';
import { hasSignature, SignatureInput, type SignatureValue } from '../ui/SignatureInput';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  preview: {
    fontFamily: '"Brush Script MT", "Segoe Script", "Times New Roman", serif',
    fontStyle: 'italic',
    fontSize: '28px',
    minHeight: '40px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    overflowWrap: 'anywhere',
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

/**
 * The signer's signature: typed (their name, shown as it will be signed) or drawn. Signing records the time, the
 * address and the browser; the signature goes on the document's sign page.
 */
export function SignDialog({
  request,
  defaultName,
  onSigned,
  onClose,
}: {
  request: SignatureRequestDetail;
  defaultName: string;
  onSigned: (updated: SignatureRequestDetail) => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const [value, setValue] = useState<SignatureValue>({ kind: 'typed', text: defaultName });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!hasSignature(value)) return setError(spec.signatureRequired);
    setBusy(true);
    setError(null);
    const res = await signatureRequests.sign({
      id: request.id,
      companyId: request.company_id,
      kind: value.kind,
      ...(value.kind === 'typed' ? { text: value.text.trim() } : { image: value.image ?? undefined }),
    });
    setBusy(false);
    if (!res?.ok) return setError(res?.error ?? t.signDialog.failed);
    toastSuccess(res.data.message || t.signDialog.signed);
    onSigned(res.data.signature_request);
  }

  return (
    <FormDialog
      title={t.signDialog.title}
      submitLabel={t.signDialog.submit}
      canSubmit={!busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      <div className={s.form}>
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        <SignatureInput
          defaultName={defaultName}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
        />
      </div>
    </FormDialog>
  );
}
