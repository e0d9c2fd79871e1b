import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { signerCodeRules } from '@ledgerline/shared/tax-return-delivery';
import { taxReturnDelivery, type TaxReturnDetail } from '../../api/tax-return-delivery';
import { formatDate } from '../../format/dateTime';
import { taxReturnChecksText as t } from '../../texts/taxReturnChecks';
import { toastError, toastSuccess } from '../../toast';
import { failureText } from './failure';
import { useDetailChange } from './useDetailChange';

const useStyles = makeStyles({
  row: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  muted: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground2 },
});

/**
 * FA §2.6 '2FA code entry' in the Identity Verification dialog: staff on a call with a signer text them a one-time
 * code and type what the signer reads back (at most 6 characters, FA §5.8); a passed check shows when it was made.
 */
export function SignerCodeCheck({
  detail,
  userId,
  name,
  verifiedAt,
}: {
  detail: TaxReturnDetail;
  userId: string;
  name: string;
  verifiedAt: string | null;
}) {
  const s = useStyles();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const { busy, change } = useDetailChange();

  async function send() {
    setSending(true);
    const res = await taxReturnDelivery.sendSignerCode(detail.id, detail.company_id, userId);
    setSending(false);
    if (!res?.ok) return toastError(failureText(res, t.sendFailed));
    setSent(true);
    toastSuccess(res.data.message);
  }

  async function verify() {
    const ok = await change(
      () => taxReturnDelivery.verifySignerCode(detail.id, detail.company_id, userId, code.trim()),
      null,
      t.verifyFailed,
    );
    if (ok) {
      setSent(false);
      setCode('');
    }
  }

  return (
    <>
      {verifiedAt && (
        <Text size={200} className={s.muted}>
          {t.phoneVerifiedOn(formatDate(verifiedAt))}
        </Text>
      )}
      <div className={s.row}>
        <Button aria-label={t.sendCodeFor(name)} disabledFocusable={sending} onClick={() => void send()}>
          {t.sendCode}
        </Button>
        {sent && (
          <>
            <Field label={t.codeFor(name)}>
              <Input
                value={code}
                maxLength={signerCodeRules.length}
                autoComplete="off"
                onChange={(_, d) => setCode(d.value.toUpperCase())}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && code.trim()) void verify();
                }}
              />
            </Field>
            <Button
              appearance="primary"
              aria-label={t.verifyFor(name)}
              disabledFocusable={busy || !code.trim()}
              onClick={() => void verify()}
            >
              {t.verify}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
