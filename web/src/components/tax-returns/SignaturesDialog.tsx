import { Button, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery, type ESignForm, type TaxReturnDetail } from '../../api/tax-return-delivery';
import { formatDate } from '../../format/dateTime';
import { useTaxReturnDetail } from '../../hooks/useTaxReturnsTable';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { DialogShell } from './DialogShell';
import { useDetailChange } from './useDetailChange';

const useStyles = makeStyles({
  forms: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  formName: { ...typographyStyles.subtitle2, margin: `0 0 ${tokens.spacingVerticalS}` },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Signature = ESignForm['signatures'][number];

function statusOf(sig: Signature): string {
  if (sig.signatureData) return t.signatures.signedOn(formatDate(sig.signatureData.signed_at));
  return sig.isMarkedSigned ? t.signatures.markedSigned : t.signatures.notSigned;
}

/**
 * FA §2.6 Tax Return Signatures: each e-sign form's signatures with the signer and whether they signed. Staff mark
 * a signature signed only while the client has not signed it (FA §4.3; the client may still sign later), take
 * their own mark back, or mark every unsigned one at once.
 */
export function SignaturesDialog({ detail, onClose }: { detail: TaxReturnDetail; onClose: () => void }) {
  const s = useStyles();
  // The dialog follows the return as changes come back.
  const live = useTaxReturnDetail(detail.id, detail.company_id).data ?? detail;
  const { busy, change } = useDetailChange();
  const ref = { id: live.id, company_id: live.company_id };
  const anyUnsigned = live.e_sign_forms.some((f) => f.signatures.some((g) => !g.signatureData && !g.isMarkedSigned));

  const mark = (form: ESignForm, sig: Signature, signed: boolean) =>
    change(
      () => taxReturnDelivery.markSigned({ ...ref, form_id: form.id, signature_id: sig.id, signed }),
      spec.signatureUpdated,
      spec.signatureUpdateFailed,
    );
  const markAll = () => change(() => taxReturnDelivery.markSigned(ref), spec.allMarkedSigned, spec.markAllFailed);

  return (
    <DialogShell
      title={t.signatures.title}
      onClose={onClose}
      wide
      actions={
        anyUnsigned && (
          <Button appearance="primary" disabledFocusable={busy} onClick={() => void markAll()}>
            {t.signatures.markAll}
          </Button>
        )
      }
    >
      {live.e_sign_forms.length === 0 ? (
        <Text>{t.signatures.none}</Text>
      ) : (
        <div className={s.forms}>
          {live.e_sign_forms.map((form) => (
            <section key={form.id} aria-labelledby={`form-${form.id}`}>
              <h3 id={`form-${form.id}`} className={s.formName}>
                {form.custom_form_name || form.form_name}
              </h3>
              <ul className={s.list}>
                {form.signatures.map((sig) => (
                  <li key={sig.id} className={s.item}>
                    <span className={s.who}>
                      <Text weight="semibold">{sig.name}</Text>
                      {sig.title && (
                        <Text size={200} className={s.muted}>
                          {sig.title}
                        </Text>
                      )}
                    </span>
                    <Text>{statusOf(sig)}</Text>
                    {!sig.signatureData &&
                      (sig.isMarkedSigned ? (
                        <Button
                          size="small"
                          aria-label={t.signatures.unmarkFor(sig.name)}
                          disabledFocusable={busy}
                          onClick={() => void mark(form, sig, false)}
                        >
                          {t.signatures.unmark}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={t.signatures.markSignedFor(sig.name)}
                          disabledFocusable={busy}
                          onClick={() => void mark(form, sig, true)}
                        >
                          {t.signatures.markSigned}
                        </Button>
                      ))}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </DialogShell>
  );
}
