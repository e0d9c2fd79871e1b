import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { answering, type AnsweredQuestionnaire, type AnsweringMode } from '../../../api/answering';
import { submitLabels as l, submitSpec as t } from '../../../texts/answering-submit';
import { canSubmitAtAll, depositState, formatDollars } from './submit-rules';

const intent = { paid: 'success', marked_paid: 'success', payment_pending: 'info', unpaid: 'warning' } as const;

/**
 * QD §4 Deposit on the review section: its state and amount in dollars; an outstanding deposit offers the client
 * Pay deposit, which opens the hosted checkout (payment happens only in client mode).
 */
export function DepositBanner({
  questionnaire: q,
  mode,
}: {
  questionnaire: AnsweredQuestionnaire;
  mode: AnsweringMode;
}) {
  const [opening, setOpening] = useState(false);
  const state = depositState(q.deposit_status, q.deposit_amount);
  if (!state || q.deposit_amount === null) return null;
  const payable = state === 'unpaid' && canSubmitAtAll(q, mode);

  async function pay() {
    setOpening(true);
    const res = await answering.createCheckout(q.id, q.company_id);
    const url = res?.ok ? res.data.checkout_url : '';
    if (url) {
      window.location.assign(url);
      return;
    }
    // QD §8: a missing checkout URL is only logged.
    if (res?.ok) console.error('Checkout URL not found in the response');
    setOpening(false);
  }

  const text =
    state === 'unpaid' ? l.depositDueText : state === 'payment_pending' ? l.depositPendingText : l.depositPaidText;
  return (
    <MessageBar intent={intent[state]} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t.deposit[state]}</MessageBarTitle> {l.depositAmount(formatDollars(q.deposit_amount))}.{' '}
        {payable && !q.answering.deposit_checkout_available ? t.paymentsNotConnected : text}
      </MessageBarBody>
      {payable && q.answering.deposit_checkout_available && (
        <MessageBarActions>
          <Button appearance="primary" disabled={opening} onClick={() => void pay()}>
            {opening ? l.redirecting : l.payDeposit}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
