import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { taxReturnAdminText } from '@ledgerline/shared/tax-return-delivery';
import type { ESignForm, TaxReturnDetail } from '../../api/tax-return-delivery';
import { useIdentityRefresh, type useTaxReturnWrites } from '../../hooks/useTaxReturnDelivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';
import { toastError, toastSuccess } from '../../toast';
import { focusBack } from './focus-back';
import { FormList } from './FormList';
import { formName } from './format';
import { IdentityStep, isVerified } from './IdentityStep';
import { type GivenSignature, SignatureDialog } from './SignatureDialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
});

/**
 * The return's e-sign forms for the client: their own unsigned signatures have Sign (a staff mark does not stop them
 * signing, FA §4.3), the others' are shown as they stand. When the firm verifies signers, the identity check comes
 * first (FA §4.2); it is read again from the provider on load and on coming back to the page.
 */
export function SignSection({
  detail,
  companyId,
  userId,
  readOnly,
  writes,
}: {
  detail: TaxReturnDetail;
  companyId: string;
  userId: string | null;
  readOnly: boolean;
  writes: ReturnType<typeof useTaxReturnWrites>;
}) {
  const s = useStyles();
  const location = useLocation();
  const [signing, setSigning] = useState<{ form: ESignForm; signatureId: string; opener: HTMLElement } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => {
    if (signing) focusBack(signing.opener, () => heading.current);
    setSigning(null);
  };
  useIdentityRefresh(readOnly ? undefined : detail, companyId, userId);

  const mineToSign = detail.e_sign_forms.flatMap((f) =>
    f.signatures.filter((sig) => sig.signer_id === userId && !sig.signatureData),
  );
  const verification = detail.tax_return_identity_verifications.find((v) => v.user_id === userId);
  const needsIdentity = detail.identity_verification_enabled && mineToSign.length > 0;
  const mayVerify = !needsIdentity || isVerified(verification);

  const verify = async () => {
    const res = await writes.startIdentity(location.pathname + location.search);
    if (!res?.ok) toastError(res?.error || t.identityFailed);
    else window.location.assign(res.data.verification_url);
  };

  const sign = async (input: GivenSignature) => {
    if (!signing) return;
    const res = await writes.sign({ form_id: signing.form.id, signature_id: signing.signatureId, ...input });
    if (!res.ok) {
      toastError(res.error || t.signFailed);
      return;
    }
    close();
    toastSuccess(t.signedToast);
  };

  return (
    <section className={s.section} aria-labelledby="sign-section">
      <h2 id="sign-section" ref={heading} tabIndex={-1} className={s.h2}>
        {t.sign}
      </h2>
      {needsIdentity && (
        <IdentityStep
          verification={verification}
          busy={writes.busy === 'identity'}
          readOnly={readOnly}
          onVerify={() => void verify()}
        />
      )}
      {detail.e_sign_forms.length === 0 ? (
        <Text>{taxReturnAdminText.noSignatures}</Text>
      ) : (
        <>
          {mineToSign.length === 0 && <Text>{t.nothingToSign}</Text>}
          <FormList
            forms={detail.e_sign_forms}
            action={(form, sig) =>
              !readOnly &&
              sig.signer_id === userId &&
              !sig.signatureData && (
                <Button
                  appearance="primary"
                  disabled={!mayVerify || writes.busy !== null}
                  aria-label={`${t.sign} ${formName(form)}`}
                  onClick={(e) => setSigning({ form, signatureId: sig.id, opener: e.currentTarget })}
                >
                  {t.sign}
                </Button>
              )
            }
          />
        </>
      )}
      {signing && (
        <SignatureDialog
          formName={formName(signing.form)}
          busy={writes.busy === 'sign'}
          onSign={(input) => void sign(input)}
          onClose={close}
        />
      )}
    </section>
  );
}
