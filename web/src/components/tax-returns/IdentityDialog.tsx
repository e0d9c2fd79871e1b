import { Badge, Button, Field, Input, makeStyles, Text, tokens, typographyStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { identityLabel, identityStatusLabel, taxReturnAdminText as spec } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery, type TaxReturnDetail } from '../../api/tax-return-delivery';
import { useTaxReturnDetail } from '../../hooks/useTaxReturnsTable';
import { setMethodText } from '../../messages';
import { formatPhone, nextPhoneValue, PHONE_MAX, phoneDigits } from '../../phone';
import { taxReturnsTableText as t } from '../../texts/taxReturnsTable';
import { DialogShell } from './DialogShell';
import { SignerCodeCheck } from './SignerCodeCheck';
import { useDetailChange } from './useDetailChange';

const useStyles = makeStyles({
  heading: { ...typographyStyles.subtitle2, margin: `0 0 ${tokens.spacingVerticalS}` },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  phone: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A signer as the dialog lists them: their check when one was started, else Not Started. */
interface SignerCheck {
  key: string;
  verificationId: string | null;
  userId: string;
  name: string;
  title: string;
  phone: string;
  label: string;
  error: string | null;
  started: boolean;
  phoneVerifiedAt: string | null;
}

function checksOf(d: TaxReturnDetail): SignerCheck[] {
  const checks: SignerCheck[] = d.tax_return_identity_verifications.map((v) => ({
    key: v.id,
    verificationId: v.id,
    userId: v.user_id,
    name: v.name,
    title: v.title,
    phone: v.phone_number ? formatPhone(v.phone_number) : '',
    label: identityLabel(v),
    error: v.error_description,
    started: v.status !== 'not_started',
    phoneVerifiedAt: v.phone_verified_at,
  }));
  const checked = new Set(checks.map((c) => c.userId));
  for (const s of d.signers)
    if (!checked.has(s.id))
      checks.push({
        key: s.id,
        verificationId: null,
        userId: s.id,
        name: `${s.fname} ${s.lname}`.trim() || s.email,
        title: '',
        phone: '',
        label: identityLabel({ status: 'not_started' }),
        error: null,
        started: false,
        phoneVerifiedAt: null,
      });
  return checks;
}

/**
 * FA §2.6, §4.2 Identity Verification (ID Fraud Detection): the return's signers with their check's status (any
 * error code reads Failed); staff correct a signer's phone number, formatted (XXX) XXX-XXXX before saving (FA §5.8),
 * or start a check over, or check the signer on a call with a texted code (SignerCodeCheck).
 */
export function IdentityDialog({ detail, onClose }: { detail: TaxReturnDetail; onClose: () => void }) {
  const s = useStyles();
  const live = useTaxReturnDetail(detail.id, detail.company_id).data ?? detail;
  const checks = checksOf(live);
  const [phones, setPhones] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, change } = useDetailChange();
  const who = (c: SignerCheck) => (c.verificationId ? { verification_id: c.verificationId } : { user_id: c.userId });

  async function savePhone(c: SignerCheck) {
    const typed = phones[c.key] ?? c.phone;
    if (phoneDigits(typed).length !== 10) return setInvalid(c.key);
    setInvalid(null);
    const ok = await change(
      () =>
        taxReturnDelivery.updateIdentity({
          id: live.id,
          company_id: live.company_id,
          ...who(c),
          phone_number: formatPhone(typed),
        }),
      spec.identityUpdated,
      spec.updateFailed,
    );
    if (ok)
      setPhones((p) => {
        const { [c.key]: _, ...rest } = p;
        return rest;
      });
  }

  const restart = (c: SignerCheck) =>
    change(
      () => taxReturnDelivery.updateIdentity({ id: live.id, company_id: live.company_id, ...who(c), reset: true }),
      spec.identityUpdated,
      spec.updateFailed,
    );

  return (
    <DialogShell title={t.identity.title} onClose={onClose} wide>
      <h3 className={s.heading}>{t.identity.heading}</h3>
      {checks.length === 0 ? (
        <Text>{t.identity.none}</Text>
      ) : (
        <ul className={s.list}>
          {checks.map((c) => (
            <li key={c.key} className={s.item}>
              <span className={s.who}>
                <Text weight="semibold">{c.name}</Text>
                {c.title && (
                  <Text size={200} className={s.muted}>
                    {c.title}
                  </Text>
                )}
                {c.error && (
                  <Text size={200} className={s.muted}>
                    {c.error}
                  </Text>
                )}
              </span>
              <Badge
                appearance="tint"
                color={
                  c.label === identityStatusLabel.verified
                    ? 'success'
                    : c.label === identityStatusLabel.failed
                      ? 'danger'
                      : 'informative'
                }
              >
                {c.label}
              </Badge>
              <div className={s.phone}>
                <Field
                  label={t.identity.phoneFor(c.name)}
                  validationMessage={invalid === c.key ? setMethodText.phoneTenDigits : undefined}
                  validationState={invalid === c.key ? 'error' : 'none'}
                >
                  <Input
                    type="tel"
                    inputMode="tel"
                    maxLength={PHONE_MAX}
                    value={phones[c.key] ?? c.phone}
                    onChange={(_, d) =>
                      setPhones((p) => ({ ...p, [c.key]: nextPhoneValue(p[c.key] ?? c.phone, d.value) }))
                    }
                  />
                </Field>
                <Button
                  aria-label={t.identity.saveFor(c.name)}
                  disabledFocusable={busy || (phones[c.key] ?? c.phone) === c.phone}
                  onClick={() => void savePhone(c)}
                >
                  {t.identity.save}
                </Button>
                {c.started && (
                  <Button
                    aria-label={t.identity.restartFor(c.name)}
                    disabledFocusable={busy}
                    onClick={() => void restart(c)}
                  >
                    {t.identity.restart}
                  </Button>
                )}
              </div>
              <SignerCodeCheck detail={live} userId={c.userId} name={c.name} verifiedAt={c.phoneVerifiedAt} />
            </li>
          ))}
        </ul>
      )}
    </DialogShell>
  );
}
