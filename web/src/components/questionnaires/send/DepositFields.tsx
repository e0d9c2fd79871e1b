import { Checkbox, Field, Input, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { maxDepositDollars, sendingText } from '@ledgerline/shared/questionnaire-sending';
import { sendLabels as l } from '../../../texts/send-questionnaire';
import { useDepositProvider } from './useDepositProvider';
import { validation } from './useTouched';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  note: { margin: 0, color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
  amount: { maxWidth: '240px' },
});

/**
 * QD §5: 'Require a deposit' with its amount in dollars, offered only when the firm connected its card payment
 * provider (GET /integrations/check_stripe_integration); otherwise the box is off and says why.
 */
export function DepositFields({
  required,
  amount,
  onChange,
  onTouch,
  message,
}: {
  required: boolean;
  amount: string;
  onChange: (change: { depositRequired?: boolean; depositAmount?: string }) => void;
  onTouch: () => void;
  message: string | undefined;
}) {
  const s = useStyles();
  const { connected } = useDepositProvider(true);
  const note =
    connected === undefined ? l.checkingPaymentProvider : connected ? null : sendingText.depositNeedsProvider;
  return (
    <div className={s.box}>
      <Checkbox
        label={l.requireDeposit}
        checked={required && connected === true}
        disabled={connected !== true}
        onChange={(_, d) => {
          onChange({ depositRequired: d.checked === true });
          if (d.checked) onTouch();
        }}
      />
      {note && <p className={s.note}>{note}</p>}
      {required && connected && (
        <Field className={s.amount} label={l.depositAmount} required {...validation(message)}>
          <Input
            type="number"
            inputMode="decimal"
            min={0.01}
            max={maxDepositDollars}
            step={0.01}
            contentBefore="$"
            value={amount}
            onChange={(_, d) => onChange({ depositAmount: d.value })}
            onBlur={onTouch}
          />
        </Field>
      )}
    </div>
  );
}
