import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { identityLabel } from '@ledgerline/shared/tax-return-delivery';
import type { IdentityVerification } from '../../api/tax-return-delivery';
import { deliveryText as t } from '../../texts/taxReturnDelivery';

const useStyles = makeStyles({ bar: { flexWrap: 'wrap' } });

/** Verified: the check passed and reported no error (FA §4.2: any error_code reads Failed). */
export const isVerified = (v: IdentityVerification | undefined) => v?.status === 'verified' && !v.error_code;

/**
 * FA §4.2, when the firm verifies signers: the client's check (its status label) and, until it is verified, the step
 * to take before signing: 'Verify identity' goes to the provider's page, which comes back here.
 */
export function IdentityStep({
  verification,
  busy,
  readOnly,
  onVerify,
}: {
  verification: IdentityVerification | undefined;
  busy: boolean;
  readOnly: boolean;
  onVerify: () => void;
}) {
  const s = useStyles();
  const label = t.identityStatus(verification ? identityLabel(verification) : identityLabel({ status: 'not_started' }));
  if (isVerified(verification)) {
    return (
      <MessageBar intent="success">
        <MessageBarBody>{label}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="warning" className={s.bar}>
      <MessageBarBody>
        <Text block>{t.identityNeeded}</Text>
        <Text block>{label}</Text>
      </MessageBarBody>
      {!readOnly && (
        <MessageBarActions>
          <Button appearance="primary" disabled={busy} onClick={onVerify}>
            {t.verifyIdentity}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
